// What a receipt image must be: a PNG or JPEG by name, by its first bytes AND by a header an image
// library can read (a renamed SVG or PDF, or JPEG bytes followed by HTML, is refused), not empty,
// at most 5 MB, 100 to 10,000 pixels each way. Stored outside the web root under a random name.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES } from '@mockexam/contracts';
import { AppError } from '../../lib/app-error';

export type ReceiptMime = 'image/png' | 'image/jpeg';

/** Smaller is no readable photo or scan of a receipt; larger is no receipt and costs staff a slow page. */
const RECEIPT_MIN_PIXELS = 100;
const RECEIPT_MAX_PIXELS = 10_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

function sniffImage(bytes: Buffer): ReceiptMime | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** The type a file name promises: .png, or .jpg/.jpeg. */
function mimeOfName(filename: string): ReceiptMime | null {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) return null;
  return ext === 'png' ? 'image/png' : 'image/jpeg';
}

/** The library's reading of the header; null when it cannot read one (broken, truncated, not an image). */
function readHeader(bytes: Buffer): { mime: ReceiptMime | null; width: number; height: number } | null {
  try {
    // A copy with its own memory: the library reads through a DataView of the whole underlying buffer,
    // so on a small pooled Buffer a cut-short header would read other data instead of failing.
    const { type, width, height } = imageSize(new Uint8Array(bytes));
    const mime = type === 'png' ? 'image/png' : type === 'jpg' ? 'image/jpeg' : null;
    return { mime, width, height };
  } catch {
    return null;
  }
}

const formatError = () => new AppError(400, 'RECEIPT_FORMAT', 'RECEIPT_FORMAT', { file: 'RECEIPT_FORMAT' });
const sizeError = () => new AppError(400, 'RECEIPT_IMAGE_SIZE', 'RECEIPT_IMAGE_SIZE', { file: 'RECEIPT_IMAGE_SIZE' });
const withinLimits = (pixels: number) => pixels >= RECEIPT_MIN_PIXELS && pixels <= RECEIPT_MAX_PIXELS;

/** Checks name, size, first bytes and header (all must say the same type); answers the image's type. */
export function checkReceipt(filename: string, bytes: Buffer): ReceiptMime {
  const named = mimeOfName(filename);
  if (!named) throw formatError();
  if (bytes.length === 0) throw new AppError(400, 'RECEIPT_EMPTY', 'RECEIPT_EMPTY', { file: 'RECEIPT_EMPTY' });
  if (bytes.length > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  if (sniffImage(bytes) !== named) throw formatError();
  const header = readHeader(bytes);
  if (!header || header.mime !== named) throw formatError();
  if (!withinLimits(header.width) || !withinLimits(header.height)) throw sizeError();
  return named;
}

export const receiptTooLarge = () =>
  new AppError(413, 'RECEIPT_TOO_LARGE', 'RECEIPT_TOO_LARGE', { file: 'RECEIPT_TOO_LARGE' });

export interface StoredReceipt {
  storagePath: string;
  sha256: string;
}

/** Writes the bytes to <receiptsDir>/<YYYY-MM>/<random>.<ext>; the database keeps the relative path. */
export async function storeReceipt(receiptsDir: string, bytes: Buffer, mime: ReceiptMime): Promise<StoredReceipt> {
  const month = new Date().toISOString().slice(0, 7);
  const name = `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await mkdir(path.join(receiptsDir, month), { recursive: true, mode: 0o700 });
  await writeFile(path.join(receiptsDir, month, name), bytes, { flag: 'wx', mode: 0o600 });
  return { storagePath: `${month}/${name}`, sha256: createHash('sha256').update(bytes).digest('hex') };
}
