// An order at the top of a payment page: its number (with a copy button), the amount, the payment status and the due time.
import { useTranslation } from 'react-i18next';
import type { Order, PaymentStatusCode } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
import { DetailItem, DetailsList } from '@mockexam/ui/plain';
import { CopyButton } from './CopyButton';

interface Props {
  order: Order;
  status: PaymentStatusCode;
  /** A test id on the amount (the FPS page's). */
  amountTestId?: string;
}

export function OrderSummary({ order, status, amountTestId }: Props) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <DetailsList className="payment-block">
      <DetailItem label={t('order.number')}>
        {order.enrollment_no}
        <CopyButton value={order.enrollment_no} what={t('copy.orderNo')} testId="copy-order-no" />
      </DetailItem>
      <DetailItem label={t('order.amount')}>
        <strong data-testid={amountTestId}>{formatHkd(order.total_cents)}</strong>
      </DetailItem>
      <DetailItem label={t('order.status')}>
        <span data-testid="payment-status">{paymentStatusText(status, locale)}</span>
      </DetailItem>
      <DetailItem label={t('order.dueAt')}>{formatDateTime(order.due_at, locale)}</DetailItem>
    </DetailsList>
  );
}
