// What the upload hands to the receipt success page (router state): when the receipt is processed.
import type { ReceiptUploadResponse } from '@mockexam/contracts';

export interface UploadSuccessState {
  /** When the server received the receipt. */
  uploaded_at?: string;
  processing_date?: string;
  after_cutoff?: boolean;
  /** The server's note on when the receipt is processed, in both languages. */
  processing_note_en?: string;
  processing_note_zh?: string;
}

export const uploadSuccessState = (result: ReceiptUploadResponse): UploadSuccessState => ({
  uploaded_at: result.uploaded_at,
  processing_date: result.processing_date,
  after_cutoff: result.after_cutoff,
  processing_note_en: result.processing_note_en,
  processing_note_zh: result.processing_note_zh,
});
