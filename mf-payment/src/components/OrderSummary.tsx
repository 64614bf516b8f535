// An order at the top of a payment page: its number (with a copy button), the amount, the payment status and the due time.
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
    <dl className="payment-block details-list">
      <div>
        <dt>{t('order.number')}</dt>
        <dd>
          {order.enrollment_no}
          <CopyButton value={order.enrollment_no} what={t('copy.orderNo')} testId="copy-order-no" />
        </dd>
      </div>
      <div>
        <dt>{t('order.amount')}</dt>
        <dd>
          <strong data-testid={amountTestId}>{formatHkd(order.total_cents)}</strong>
        </dd>
      </div>
      <div>
        <dt>{t('order.status')}</dt>
        <dd>
          <span data-testid="payment-status">{paymentStatusText(status, locale)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('order.dueAt')}</dt>
        <dd>{formatDateTime(order.due_at, locale)}</dd>
      </div>
    </dl>
  );
}
