// Client-side checks of a bank receipt before it is sent (the server checks again, by first bytes).
import type { MessageKey } from '@mockexam/contracts';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES } from '@mockexam/contracts/text';

const TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'];

/** The catalogue key of the first problem, or null when the file may be uploaded. */
export function checkReceiptFile(
  file: { name: string; size: number; type: string } | null | undefined,
): MessageKey | null {
  if (!file) return 'RECEIPT_FILE_REQUIRED';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk = file.name.includes('.') && (RECEIPT_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = !file.type || TYPES.includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) return 'RECEIPT_FORMAT';
  if (file.size === 0) return 'RECEIPT_EMPTY';
  if (file.size > RECEIPT_MAX_BYTES) return 'RECEIPT_TOO_LARGE';
  return null;
}
