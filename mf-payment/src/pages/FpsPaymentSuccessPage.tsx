// Payment successful: the date and time of the payment and the order's payment status.
import { Button, Result, Space, Spin, Typography, Descriptions } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
import { usePaymentStatusOr404 } from '../paymentStatus';
import '../payment.css';

export default function FpsPaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const answer = usePaymentStatusOr404(id, prefix);

  if (!answer) return <Spin />;
  return (
    <section className="remote-page payment-page" data-remote-page="mf-payment">
      <Typography.Title level={1} className="visually-hidden">
        {t('title.FpsPaymentSuccessPage')}
      </Typography.Title>
      <Result
        status={answer.success ? 'success' : 'info'}
        title={answer.success ? t('title.FpsPaymentSuccessPage') : t('success.notYet')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(`/${prefix}/admission-ticket`)}>
              {t('success.toTicket')}
            </Button>
            <Button onClick={() => navigate(`/${prefix}/order-history`)}>{t('success.toOrders')}</Button>
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
    </section>
  );
}
