// Checkout, 4B payment method: FPS or bank transfer (no credit card).
import { useTranslation } from 'react-i18next';
import { useMessage } from '@mockexam/ui/text';
import type { CheckoutForm } from './CheckoutFields';
import { RadioGroup } from './RadioGroup';

export function PaymentSection({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.paymentSection')}</legend>
      <RadioGroup<'fps' | 'bank'>
        id="checkout_payment"
        name="payment"
        label={t('checkout.payment')}
        required
        value={form.values.payment}
        onChange={(value) => form.change('payment', value)}
        error={form.error('payment')}
        fieldRef={form.fieldRef('payment')}
        choices={[
          { value: 'fps', label: t('checkout.payFps') },
          { value: 'bank', label: t('checkout.payBank') },
        ]}
      />
      <p className="option-note">{message('CREDIT_CARD_NOT_SUPPORTED')}</p>
    </fieldset>
  );
}
