// When the FPS page asks again for the payment status (spec section 4: every 5 seconds until paid).
import type { PaymentStatusCode } from '@mockexam/contracts';
import { PAID_STATUSES } from '@mockexam/contracts/text';

export const POLL_MS = 5_000;

/**
 * Statuses after which the poll stops: paid (PAID, OVRP: the page moves on to the success page) and
 * money that reached a cancelled order (PACN), which the server never moves again.
 */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatusCode[] = [...PAID_STATUSES, 'PACN'];

/** The next poll's delay after `status`, or false once it is final. */
export const nextPoll = (status: PaymentStatusCode | undefined): number | false =>
  status && FINAL_PAYMENT_STATUSES.includes(status) ? false : POLL_MS;
