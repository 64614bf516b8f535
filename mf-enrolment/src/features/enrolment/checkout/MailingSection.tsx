// Checkout, 4A mailing address: the postage method, the detail it needs (an address, a locker or
// pickup point code, a school) and the recipient.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, PostageDetailKind, PostageMethod } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatHkd } from '@mockexam/ui';
import type { CheckoutForm } from './CheckoutFields';
import { TextAreaField, TextField } from '@mockexam/ui/plain';
import { RadioGroup } from './RadioGroup';

interface Props {
  form: CheckoutForm;
  methods: PostageMethod[];
  /** The chosen method: which detail the form asks for. */
  method: PostageMethod | undefined;
  locale: Locale;
  /** The recipient fields, after the postage details. */
  children: ReactNode;
}

export function MailingSection({ form, methods, method, locale, children }: Props) {
  const { t } = useTranslation('enrolment');
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.mailingSection')}</legend>
      <RadioGroup<string>
        id="checkout_postage"
        name="postage"
        label={t('checkout.postage')}
        required
        value={form.values.postage}
        onChange={(value) => form.change('postage', value)}
        error={form.error('postage')}
        fieldRef={form.fieldRef('postage')}
        choices={methods.map((m) => ({
          value: m.code,
          label: (
            <span>
              {nameIn(m, locale)}{' '}
              <span className="option-note option-note-inline">
                ({m.fee_cents > 0 ? formatHkd(m.fee_cents) : t('checkout.free')};{' '}
                {t(`checkout.detailKind.${m.detail_kind}`)})
              </span>
            </span>
          ),
        }))}
      />
      <PostageDetails form={form} detailKind={method?.detail_kind} />
      {children}
    </fieldset>
  );
}

function PostageDetails({ form, detailKind }: { form: CheckoutForm; detailKind: PostageDetailKind | undefined }) {
  const { t } = useTranslation('enrolment');
  if (!detailKind) return null;
  if (detailKind === 'address') {
    return (
      <TextAreaField
        id="checkout_address"
        name="address"
        label={t('checkout.address')}
        required
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        value={form.values.address ?? ''}
        onChange={(event) => form.change('address', event.target.value)}
        error={form.error('address')}
        inputRef={form.fieldRef('address')}
      />
    );
  }
  return (
    <>
      <TextField
        id="checkout_parameter1"
        name="parameter1"
        label={t(`checkout.detail.${detailKind}`)}
        required
        maxLength={100}
        value={form.values.parameter1 ?? ''}
        onChange={(event) => form.change('parameter1', event.target.value)}
        error={form.error('parameter1')}
        inputRef={form.fieldRef('parameter1')}
      />
      {detailKind !== 'school' && (
        <TextField
          id="checkout_parameter2"
          name="parameter2"
          label={t('checkout.detail.district')}
          maxLength={100}
          value={form.values.parameter2 ?? ''}
          onChange={(event) => form.change('parameter2', event.target.value)}
          inputRef={form.fieldRef('parameter2')}
        />
      )}
    </>
  );
}
