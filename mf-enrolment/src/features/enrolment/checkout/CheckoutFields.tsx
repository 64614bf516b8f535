// The checkout form itself: its sections, the draft written on every change, and "Review order"
// (to the order review once the draft passes the order schema). Plain HTML (the kit's fields, ./RadioGroup): no antd.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, PostageMethod, Product, Venue } from '@mockexam/contracts';
import { sessionStore, useSession } from '@mockexam/session';
import { Button, Notice } from '@mockexam/ui/plain';
import { useMessage } from '@mockexam/ui/text';
import { checkDraft } from '../../../lib/checkDraft';
import { draftPatch, type CheckoutValues } from './checkoutValues';
import { ExamModeSection } from './ExamModeSection';
import { MailingSection } from './MailingSection';
import { PaymentSection } from './PaymentSection';
import { RecipientFields } from './RecipientFields';
import { useCheckoutForm } from './useCheckoutForm';

interface Props {
  initialValues: CheckoutValues;
  venues: Venue[];
  methods: PostageMethod[];
  /** The papers in the draft. */
  products: Product[];
  locale: Locale;
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

export function CheckoutFields({ initialValues, venues, methods, products, locale }: Props) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const candidate = useSession((s) => s.profile)?.candidate;
  const [formError, setFormError] = useState(false);

  function save(values: CheckoutValues) {
    sessionStore.getState().updateDraft(draftPatch(values, methods));
  }

  const form = useCheckoutForm(initialValues, methods, {
    // "Same as candidate" fills the recipient from the candidate's profile (and checks it).
    derive: (name, values) =>
      name === 'sameAsCandidate' && values.sameAsCandidate && candidate
        ? { recipientName: candidate.name, recipientPhone: candidate.phone ?? '' }
        : null,
    onChange: save,
  });
  const { examMode, postage, sameAsCandidate } = form.values;
  const method = methods.find((m) => m.code === postage);

  function next(event: FormEvent) {
    event.preventDefault();
    save(form.current());
    if (!form.validateAll()) {
      setFormError(true);
      return;
    }
    if (checkDraft(sessionStore.getState().enrolmentDraft).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    navigate(`/${prefix}/enrolment_confirm`);
  }

  return (
    <form name="checkout" className="checkout-form" noValidate onSubmit={next}>
      <ExamModeSection form={form} examMode={examMode} venues={venues} products={products} locale={locale} />
      <MailingSection form={form} methods={methods} method={method} locale={locale}>
        <RecipientFields
          form={form}
          sameAsCandidate={sameAsCandidate}
          candidate={candidate}
          needsAddress={method?.detail_kind === 'address'}
        />
      </MailingSection>
      <PaymentSection form={form} />

      <Notice type="warning" title={message('REVIEW_NOTICE')} className="enrolment-block" />
      {formError && <Notice type="error" title={message('APPLICATION_FORM_ERRORS')} className="enrolment-block" />}
      <div className="checkout-actions">
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('checkout.back')}</Button>
        <Button primary type="submit">
          {t('checkout.next')}
        </Button>
      </div>
    </form>
  );
}
