// A payment status as staff read it: the contracts' label, except for money that arrived after the order was
// cancelled, whose label speaks to the candidate ("the publisher will contact you"); staff read the plain fact.
import { useTranslation } from 'react-i18next';
import type { PaymentStatusCode } from '@mockexam/contracts';
import { paymentStatusText, useLocale } from '@mockexam/ui/text';

export function usePaymentStatusText(): (code: PaymentStatusCode) => string {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (code) => (code === 'PACN' ? t('orders.paidAfterCancel') : paymentStatusText(code, locale));
}
