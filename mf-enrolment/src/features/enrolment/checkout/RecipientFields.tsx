// Checkout, 4A recipient: "same as candidate" fills (and locks) the name and mobile number from the
// candidate's profile. The profile keeps no address (an account holds a name, a mobile number and an
// e-mail), so when the postage method needs one, the box says so at once rather than the form later.
import { useTranslation } from 'react-i18next';
import type { Profile } from '@mockexam/contracts';
import type { CheckoutForm } from './CheckoutFields';
import { CheckboxField, TextField } from '@mockexam/ui/plain';

interface Props {
  form: CheckoutForm;
  sameAsCandidate: boolean | undefined;
  candidate: Profile['candidate'];
  /** The chosen postage method asks for a street address. */
  needsAddress: boolean;
}

export function RecipientFields({ form, sameAsCandidate, candidate, needsAddress }: Props) {
  const { t } = useTranslation('enrolment');
  return (
    <>
      <CheckboxField
        id="checkout_sameAsCandidate"
        name="sameAsCandidate"
        label={t('checkout.sameAsCandidate')}
        checked={sameAsCandidate === true}
        onChange={(event) => form.change('sameAsCandidate', event.target.checked)}
        inputRef={form.fieldRef('sameAsCandidate')}
      />
      <p className="option-note checkout-recipient-note" role="status" data-testid="same-as-candidate-note">
        {sameAsCandidate && candidate
          ? t(needsAddress ? 'checkout.sameAsCandidateNoAddress' : 'checkout.sameAsCandidateFilled')
          : null}
      </p>
      <TextField
        id="checkout_recipientName"
        name="recipientName"
        label={t('checkout.recipientName')}
        required
        maxLength={60}
        autoComplete="name"
        disabled={Boolean(sameAsCandidate && candidate)}
        value={form.values.recipientName ?? ''}
        onChange={(event) => form.change('recipientName', event.target.value)}
        error={form.error('recipientName')}
        inputRef={form.fieldRef('recipientName')}
      />
      <TextField
        id="checkout_recipientPhone"
        name="recipientPhone"
        label={t('checkout.recipientPhone')}
        required
        type="tel"
        inputMode="tel"
        maxLength={20}
        autoComplete="tel"
        disabled={Boolean(sameAsCandidate && candidate?.phone)}
        value={form.values.recipientPhone ?? ''}
        onChange={(event) => form.change('recipientPhone', event.target.value)}
        error={form.error('recipientPhone')}
        inputRef={form.fieldRef('recipientPhone')}
      />
    </>
  );
}
