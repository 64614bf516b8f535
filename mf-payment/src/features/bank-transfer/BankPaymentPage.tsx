// Bank transfer (csh_payment/{id}): the order, the publisher's account, the upload instructions with
// the agreement checkbox and the deposit receipt upload. An order that cannot be read shows error-404.
import { useDeferredValue } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@mockexam/ui/text';
import { OrderSummary } from '../../components/OrderSummary';
import { PaymentPage, PaymentPageLoading } from '../../components/PaymentPage';
import { useEnrolment, usePaymentSettings } from '../../lib/api';
import { notFoundPath } from '../../lib/paths';
import { BankAccount } from './BankAccount';
import { BankOrderAlerts } from './BankOrderAlerts';
import { bankOrderState } from './bankOrder';
import { ReceiptUploadForm } from './ReceiptUploadForm';
import { UploadInstructions } from './UploadInstructions';

export default function BankPaymentPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  // Answers reach the page in a render React may interrupt (one long task on a slow phone otherwise).
  const enrolment = useDeferredValue(useEnrolment(id));
  const settings = useDeferredValue(usePaymentSettings());

  if (enrolment.isError || settings.isError) return <Navigate to={notFoundPath(prefix)} replace />;
  const heading = <h1 className="page-title">{t('title.BankPaymentPage')}</h1>;
  // The heading comes first, in the pre-rendered copy too (rendered with no data); the order below it.
  if (enrolment.isPending || settings.isPending) return <PaymentPageLoading heading={heading} />;
  const info = enrolment.data;
  const state = bankOrderState(info);
  return (
    <PaymentPage>
      {heading}
      <OrderSummary order={info.order} status={info.payment_status} />
      <BankAccount settings={settings.data} />
      <BankOrderAlerts id={id} prefix={prefix} info={info} state={state} />
      {state.canUpload && (
        <>
          <UploadInstructions />
          <ReceiptUploadForm id={id} prefix={prefix} />
        </>
      )}
    </PaymentPage>
  );
}
