// Payment statuses, receipts, bank notifications and the payee details (spec sections 4 and 7).
import { z } from 'zod';
import { AmountCents, BoundedDateTime, FormBoolean, IsoDate, IsoDateTime } from './common';
import { PAYMENT_STATUS_CODES } from './labels';

export const PaymentStatusCode = z.enum(PAYMENT_STATUS_CODES);
export type PaymentStatusCode = z.infer<typeof PaymentStatusCode>;

export {
  FPS_PAYMENT_WINDOW_MINUTES,
  PAID_STATUSES,
  RECEIPT_CUTOFF_HOUR_HKT,
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_BYTES,
  SETTLED_OR_PENDING_APPROVAL,
} from './values';

/** Card spellings a client might send get the spec's own refusal. */
const CARD_INPUTS = ['credit_card', 'card', 'visa', 'mastercard'];
export const PaymentMethod = z.enum(['fps', 'bank'], {
  error: (issue) =>
    typeof issue.input === 'string' && CARD_INPUTS.includes(issue.input.toLowerCase())
      ? 'CREDIT_CARD_NOT_SUPPORTED'
      : 'PAYMENT_METHOD_REQUIRED',
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** POST /api/payment/supporting_doc/upload is multipart: id (enrolment number), agree (true), file. */
export const ReceiptUploadFields = z.object({
  id: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }),
  // The spec asks the candidate to agree to the upload instructions first: missing or false is refused.
  agree: FormBoolean.optional().pipe(z.literal(true, { error: 'RECEIPT_AGREE_REQUIRED' })),
});
export const ReceiptUploadResponse = z.object({
  success: z.literal(true),
  enrollment_no: z.string(),
  payment_status: PaymentStatusCode,
  receipt_id: z.number().int(),
  /** The Hong Kong working day on which the receipt will be processed. */
  processing_date: IsoDate,
  after_cutoff: z.boolean(),
  /** When the server received the receipt. */
  uploaded_at: IsoDateTime,
  /** RECEIPT_PROCESSED_TODAY or RECEIPT_PROCESSED_NEXT_DAY, in both languages. */
  processing_note_en: z.string(),
  processing_note_zh: z.string(),
});
export type ReceiptUploadResponse = z.infer<typeof ReceiptUploadResponse>;

/** GET /api/payment/settings: what candidates are shown to pay into. */
export const PaymentSettings = z.object({
  fps_id: z.string(),
  fps_name: z.string(),
  bank_name_zh: z.string(),
  bank_name_en: z.string(),
  bank_account_no: z.string(),
  bank_account_name: z.string(),
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/**
 * POST /api/payment/fps/notify: the collecting bank's notification (JSON), signed
 * with HMAC-SHA256 (hex, optionally prefixed 'sha256=') of the raw body in the X-Signature header,
 * keyed with FPS_NOTIFY_SECRET; idempotent by txn_id.
 */
export const FPS_SIGNATURE_HEADER = 'x-signature';
export const FpsNotifyRequest = z.object({
  txn_id: z.string().min(1),
  bill_number: z.string().min(1),
  // Bounded like every amount a client sends: a signed notice is still input (zero or 1e15 hit the columns).
  amount_cents: AmountCents,
  currency: z.literal('HKD').default('HKD'),
  paid_at: BoundedDateTime,
});
export type FpsNotifyRequest = z.infer<typeof FpsNotifyRequest>;
export const FpsNotifyResponse = z.object({
  accepted: z.boolean(),
  duplicate: z.boolean(),
  payment_status: PaymentStatusCode,
});

/**
 * One paper on an admission ticket: its own start time and length (GET /api/candidate_info). The
 * sitting's times are the venue session's (session_starts_at/ends_at), the same ones checkout shows.
 */
export const TicketPaper = z.object({
  paper_no: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  starts_at: IsoDateTime.nullable(),
  duration_minutes: z.number().int().nullable(),
});
export type TicketPaper = z.infer<typeof TicketPaper>;

/** Where a ticket comes from: a paid order, or the school's registration (school candidates). */
export const TicketSource = z.enum(['order', 'school']);
export type TicketSource = z.infer<typeof TicketSource>;
