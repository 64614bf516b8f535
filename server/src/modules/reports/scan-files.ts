// Scanned pages in the file store (never a public address). A scan must be a PNG or JPEG by its name
// and by the image itself, decoded whole with a pixel limit (src/lib/uploaded-image.ts); stored under
// a random key; read back only by a valid key, with the type its first bytes say.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { SCAN_MAX_BYTES } from '@mockexam/contracts';
import { isFileKey, type FileStore } from '../../lib/file-store';
import { IMAGE_HEAD_BYTES, imageTypeOf } from '../../lib/file-store/image-type';
import { checkUploadedImage, type ImageMime, type ImageProblem } from '../../lib/uploaded-image';

export type ScanMime = ImageMime;
export type ScanProblem = 'SCAN_FORMAT' | 'SCAN_TOO_LARGE' | 'SCAN_IMAGE_SIZE' | 'SCAN_TOO_MANY_PIXELS';

const SCAN_PROBLEMS: Record<ImageProblem, ScanProblem> = {
  FORMAT: 'SCAN_FORMAT',
  SIDES: 'SCAN_IMAGE_SIZE',
  PIXELS: 'SCAN_TOO_MANY_PIXELS',
};

/** What is wrong with the bytes of a file named `.png` or `.jpg` (`named`), or the type when nothing is. */
export async function checkScan(named: ScanMime, bytes: Buffer): Promise<ScanMime | ScanProblem> {
  if (bytes.length > SCAN_MAX_BYTES) return 'SCAN_TOO_LARGE';
  const problem = await checkUploadedImage(named, bytes);
  return problem ? SCAN_PROBLEMS[problem] : named;
}

/** Writes the bytes to scans/ (or marked/) <YYYY-MM>/<random>.<ext>; answers the key. */
export async function storeScan(
  files: FileStore,
  bytes: Buffer,
  mime: ScanMime,
  kind: 'scan' | 'marked',
): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const folder = kind === 'marked' ? 'marked' : 'scans';
  const key = `${folder}/${month}/${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await files.put(key, bytes, mime);
  return key;
}

/** Reads until `count` bytes are in (or the stream ends); answers them and the whole stream again. */
async function peek(body: Readable, count: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const reader = body[Symbol.asyncIterator]();
  while (length < count) {
    const next = await reader.next();
    if (next.done) break;
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  async function* again() {
    try {
      yield* chunks;
      for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value as Buffer;
    } finally {
      // A reader that went away closes the file (or the object store's connection) too.
      await reader.return?.();
    }
  }
  return { head: Buffer.concat(chunks), whole: Readable.from(again(), { objectMode: false }) };
}

/** A stored scan as a stream and its type by its first bytes; null when it is missing or not a PNG or JPEG. */
export async function openScanFile(
  files: FileStore,
  key: string,
): Promise<{ body: Readable; mime: ScanMime; size: number } | null> {
  if (!isFileKey(key)) return null;
  const file = await files.get(key);
  if (!file) return null;
  const { head, whole } = await peek(file.body, IMAGE_HEAD_BYTES);
  const mime = imageTypeOf(head);
  if (mime) return { body: whole, mime, size: file.size };
  file.body.destroy();
  return null;
}
