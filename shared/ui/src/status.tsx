// Order and payment statuses as tags: the contracts' labels in the page's language, one colour per
// status everywhere. A separate entry ('@mockexam/ui/status'): it brings antd and the contracts.
import Tag from 'antd/es/tag';
import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';
import { orderStatusText, paymentStatusText, useLocale } from './text';

/** antd tag colours: done green, waiting on staff gold, waiting on the candidate blue, closed grey. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'blue',
  awaiting_approval: 'gold',
  confirmed: 'green',
  cancelled: 'default',
  expired: 'default',
};

/** Paid green, waiting on staff gold, waiting on the candidate blue, money trouble red or orange. */
export const PAYMENT_STATUS_COLOURS: Record<PaymentStatusCode, string> = {
  UNKN: 'default',
  PEND: 'blue',
  WAPL: 'gold',
  OVDU: 'red',
  REJD: 'red',
  PART: 'orange',
  PAID: 'green',
  OVRP: 'purple',
  PACN: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return <Tag color={ORDER_STATUS_COLOURS[status]}>{orderStatusText(status, locale)}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatusCode }) {
  const locale = useLocale();
  return <Tag color={PAYMENT_STATUS_COLOURS[status]}>{paymentStatusText(status, locale)}</Tag>;
}
