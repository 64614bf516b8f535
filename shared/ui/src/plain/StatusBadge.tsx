import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';
import { ORDER_STATUS_COLOURS, PAYMENT_STATUS_COLOURS, type StatusColour } from '../statusColours';
import { orderStatusText, paymentStatusText, useLocale } from '../text';

/** A coloured label (the shell's `.tag`), the colours of antd's tags. */
export function Badge({ colour, children }: { colour: StatusColour; children: string }) {
  return <span className={`tag tag-${colour}`}>{children}</span>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return <Badge colour={ORDER_STATUS_COLOURS[status]}>{orderStatusText(status, locale)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatusCode }) {
  const locale = useLocale();
  return <Badge colour={PAYMENT_STATUS_COLOURS[status]}>{paymentStatusText(status, locale)}</Badge>;
}
