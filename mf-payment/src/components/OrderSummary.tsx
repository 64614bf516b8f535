// An order at the top of a payment page: its number (with a copy button), the amount, the payment status and the due time.
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentStatusCode } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
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
    <Descriptions bordered size="small" column={1} className="payment-block">
      <Descriptions.Item label={t('order.number')}>
        {order.enrollment_no}
        <CopyButton value={order.enrollment_no} what={t('copy.orderNo')} testId="copy-order-no" />
      </Descriptions.Item>
      <Descriptions.Item label={t('order.amount')}>
        <strong data-testid={amountTestId}>{formatHkd(order.total_cents)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('order.status')}>
        <span data-testid="payment-status">{paymentStatusText(status, locale)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('order.dueAt')}>{formatDateTime(order.due_at, locale)}</Descriptions.Item>
    </Descriptions>
  );
}
