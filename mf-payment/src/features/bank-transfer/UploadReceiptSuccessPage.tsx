// Receipt uploaded (upload_receipt_success/{id}): opens only when the order is PAID, WAPL or OVRP (spec
// section 4); otherwise back to the bank payment page. An order that cannot be read shows error-404.
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTLED_OR_PENDING_APPROVAL } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
import { PaymentPage } from '../../components/PaymentPage';
import { usePaymentStatus } from '../../lib/api';
import { admissionTicketPath, notFoundPath, orderHistoryPath, orderPagePath } from '../../lib/paths';
import type { UploadSuccessState } from './uploadSuccess';

export default function UploadReceiptSuccessPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as UploadSuccessState;
  const { data: answer, isPending, isError } = usePaymentStatus(id);

  if (isError) return <Navigate to={notFoundPath(prefix)} replace />;
  if (isPending) return <Spin />;
  if (!SETTLED_OR_PENDING_APPROVAL.includes(answer.payment_status)) {
    return <Navigate to={orderPagePath(prefix, 'csh_payment', id)} replace />;
  }
  return (
    <PaymentPage>
      <Typography.Title level={1} className="visually-hidden">
        {t('title.UploadReceiptSuccessPage')}
      </Typography.Title>
      <Result
        status="success"
        title={t('title.UploadReceiptSuccessPage')}
        subTitle={t('bank.uploadedNote')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(orderHistoryPath(prefix))}>
              {t('success.toOrders')}
            </Button>
            <Button onClick={() => navigate(admissionTicketPath(prefix))}>{t('success.toTicket')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={t('order.number')}>{answer.enrollment_no}</Descriptions.Item>
          <Descriptions.Item label={t('order.status')}>
            <span data-testid="payment-status">{paymentStatusText(answer.payment_status, locale)}</span>
          </Descriptions.Item>
          {state.processing_date && (
            <Descriptions.Item label={t('bank.processingDate')}>
              {formatDate(state.processing_date, locale)}
            </Descriptions.Item>
          )}
        </Descriptions>
        <p className="note" data-testid="processing-note">
          {fieldIn(state, 'processing_note', locale) ??
            (state.after_cutoff ? t('bank.cutoffNextDay') : t('bank.cutoff'))}
        </p>
      </Result>
    </PaymentPage>
  );
}
