// When an unpaid order is due. FPS: 30 minutes (spec section 4). Bank transfer: 3 days, time to
// transfer and upload the receipt. Neither goes past the close of individual enrolment.
import { FPS_PAYMENT_WINDOW_MINUTES, type PaymentMethod } from '@mockexam/contracts';

export const BANK_PAYMENT_WINDOW_DAYS = 3;

export function paymentDueAt(method: PaymentMethod, now: Date, enrolEnd: Date | null): Date {
  const window = method === 'fps' ? FPS_PAYMENT_WINDOW_MINUTES * 60_000 : BANK_PAYMENT_WINDOW_DAYS * 24 * 60 * 60_000;
  const due = new Date(now.getTime() + window);
  return enrolEnd && enrolEnd < due ? enrolEnd : due;
}
