// A payment is its own row; this records one against a locked order and moves the order by the
// amount: short -> PART, exact -> PAID, more -> OVRP. A confirmed payment issues the tickets.
// Money for an expired order re-takes its seats when they are free; otherwise (or for a cancelled
// order) the order keeps its state, its payment status becomes PACN ("paid after cancellation: the
// publisher will contact you") and it is flagged for staff, so it is never both paid and cancelled.
// The candidate hears of it in the same transaction: payment received when the order becomes paid (a
// part payment tells nothing yet: the order still waits for the rest, by its due time), paid after
// cancellation when the money reached an order that is cancelled or expired.
import type { PaymentMethod, PaymentStatusCode } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { badRequest } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { Notifier } from '../notifications/notifier';
import type { LockedOrder } from '../orders/queries';
import { retakeOrderSeats } from '../orders/seats';
import { transitionOrder } from '../orders/state';
import { issueTickets } from '../tickets/issue';

export interface PaymentInput {
  method: PaymentMethod;
  source: 'bank_notify' | 'staff' | 'receipt';
  amountCents: number;
  reference?: string | null;
  bankTxnId?: string | null;
  receivedAt: Date;
  recordedBy?: number | null;
}

export interface PaymentOutcome {
  /**
   * recorded: the payment is in. duplicate: the bank's transaction id was seen before for this
   * order, nothing changed. other_order: it was recorded for another order; nothing changed, and
   * the attempt is in the audit log for staff.
   */
  result: 'recorded' | 'duplicate' | 'other_order';
  paymentStatus: PaymentStatusCode;
  flagged: boolean;
}

export function statusForAmount(paidCents: number, totalCents: number): PaymentStatusCode {
  if (paidCents < totalCents) return 'PART';
  return paidCents === totalCents ? 'PAID' : 'OVRP';
}

/** orders.paid_cents is a 32-bit column: a payment that would push the sum past it is refused, not a 500. */
const MAX_PAID_CENTS = 2 ** 31 - 1;

export async function applyPayment(
  q: Queryable,
  notices: Notifier,
  actor: AuditActor,
  order: LockedOrder,
  input: PaymentInput,
): Promise<PaymentOutcome> {
  if (order.paid_cents + input.amountCents > MAX_PAID_CENTS) {
    throw badRequest('AMOUNT_RANGE', { amount_cents: 'AMOUNT_RANGE' });
  }
  const inserted = await q.query<{ id: number }>(
    `insert into payments (order_id, method, source, amount_cents, reference, bank_txn_id, received_at, recorded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (bank_txn_id) do nothing returning id`,
    [
      order.id,
      input.method,
      input.source,
      input.amountCents,
      input.reference ?? null,
      input.bankTxnId ?? null,
      input.receivedAt,
      input.recordedBy ?? null,
    ],
  );
  if (inserted.rows.length === 0) {
    const unchanged = { paymentStatus: order.payment_status, flagged: order.flagged_for_staff };
    const { rows } = await q.query<{ order_id: number; enrollment_no: string }>(
      'select p.order_id, o.enrollment_no from payments p join orders o on o.id = p.order_id where p.bank_txn_id = $1',
      [input.bankTxnId],
    );
    if (rows[0]?.order_id === order.id) return { result: 'duplicate', ...unchanged };
    await writeAudit(q, actor, 'payment.txn_id_reused', 'order', order.id, {
      bank_txn_id: input.bankTxnId,
      amount_cents: input.amountCents,
      recorded_for: rows[0]?.enrollment_no ?? null,
    });
    return { result: 'other_order', ...unchanged };
  }
  const paymentId = inserted.rows[0].id;
  const paidCents = order.paid_cents + input.amountCents;
  const byAmount = statusForAmount(paidCents, order.total_cents);
  const data = { payment_id: paymentId, amount_cents: input.amountCents, paid_cents: paidCents, source: input.source };
  const now = new Date();

  const flag = async (reason: string): Promise<PaymentOutcome> => {
    await transitionOrder(q, actor, order, {
      paymentStatus: 'PACN',
      set: { paid_cents: paidCents, flagged_for_staff: true, flag_reason: reason },
      action: 'payment.flagged',
      data: { ...data, reason },
    });
    await notices.notify(q, {
      event: 'order.paid_after_cancel',
      userId: order.user_id,
      orderId: order.id,
      data: {
        order_no: order.enrollment_no,
        amount: input.amountCents,
        due_time: order.due_at,
        link: '/order-history',
      },
      dedupeKey: `payment:${paymentId}:after_cancel`,
    });
    return { result: 'recorded', paymentStatus: 'PACN', flagged: true };
  };

  if (order.status === 'cancelled') return flag('payment for a cancelled order');
  if (order.status === 'expired') {
    if (byAmount === 'PART') return flag('part payment after the order expired');
    if (!(await retakeOrderSeats(q, order.id))) return flag('paid after expiry; no seat left');
  }
  const confirmed = byAmount !== 'PART';
  const moved = await transitionOrder(q, actor, order, {
    status: confirmed ? 'confirmed' : 'pending',
    paymentStatus: byAmount,
    set:
      confirmed && order.status !== 'confirmed'
        ? { paid_cents: paidCents, paid_at: input.receivedAt, confirmed_at: now }
        : { paid_cents: paidCents },
    action: 'payment.recorded',
    data,
  });
  if (confirmed && order.status !== 'confirmed') {
    await notices.notify(q, {
      event: 'payment.received',
      userId: order.user_id,
      orderId: order.id,
      data: { order_no: order.enrollment_no, amount: paidCents, due_time: order.due_at, link: '/order-history' },
      dedupeKey: `order:${order.id}:paid`,
    });
  }
  if (confirmed) await issueTickets(q, notices, order);
  return { result: 'recorded', paymentStatus: moved.payment_status, flagged: order.flagged_for_staff };
}
