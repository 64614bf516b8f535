// An order's status in words the candidate reads without help: the spec's payment status while it is open or
// paid; for a cancelled or expired order, why it ended (cancelled by you, payment window passed, by the
// publisher with the publisher's words) instead of a payment status that no longer applies.
import type { Locale, Order } from '@mockexam/contracts';
import { Badge, ORDER_STATUS_COLOURS, PAYMENT_STATUS_COLOURS } from '@mockexam/ui/plain';
import { orderStatusText, paymentStatusText } from '@mockexam/ui/text';
import { orderSection } from './orders';

/** The remote's `t` (useTranslation('enrolment')). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface OrderStatusWords {
  status: string;
  reason: string | null;
  /** Which status the words are: the order's (ended, or confirmed without a payment status to show) or the payment's. */
  of: 'order' | 'payment';
}

function reasonOf(order: Order, t: Translate): string | null {
  switch (order.cancel_reason) {
    case 'by_candidate':
      return t('orders.reason.byCandidate');
    case 'payment_timeout':
      return t('orders.reason.paymentTimeout');
    case 'by_staff':
      return order.cancel_note
        ? t('orders.reason.byStaffWithNote', { note: order.cancel_note })
        : t('orders.reason.byStaff');
    default:
      return null;
  }
}

export function orderStatusWords(order: Order, locale: Locale, t: Translate): OrderStatusWords {
  const section = orderSection(order);
  if (section === 'ended') {
    // Money that arrived after the order ended (PACN) is the one payment status still worth saying.
    const money = order.payment_status === 'PACN' ? paymentStatusText('PACN', locale) : null;
    const reason = [reasonOf(order, t), money].filter(Boolean).join(' ');
    return { status: orderStatusText(order.status, locale), reason: reason || null, of: 'order' };
  }
  if (section === 'paid' && order.payment_status !== 'PAID' && order.payment_status !== 'OVRP') {
    return { status: orderStatusText(order.status, locale), reason: null, of: 'order' };
  }
  const rejected = order.payment_status === 'REJD' && order.reject_reason;
  return {
    status: paymentStatusText(order.payment_status, locale),
    reason: rejected ? t('orders.reason.receiptRejected', { reason: order.reject_reason }) : null,
    of: 'payment',
  };
}

/** The status as a coloured tag with the reason under it. */
export function OrderStatusCell({ order, locale, t }: { order: Order; locale: Locale; t: Translate }) {
  const { reason, of } = orderStatusWords(order, locale, t);
  return (
    <div className="order-status">
      {of === 'order' ? (
        <Badge colour={ORDER_STATUS_COLOURS[order.status]}>{orderStatusText(order.status, locale)}</Badge>
      ) : (
        <Badge colour={PAYMENT_STATUS_COLOURS[order.payment_status]}>
          {paymentStatusText(order.payment_status, locale)}
        </Badge>
      )}
      {reason && <div className="order-reason">{reason}</div>}
    </div>
  );
}
