// Constants and pure helpers that pages use without validating anything: free of zod, so a page that
// only needs a status list or a number's format does not evaluate every schema of the API (zod builds
// each schema when its module runs: tens of milliseconds on a phone). Re-exported by common.ts and
// payment.ts for the server, and by './text' for pages.
import type { PaymentStatusCode } from './labels';

/** Hong Kong mobile numbers: 8 digits starting with 4 to 9, after an optional +852. */
export const HK_MOBILE_REGEX = /^[4-9]\d{7}$/;

/** Strips spaces, dashes and an optional +852 / 852 prefix so '+852 9123-4567' becomes '91234567'. */
export function normaliseHkMobile(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  return compact.replace(/^(?:\+852|00852)/, '');
}

export function isHkMobile(input: string): boolean {
  return HK_MOBILE_REGEX.test(normaliseHkMobile(input));
}

/** Candidate numbers are 8 characters, shown as two groups of four ('2024 0001'). */
export const CANDIDATE_NO_REGEX = /^[A-Z0-9]{8}$/;
export function formatCandidateNo(candidateNo: string): string {
  return `${candidateNo.slice(0, 4)} ${candidateNo.slice(4)}`;
}
/** Accepts '2024 0001', '2024-0001' or lower case and gives '20240001'. */
export function normaliseCandidateNo(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Statuses after which the money is in: the receipt-success page opens for these (spec section 4). */
export const SETTLED_OR_PENDING_APPROVAL: readonly PaymentStatusCode[] = ['PAID', 'WAPL', 'OVRP'];
/** Statuses that end the FPS page's polling and go to the success page. */
export const PAID_STATUSES: readonly PaymentStatusCode[] = ['PAID', 'OVRP'];

/** FPS orders are cancelled when unpaid after this many minutes (spec section 4). */
export const FPS_PAYMENT_WINDOW_MINUTES = 30;
/** Receipts uploaded after 17:00 HKT on a transaction day are processed the next working day. */
export const RECEIPT_CUTOFF_HOUR_HKT = 17;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
