// Payment successful (fps_payment_success/{id}): the date and time of the payment and the order's
// payment status. An order that cannot be read shows the error-404 page.
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
import { PaymentPage } from '../../components/PaymentPage';
import { usePaymentStatus } from '../../lib/api';
import { admissionTicketPath, notFoundPath, orderHistoryPath } from '../../lib/paths';

export default function FpsPaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const { data: answer, isPending, isError } = usePaymentStatus(id);

  if (isError) return <Navigate to={notFoundPath(prefix)} replace />;
  if (isPending) return <Spin />;
  return (
    <PaymentPage>
      <Typography.Title level={1} className="visually-hidden">
        {t('title.FpsPaymentSuccessPage')}
      </Typography.Title>
      <Result
        status={answer.success ? 'success' : 'info'}
        title={answer.success ? t('title.FpsPaymentSuccessPage') : t('success.notYet')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(admissionTicketPath(prefix))}>
              {t('success.toTicket')}
            </Button>
            <Button onClick={() => navigate(orderHistoryPath(prefix))}>{t('success.toOrders')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={t('order.number')}>{answer.enrollment_no}</Descriptions.Item>
          <Descriptions.Item label={t('success.paidAt')}>
            <span data-testid="paid-at">{answer.paid_at ? formatDateTime(answer.paid_at, locale) : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('order.status')}>
            <span data-testid="payment-status">{paymentStatusText(answer.payment_status, locale)}</span>
          </Descriptions.Item>
        </Descriptions>
        <p className="note">{t('success.ticketNote')}</p>
      </Result>
    </PaymentPage>
  );
}
