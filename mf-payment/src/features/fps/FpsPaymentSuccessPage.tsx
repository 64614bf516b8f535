// Payment successful (fps_payment_success/{id}): what has already happened. Paid at <time>; the
// admission ticket is issued (the server issues it on payment) with a button to it, but only when
// /candidate_info lists this order's ticket; otherwise that it is being prepared. An unpaid order says
// the payment has not arrived. An order that cannot be read shows the error-404 page.
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { Button, DetailItem, DetailsList, Loading, Notice, Result } from '@mockexam/ui/plain';
import { paymentStatusText, useLocale, useMessage } from '@mockexam/ui/text';
import { HiddenTitle, PaymentPage, PaymentPageLoading } from '../../components/PaymentPage';
import { usePaymentStatus } from '../../lib/api';
import { admissionTicketPath, notFoundPath, orderHistoryPath } from '../../lib/paths';
import { useFreshCandidateInfo } from './api';

function TicketState({ id, paid, prefix }: { id: string; paid: boolean; prefix: string }) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const navigate = useNavigate();
  const info = useFreshCandidateInfo(paid);
  if (!paid) return null;
  if (info.isPending || info.isFetching) return <Loading />;
  const issued = !!info.data?.tickets.some((x) => x.enrollment_no === id);
  return issued ? (
    <Notice
      type="success"
      className="payment-block"
      testId="ticket-state"
      title={t('success.ticketIssued')}
      action={
        <Button primary onClick={() => navigate(admissionTicketPath(prefix))}>
          {t('success.viewTicket')}
        </Button>
      }
    />
  ) : (
    <Notice type="info" className="payment-block" testId="ticket-state" title={message('TICKET_PREPARING')} />
  );
}

export default function FpsPaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const { data: answer, isPending, isError } = usePaymentStatus(id);

  if (isError) return <Navigate to={notFoundPath(prefix)} replace />;
  const heading = <HiddenTitle>{t('title.FpsPaymentSuccessPage')}</HiddenTitle>;
  if (isPending) return <PaymentPageLoading heading={heading} />;
  const paidAt = answer.paid_at ? formatDateTime(answer.paid_at, locale) : null;
  return (
    <PaymentPage>
      {heading}
      <Result
        status={answer.success ? 'success' : 'info'}
        title={answer.success ? t('title.FpsPaymentSuccessPage') : t('success.notYet')}
        subTitle={answer.success && paidAt ? t('success.paidAtLine', { at: paidAt }) : undefined}
        extra={<Button onClick={() => navigate(orderHistoryPath(prefix))}>{t('success.toOrders')}</Button>}
      >
        <DetailsList>
          <DetailItem label={t('order.number')}>{answer.enrollment_no}</DetailItem>
          <DetailItem label={t('success.paidAt')}>
            <span data-testid="paid-at">{paidAt ?? '—'}</span>
          </DetailItem>
          <DetailItem label={t('order.status')}>
            <span data-testid="payment-status">{paymentStatusText(answer.payment_status, locale)}</span>
          </DetailItem>
        </DetailsList>
        <TicketState id={answer.enrollment_no} paid={answer.success} prefix={prefix} />
      </Result>
    </PaymentPage>
  );
}
