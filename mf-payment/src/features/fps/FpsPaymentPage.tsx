// FPS payment (spec section 2, fps_payment/{id}): the order, its FPS QR code with a PNG download,
// instructions, the time left until the server's deadline, cancel order, a refresh of the payment
// status and a poll of it every 5 seconds. An order that cannot be read shows the error-404 page.
import { useDeferredValue } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { PaymentPage } from '../../components/PaymentPage';
import { useEnrolment, usePaymentSettings } from '../../lib/api';
import { notFoundPath } from '../../lib/paths';
import { FpsOrder } from './FpsOrder';

export default function FpsPaymentPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { locale: prefix = locale, id = '' } = useParams();
  // Answers reach the page in a render React may interrupt (one long task on a slow phone otherwise).
  const enrolment = useDeferredValue(useEnrolment(id));
  const settings = useDeferredValue(usePaymentSettings());

  if (enrolment.isError || settings.isError) return <Navigate to={notFoundPath(prefix)} replace />;
  return (
    <PaymentPage>
      <h1 className="page-title">{t('title.FpsPaymentPage')}</h1>
      {enrolment.isPending || settings.isPending ? (
        <Loading />
      ) : (
        <FpsOrder id={id} prefix={prefix} info={enrolment.data} settings={settings.data} />
      )}
    </PaymentPage>
  );
}
