// Scanned pages on disk, under SCANS_DIR (never a public folder). A scan must be a PNG or JPEG by its
// name and by the image itself, decoded whole with a pixel limit (src/lib/uploaded-image.ts); stored
// under a random name; read back only by a path that resolves inside the folder, with the type its
// first bytes say.
import { randomBytes } from 'node:crypto';
import { mkdir, open, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { SCAN_MAX_BYTES } from '@mockexam/contracts';
import { checkUploadedImage, type ImageMime, type ImageProblem } from '../../lib/uploaded-image';

export type ScanMime = ImageMime;
export type ScanProblem = 'SCAN_FORMAT' | 'SCAN_TOO_LARGE' | 'SCAN_IMAGE_SIZE' | 'SCAN_TOO_MANY_PIXELS';

const SCAN_PROBLEMS: Record<ImageProblem, ScanProblem> = {
  FORMAT: 'SCAN_FORMAT',
  SIDES: 'SCAN_IMAGE_SIZE',
  PIXELS: 'SCAN_TOO_MANY_PIXELS',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

function sniffScan(head: Buffer): ScanMime | null {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** What is wrong with the bytes of a file named `.png` or `.jpg` (`named`), or the type when nothing is. */
export async function checkScan(named: ScanMime, bytes: Buffer): Promise<ScanMime | ScanProblem> {
  if (bytes.length > SCAN_MAX_BYTES) return 'SCAN_TOO_LARGE';
  const problem = await checkUploadedImage(named, bytes);
  return problem ? SCAN_PROBLEMS[problem] : named;
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
