// Scanned pages on disk, under SCANS_DIR (never a public folder). A scan must be a PNG or JPEG by its
// name, its first bytes and a header an image library can read; stored under a random name; read back
// only by a path that resolves inside the folder, with the type its first bytes say.
import { randomBytes } from 'node:crypto';
import { mkdir, open, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { SCAN_MAX_BYTES } from '@mockexam/contracts';

export type ScanMime = 'image/png' | 'image/jpeg';
export type ScanProblem = 'SCAN_FORMAT' | 'SCAN_TOO_LARGE' | 'SCAN_IMAGE_SIZE';

/** Smaller is no readable page; larger is no scan (and a slow page for the reader). */
const MIN_PIXELS = 100;
const MAX_PIXELS = 10_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffScan(head: Buffer): ScanMime | null {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** What is wrong with the bytes of a file named `.png` or `.jpg` (`named`), or the type when nothing is. */
export function checkScan(named: ScanMime, bytes: Buffer): ScanMime | ScanProblem {
  if (bytes.length > SCAN_MAX_BYTES) return 'SCAN_TOO_LARGE';
  if (sniffScan(bytes) !== named) return 'SCAN_FORMAT';
  try {
    // A copy with its own memory, as receipt-file.ts explains: the library reads the whole buffer.
    const { type, width, height } = imageSize(new Uint8Array(bytes));
    if ((type === 'png' ? 'image/png' : type === 'jpg' ? 'image/jpeg' : null) !== named) return 'SCAN_FORMAT';
    const fits = (n: number) => n >= MIN_PIXELS && n <= MAX_PIXELS;
    return fits(width) && fits(height) ? named : 'SCAN_IMAGE_SIZE';
  } catch {
    return 'SCAN_FORMAT';
  }
}

/** Writes the bytes to <scansDir>/<YYYY-MM>/<random>.<ext>; answers the path relative to the folder. */
export async function storeScan(scansDir: string, bytes: Buffer, mime: ScanMime): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const name = `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await mkdir(path.join(scansDir, month), { recursive: true, mode: 0o700 });
  await writeFile(path.join(scansDir, month, name), bytes, { flag: 'wx', mode: 0o600 });
  return `${month}/${name}`;
}

/** The absolute path of a stored relative path, or null when it would leave the folder. */
export function scanFilePath(scansDir: string, relative: string): string | null {
  const root = path.resolve(scansDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** An open scan and its type by its first bytes; null when it is missing or not a PNG or JPEG. */
export async function openScanFile(
  scansDir: string,
  relative: string,
): Promise<{ handle: FileHandle; mime: ScanMime; size: number } | null> {
  const file = scanFilePath(scansDir, relative);
  if (!file) return null;
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const stat = await handle.stat();
    const head = Buffer.alloc(PNG.length);
    await handle.read(head, 0, head.length, 0);
    const mime = stat.isFile() ? sniffScan(head) : null;
    if (mime) return { handle, mime, size: stat.size };
  } catch {
    // unreadable: the same as missing
  }
  await handle.close();
  return null;
}
