// A bank receipt accepted for an order: the receipt row, the order to awaiting approval (WAPL),
// and a flag for staff when the same image (SHA-256) was already used for another order.
// Only bank-transfer orders still waiting for money take one (an FPS order moved to WAPL would
// escape its 30-minute expiry), and an order has at most one pending receipt: a new upload
// replaces it, and the replaced row and file stay for the audit.
import { RECEIPT_CUTOFF_HOUR_HKT, type PaymentStatusCode } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { receiptProcessingDate } from '../../lib/working-days';
import { lockOrder, type LockedOrder } from '../orders/queries';
import { transitionOrder } from '../orders/state';
import type { ReceiptMime, StoredReceipt } from './receipt-file';
import { pendingReceiptOf, transitionReceipt } from './receipt-state';

export interface ReceiptUpload {
  enrollmentNo: string;
  candidateId: number;
  stored: StoredReceipt;
  mime: ReceiptMime;
  sizeBytes: number;
  now?: Date;
}

export interface AcceptedReceipt {
  receiptId: number;
  paymentStatus: 'WAPL';
  processingDate: string;
  afterCutoff: boolean;
  duplicateOfOrderId: number | null;
}

export async function acceptReceipt(db: Db, actor: AuditActor, upload: ReceiptUpload): Promise<AcceptedReceipt> {
  const now = upload.now ?? new Date();
  return db.tx(async (q) => {
    const order = await lockOrder(q, { enrollmentNo: upload.enrollmentNo });
    if (!order || order.candidate_id !== upload.candidateId) throw notFound();
    if (order.payment_method !== 'bank') throw conflict('RECEIPT_BANK_ONLY');
    if (!awaitsBankMoney(order)) throw conflict('PAYMENT_NOT_ALLOWED');
    const { date, afterCutoff } = await receiptProcessingDate(q, now, RECEIPT_CUTOFF_HOUR_HKT);
    const reused = await q.query<{ order_id: number; enrollment_no: string }>(
      `select r.order_id, o.enrollment_no from receipts r join orders o on o.id = r.order_id
        where r.sha256 = $1 and r.order_id <> $2 order by r.id limit 1`,
      [upload.stored.sha256, order.id],
    );
    const duplicateOf = reused.rows[0] ?? null;
    const replacedReceiptId = await pendingReceiptOf(q, order.id);
    if (replacedReceiptId !== null) await transitionReceipt(q, replacedReceiptId, { to: 'replaced' });
    const inserted = await q.query<{ id: number }>(
      `insert into receipts (order_id, uploaded_by, sha256, storage_path, mime, size_bytes, processing_date,
                             duplicate_of_order_id, uploaded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        order.id,
        actor.userId,
        upload.stored.sha256,
        upload.stored.storagePath,
        upload.mime,
        upload.sizeBytes,
        date,
        duplicateOf?.order_id ?? null,
        now,
      ],
    );
    const receiptId = inserted.rows[0].id;
    await transitionOrder(q, actor, order, {
      status: 'awaiting_approval',
      paymentStatus: 'WAPL',
      set: duplicateOf
        ? { flagged_for_staff: true, flag_reason: `receipt image also uploaded for order ${duplicateOf.enrollment_no}` }
        : {},
      action: 'receipt.uploaded',
      data: {
        receipt_id: receiptId,
        replaced_receipt_id: replacedReceiptId,
        sha256: upload.stored.sha256,
        processing_date: date,
        duplicate_of: duplicateOf?.enrollment_no ?? null,
      },
    });
    return {
      receiptId,
      paymentStatus: 'WAPL',
      processingDate: date,
      afterCutoff,
      duplicateOfOrderId: duplicateOf?.order_id ?? null,
    };
  });
}

/** Unpaid, part paid, or the last receipt rejected. */
const RECEIPT_PAYMENT_STATUSES: readonly PaymentStatusCode[] = ['PEND', 'PART', 'REJD'];

/** Waiting for a bank transfer, or for staff to approve the receipt of one. */
function awaitsBankMoney(order: LockedOrder): boolean {
  if (order.status === 'awaiting_approval') return true;
  return order.status === 'pending' && RECEIPT_PAYMENT_STATUSES.includes(order.payment_status);
}

/** Where a receipt's image is stored and whose order it belongs to (the image route checks the reader). */
export async function receiptFileOf(q: Queryable, receiptId: number) {
  const { rows } = await q.query<{ storage_path: string; mime: string; candidate_id: number }>(
    `select r.storage_path, r.mime, o.candidate_id from receipts r join orders o on o.id = r.order_id where r.id = $1`,
    [receiptId],
  );
  return rows[0] ?? null;
}
