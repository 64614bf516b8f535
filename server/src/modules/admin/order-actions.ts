// What staff do to an order and its receipts. Each runs in one transaction on the locked order,
// moves it through the state machine and so writes the audit log with the staff user.
import { MAX_DUE_AHEAD_DAYS } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { cancelOrder } from '../orders/cancel';
import { BANK_PAYMENT_WINDOW_DAYS } from '../orders/deadlines';
import { lockOrder, type LockedOrder } from '../orders/queries';
import { transitionOrder } from '../orders/state';
import { applyPayment, type PaymentInput } from '../payments/apply-payment';

async function withOrder<T>(db: Db, enrollmentNo: string, fn: (q: Queryable, order: LockedOrder) => Promise<T>) {
  return db.tx(async (q) => {
    const order = await lockOrder(q, { enrollmentNo });
    if (!order) throw notFound();
    return fn(q, order);
  });
}

export function recordStaffPayment(
  db: Db,
  actor: AuditActor,
  enrollmentNo: string,
  input: Omit<PaymentInput, 'source'>,
) {
  return withOrder(db, enrollmentNo, (q, order) =>
    applyPayment(q, actor, order, { ...input, source: 'staff', recordedBy: actor.userId }),
  );
}

export function staffCancel(db: Db, actor: AuditActor, enrollmentNo: string, reason: string) {
  return withOrder(db, enrollmentNo, (q, order) => cancelOrder(q, actor, order, reason));
}

export function extendDueTime(db: Db, actor: AuditActor, enrollmentNo: string, dueAt: Date, now = new Date()) {
  if (dueAt <= now) throw badRequest('DUE_AT_PAST', { due_at: 'DUE_AT_PAST' });
  // The schema bounds the year; only here is "now" known, so the one-year window is checked here.
  if (dueAt.getTime() > now.getTime() + MAX_DUE_AHEAD_DAYS * 24 * 3600_000) {
    throw badRequest('DUE_AT_TOO_FAR', { due_at: 'DUE_AT_TOO_FAR' });
  }
  return withOrder(db, enrollmentNo, async (q, order) => {
    if (order.status !== 'pending' && order.status !== 'awaiting_approval') throw conflict('ORDER_NOT_EXTENDABLE');
    await transitionOrder(q, actor, order, {
      set: { due_at: dueAt },
      action: 'order.extended',
      data: { due_at: { from: order.due_at.toISOString(), to: dueAt.toISOString() } },
    });
  });
}

interface ReceiptRow {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  enrollment_no: string;
}

async function pendingReceipt(db: Db, receiptId: number): Promise<ReceiptRow> {
  const { rows } = await db.query<ReceiptRow>(
    `select r.id, r.status, o.enrollment_no from receipts r join orders o on o.id = r.order_id where r.id = $1`,
    [receiptId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Approving a receipt records the bank payment it shows; the amount decides PAID / PART / OVRP. */
export async function approveReceipt(
  db: Db,
  actor: AuditActor,
  receiptId: number,
  body: { amount_cents?: number; reference?: string },
) {
  const receipt = await pendingReceipt(db, receiptId);
  return withOrder(db, receipt.enrollment_no, async (q, order) => {
    const marked = await q.query(
      `update receipts set status = 'approved', reviewed_by = $2, reviewed_at = now() where id = $1 and status = 'pending'`,
      [receiptId, actor.userId],
    );
    if (marked.rowCount !== 1) throw conflict('RECEIPT_NOT_PENDING');
    const balance = order.total_cents - order.paid_cents;
    if (body.amount_cents === undefined && balance <= 0) {
      // Already paid another way (an FPS notice): the receipt is settled, no second payment.
      await writeAudit(q, actor, 'receipt.approved', 'order', order.id, {
        receipt_id: receiptId,
        payment: 'none, already paid',
      });
      return null;
    }
    const amount = body.amount_cents ?? balance;
    return applyPayment(q, actor, order, {
      method: 'bank',
      source: 'receipt',
      amountCents: amount,
      reference: body.reference ?? `receipt ${receiptId}`,
      receivedAt: new Date(),
      recordedBy: actor.userId,
    });
  });
}

/** Rejecting tells the candidate why (REJD) and leaves time to upload again. */
export async function rejectReceipt(db: Db, actor: AuditActor, receiptId: number, reason: string, now = new Date()) {
  const receipt = await pendingReceipt(db, receiptId);
  return withOrder(db, receipt.enrollment_no, async (q, order) => {
    const marked = await q.query(
      `update receipts set status = 'rejected', reject_reason = $3, reviewed_by = $2, reviewed_at = now()
        where id = $1 and status = 'pending'`,
      [receiptId, actor.userId, reason],
    );
    if (marked.rowCount !== 1) throw conflict('RECEIPT_NOT_PENDING');
    const stillPending = await q.query(`select 1 from receipts where order_id = $1 and status = 'pending'`, [order.id]);
    if (order.status !== 'awaiting_approval' || stillPending.rows.length > 0) return;
    const minimumDue = new Date(now.getTime() + BANK_PAYMENT_WINDOW_DAYS * 24 * 3600_000);
    await transitionOrder(q, actor, order, {
      status: 'pending',
      paymentStatus: 'REJD',
      set: { due_at: order.due_at > minimumDue ? order.due_at : minimumDue },
      action: 'receipt.rejected',
      data: { receipt_id: receiptId, reason },
    });
  });
}
