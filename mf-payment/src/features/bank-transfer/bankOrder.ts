// What the bank-transfer page offers for an order: receipts are for bank-transfer orders only (the
// server refuses them on FPS orders, RECEIPT_BANK_ONLY), while the order is open and not yet settled.
import type { EnrolmentInfo } from '@mockexam/contracts';
import { SETTLED_OR_PENDING_APPROVAL } from '@mockexam/contracts/text';

export interface BankOrderState {
  bankOrder: boolean;
  /** PAID, WAPL or OVRP: the money is in, or a receipt awaits approval. */
  settled: boolean;
  canUpload: boolean;
}

export function bankOrderState(info: EnrolmentInfo): BankOrderState {
  const { order } = info;
  const bankOrder = order.payment_method === 'bank';
  const settled = SETTLED_OR_PENDING_APPROVAL.includes(info.payment_status);
  const open = order.status === 'pending' || order.status === 'awaiting_approval';
  return { bankOrder, settled, canUpload: bankOrder && !settled && open };
}
