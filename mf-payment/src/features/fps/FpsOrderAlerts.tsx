// Why an FPS order cannot be paid here: it is paid already, or it is no longer pending.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EnrolmentInfo, PaymentStatusCode } from '@mockexam/contracts';
import { Notice } from '@mockexam/ui/plain';
import { paymentStatusText, useLocale, useMessage } from '@mockexam/ui/text';
import { orderHistoryPath, orderPagePath } from '../../lib/paths';

interface Props {
  id: string;
  prefix: string;
  info: EnrolmentInfo;
  status: PaymentStatusCode;
}

export function FpsOrderAlerts({ id, prefix, info, status }: Props) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  if (info.success) {
    return (
      <Notice type="success" className="payment-block" title={t('fps.alreadyPaid')}>
        <Link to={orderPagePath(prefix, 'fps_payment_success', id)}>{t('fps.viewSuccess')}</Link>
      </Notice>
    );
  }
  if (info.order.status === 'pending') return null;
  return (
    <Notice
      type="warning"
      className="payment-block"
      title={
        // Money that arrived after the order was cancelled: say so, not "cancelled, select again".
        status === 'PACN'
          ? paymentStatusText(status, locale)
          : info.order.can_reselect
            ? message('ORDER_CANCELLED_TIMEOUT')
            : message('PAYMENT_NOT_ALLOWED')
      }
    >
      <Link to={orderHistoryPath(prefix)}>{t('fps.toOrders')}</Link>
    </Notice>
  );
}
