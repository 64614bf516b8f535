// Receipt uploaded (upload_receipt_success/{id}): what has already happened. The receipt was received at
// <time> and awaits approval; it is processed the same working day if received before 5:00 pm, else the
// next working day (spec sections 4 and 9), with the day the server worked out. Once approved (PAID,
// OVRP) the page says so and offers the admission ticket. Opens only when the order is PAID, WAPL or
// OVRP; otherwise back to the bank payment page. An order that cannot be read shows error-404.
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAID_STATUSES, SETTLED_OR_PENDING_APPROVAL } from '@mockexam/contracts/text';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { Button, DetailItem, DetailsList, Result } from '@mockexam/ui/plain';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';
import { HiddenTitle, PaymentPage, PaymentPageLoading } from '../../components/PaymentPage';
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
  const heading = <HiddenTitle>{t('title.UploadReceiptSuccessPage')}</HiddenTitle>;
  if (isPending) return <PaymentPageLoading heading={heading} />;
  if (!SETTLED_OR_PENDING_APPROVAL.includes(answer.payment_status)) {
    return <Navigate to={orderPagePath(prefix, 'csh_payment', id)} replace />;
  }
  const approved = PAID_STATUSES.includes(answer.payment_status);
  const receivedAt = state.uploaded_at ? formatDateTime(state.uploaded_at, locale) : null;
  const subTitle = approved
    ? t('bank.approved')
    : receivedAt
      ? t('bank.receivedAt', { at: receivedAt })
      : t('bank.uploadedNote');
  return (
    <PaymentPage>
      {heading}
      <Result
        status="success"
        title={t('title.UploadReceiptSuccessPage')}
        subTitle={<span data-testid="upload-state">{subTitle}</span>}
        extra={
          <>
            {approved && (
              <Button primary onClick={() => navigate(admissionTicketPath(prefix))}>
                {t('success.viewTicket')}
              </Button>
            )}
            <Button onClick={() => navigate(orderHistoryPath(prefix))}>{t('success.toOrders')}</Button>
          </>
        }
      >
        <DetailsList>
          <DetailItem label={t('order.number')}>{answer.enrollment_no}</DetailItem>
          <DetailItem label={t('order.status')}>
            <span data-testid="payment-status">{paymentStatusText(answer.payment_status, locale)}</span>
          </DetailItem>
          {receivedAt && (
            <DetailItem label={t('bank.receivedAtLabel')}>
              <span data-testid="received-at">{receivedAt}</span>
            </DetailItem>
          )}
          {!approved && state.processing_date && (
            <DetailItem label={t('bank.processingDate')}>
              <span data-testid="processing-date">{formatDate(state.processing_date, locale)}</span>
            </DetailItem>
          )}
        </DetailsList>
        {!approved && (
          <p className="note" data-testid="processing-note">
            {state.after_cutoff === undefined
              ? t('bank.sameDayRule')
              : state.after_cutoff
                ? t('bank.cutoffNextDay')
                : t('bank.processedToday')}
          </p>
        )}
      </Result>
    </PaymentPage>
  );
}
