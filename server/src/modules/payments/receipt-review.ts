// Staff approve or reject an uploaded receipt, in one transaction on the locked order.
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { Notifier } from '../notifications/notifier';
import { paymentPagePath } from '../orders/create-order';
import { BANK_PAYMENT_WINDOW_DAYS } from '../orders/deadlines';
import { withOrder } from '../orders/staff-actions';
import { transitionOrder } from '../orders/state';
import { applyPayment } from './apply-payment';
import { pendingReceiptOf, transitionReceipt, type ReceiptStatus } from './receipt-state';

interface ReceiptRow {
  id: number;
  status: ReceiptStatus;
  enrollment_no: string;
}

async function receiptWithOrder(db: Db, receiptId: number): Promise<ReceiptRow> {
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
  notices: Notifier,
  actor: AuditActor,
  receiptId: number,
  body: { amount_cents?: number; reference?: string },
) {
  const receipt = await receiptWithOrder(db, receiptId);
  return withOrder(db, receipt.enrollment_no, async (q, order) => {
    await transitionReceipt(q, receiptId, { to: 'approved', reviewedBy: actor.userId });
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
    return applyPayment(q, notices, actor, order, {
      method: 'bank',
      source: 'receipt',
      amountCents: amount,
      reference: body.reference ?? `receipt ${receiptId}`,
      receivedAt: new Date(),
      recordedBy: actor.userId,
    });
  });
}

/** Rejecting tells the candidate why (REJD, and a message with staff's reason) and leaves time to upload again. */
export async function rejectReceipt(
  db: Db,
  notices: Notifier,
  actor: AuditActor,
  receiptId: number,
  reason: string,
  now = new Date(),
) {
  const receipt = await receiptWithOrder(db, receiptId);
  return withOrder(db, receipt.enrollment_no, async (q, order) => {
    await transitionReceipt(q, receiptId, { to: 'rejected', reviewedBy: actor.userId, rejectReason: reason });
    let dueAt = order.due_at;
    if (order.status === 'awaiting_approval' && (await pendingReceiptOf(q, order.id)) === null) {
      const minimumDue = new Date(now.getTime() + BANK_PAYMENT_WINDOW_DAYS * 24 * 3600_000);
      dueAt = order.due_at > minimumDue ? order.due_at : minimumDue;
      await transitionOrder(q, actor, order, {
        status: 'pending',
        paymentStatus: 'REJD',
        set: { due_at: dueAt },
        action: 'receipt.rejected',
        data: { receipt_id: receiptId, reason },
      });
    }
    await notices.notify(q, {
      event: 'receipt.rejected',
      userId: order.user_id,
      orderId: order.id,
      data: {
        order_no: order.enrollment_no,
        amount: Math.max(order.total_cents - order.paid_cents, 0),
        due_time: dueAt,
        reason,
        link: paymentPagePath('bank', order.enrollment_no),
      },
      dedupeKey: `receipt:${receiptId}:rejected`,
    });
  });
}
