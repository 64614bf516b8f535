// Order and payment statuses as tags: the contracts' labels in the page's language, one colour per
// status everywhere. A separate entry ('@mockexam/ui/status'): it brings antd and the contracts.
import Tag from 'antd/es/tag';
import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';
import { ORDER_STATUS_COLOURS, PAYMENT_STATUS_COLOURS } from './statusColours';
import { orderStatusText, paymentStatusText, useLocale } from './text';

export { ORDER_STATUS_COLOURS, PAYMENT_STATUS_COLOURS } from './statusColours';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return <Tag color={ORDER_STATUS_COLOURS[status]}>{orderStatusText(status, locale)}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatusCode }) {
  const locale = useLocale();
  return <Tag color={PAYMENT_STATUS_COLOURS[status]}>{paymentStatusText(status, locale)}</Tag>;
}
