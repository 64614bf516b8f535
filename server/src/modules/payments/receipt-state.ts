// The receipt state machine, beside the order's (orders/state.ts): an allow-list of moves and the one
// function that moves a receipt. Only a pending receipt moves: staff approve or reject it, or a new
// upload for the same order replaces it; the other states are final.
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';

export type ReceiptStatus = 'pending' | 'approved' | 'rejected' | 'replaced';

export const RECEIPT_TRANSITIONS: Record<ReceiptStatus, readonly ReceiptStatus[]> = {
  pending: ['approved', 'rejected', 'replaced'],
  approved: [],
  rejected: [],
  replaced: [],
};

export function canMoveReceipt(from: ReceiptStatus, to: ReceiptStatus): boolean {
  return RECEIPT_TRANSITIONS[from].includes(to);
}

export interface ReceiptMove {
  to: ReceiptStatus;
  /** The staff user who approved or rejected it. */
  reviewedBy?: number | null;
  /** What the candidate is told when it is rejected. */
  rejectReason?: string;
}

/**
 * Moves one receipt, its row locked for the check and the write. A move off the allow-list is refused
 * (409 RECEIPT_NOT_PENDING: every receipt that cannot move has been dealt with already).
 * The caller holds the order's lock, so the receipts of an order change one at a time.
 */
export async function transitionReceipt(q: Queryable, receiptId: number, move: ReceiptMove): Promise<ReceiptStatus> {
  const { rows } = await q.query<{ status: ReceiptStatus }>('select status from receipts where id = $1 for update', [
    receiptId,
  ]);
  if (!rows[0]) throw notFound();
  const from = rows[0].status;
  if (!canMoveReceipt(from, move.to)) throw conflict('RECEIPT_NOT_PENDING');
  const reviewed = move.to === 'approved' || move.to === 'rejected';
  await q.query(
    `update receipts set status = $2,
            reviewed_by = case when $3 then $4::bigint else reviewed_by end,
            reviewed_at = case when $3 then now() else reviewed_at end,
            reject_reason = coalesce($5, reject_reason)
      where id = $1`,
    [
      receiptId,
      move.to,
      reviewed,
      move.reviewedBy ?? null,
      move.to === 'rejected' ? (move.rejectReason ?? null) : null,
    ],
  );
  return from;
}

/** The order's pending receipt, if it has one (an order has at most one). */
export async function pendingReceiptOf(q: Queryable, orderId: number): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(`select id from receipts where order_id = $1 and status = 'pending'`, [
    orderId,
  ]);
  return rows[0]?.id ?? null;
}
