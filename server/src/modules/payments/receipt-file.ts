// What a receipt image must be: a PNG or JPEG by name AND by its first bytes (a renamed SVG or PDF
// is refused), not empty, at most 5 MB. Stored outside the web root under a random name.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES } from '@mockexam/contracts';
import { AppError } from '../../lib/app-error';

export type ReceiptMime = 'image/png' | 'image/jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffImage(bytes: Buffer): ReceiptMime | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

const formatError = () => new AppError(400, 'RECEIPT_FORMAT', 'RECEIPT_FORMAT', { file: 'RECEIPT_FORMAT' });

/** Checks name, size and first bytes; answers the image's type. */
export function checkReceipt(filename: string, bytes: Buffer): ReceiptMime {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) throw formatError();
  if (bytes.length === 0) throw new AppError(400, 'RECEIPT_EMPTY', 'RECEIPT_EMPTY', { file: 'RECEIPT_EMPTY' });
  if (bytes.length > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  const mime = sniffImage(bytes);
  if (!mime) throw formatError();
  return mime;
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
