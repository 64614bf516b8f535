// Order and payment statuses with their bilingual labels, without zod: '@mockexam/contracts/text'
// (with the message catalogue) serves pages that show statuses and messages but validate nothing.
import type { BilingualText } from './messages';

export const ORDER_STATUSES = ['pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusLabels: Record<OrderStatus, BilingualText> = {
  pending: { en: 'Awaiting payment', 'zh-hk': '等待付款' },
  awaiting_approval: { en: 'Awaiting approval', 'zh-hk': '等待審批' },
  confirmed: { en: 'Confirmed', 'zh-hk': '已確認' },
  cancelled: { en: 'Cancelled', 'zh-hk': '已取消' },
  expired: { en: 'Cancelled (payment timeout)', 'zh-hk': '已取消（逾時未付款）' },
};

/**
 * Display statuses of spec section 4, as 4-letter codes. PAID, WAPL and OVRP are the
 * spec's own; the others are ours.
 */
export const PAYMENT_STATUS_CODES = ['UNKN', 'PEND', 'WAPL', 'OVDU', 'REJD', 'PART', 'PAID', 'OVRP', 'PACN'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[number];

export const paymentStatusLabels: Record<PaymentStatusCode, BilingualText> = {
  UNKN: { en: 'Unknown', 'zh-hk': '未知' },
  PEND: { en: 'Pending payment', 'zh-hk': '待付款' },
  WAPL: { en: 'Awaiting approval', 'zh-hk': '等待審批' },
  OVDU: { en: 'Overdue unpaid', 'zh-hk': '逾期未付款' },
  REJD: { en: 'Approval rejected', 'zh-hk': '審批被拒' },
  PART: { en: 'Unpaid balance', 'zh-hk': '尚欠餘額' },
  PAID: { en: 'Payment completed', 'zh-hk': '已完成付款' },
  OVRP: { en: 'Overpaid', 'zh-hk': '多付款項' },
  // Money arrived for an order that was already cancelled or expired (and could not take its seats back).
  PACN: {
    en: 'Paid after cancellation: the publisher will contact you',
    'zh-hk': '訂單取消後收到付款：出版社將與你聯絡',
  },
};
