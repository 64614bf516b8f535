// What a receipt image must be: a PNG or JPEG by name and by the image itself, decoded whole with a
// pixel limit (src/lib/uploaded-image.ts: a renamed SVG or PDF, a cut-short file or a pixel bomb is
// refused), not empty, at most 5 MB, 100 to 10,000 pixels each way. Stored in the file store under a
// random key, never a public address.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES } from '@mockexam/contracts';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { checkUploadedImage, type ImageMime, type ImageProblem } from '../../lib/uploaded-image';

export type ReceiptMime = ImageMime;

/** The type a file name promises: .png, or .jpg/.jpeg. */
function mimeOfName(filename: string): ReceiptMime | null {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) return null;
  return ext === 'png' ? 'image/png' : 'image/jpeg';
}

const formatError = () => new AppError(400, 'RECEIPT_FORMAT', 'RECEIPT_FORMAT', { file: 'RECEIPT_FORMAT' });

const IMAGE_ERRORS: Record<ImageProblem, () => AppError> = {
  FORMAT: formatError,
  SIDES: () => new AppError(400, 'RECEIPT_IMAGE_SIZE', 'RECEIPT_IMAGE_SIZE', { file: 'RECEIPT_IMAGE_SIZE' }),
  PIXELS: () => new AppError(400, 'RECEIPT_IMAGE_PIXELS', 'IMAGE_TOO_MANY_PIXELS', { file: 'IMAGE_TOO_MANY_PIXELS' }),
};

/** Checks name, size and the decoded image (name and image must say the same type); answers the type. */
export async function checkReceipt(filename: string, bytes: Buffer): Promise<ReceiptMime> {
  const named = mimeOfName(filename);
  if (!named) throw formatError();
  if (bytes.length === 0) throw new AppError(400, 'RECEIPT_EMPTY', 'RECEIPT_EMPTY', { file: 'RECEIPT_EMPTY' });
  if (bytes.length > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  const problem = await checkUploadedImage(named, bytes);
  if (problem) throw IMAGE_ERRORS[problem]();
  return named;
}

export const receiptTooLarge = () =>
  new AppError(413, 'RECEIPT_TOO_LARGE', 'RECEIPT_TOO_LARGE', { file: 'RECEIPT_TOO_LARGE' });

export interface StoredReceipt {
  /** The file store's key: receipts/<YYYY-MM>/<random>.png|jpg. */
  storagePath: string;
  sha256: string;
}

/** Writes the bytes to receipts/<YYYY-MM>/<random>.<ext>; the database keeps the key. */
export async function storeReceipt(files: FileStore, bytes: Buffer, mime: ReceiptMime): Promise<StoredReceipt> {
  const month = new Date().toISOString().slice(0, 7);
  const key = `receipts/${month}/${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await files.put(key, bytes, mime);
  return { storagePath: key, sha256: createHash('sha256').update(bytes).digest('hex') };
}
