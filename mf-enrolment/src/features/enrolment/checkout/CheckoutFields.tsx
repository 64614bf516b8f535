// The checkout form itself: its sections, the draft written on every change, and "Review order"
// (to the order review once the draft passes the order schema).
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import type { FormInstance } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, PostageMethod, Product, Venue } from '@mockexam/contracts';
import { sessionStore, useSession } from '@mockexam/session';
import { useMessage } from '@mockexam/ui/text';
import { checkDraft } from '../../../lib/checkDraft';
import { draftPatch, type CheckoutValues } from './checkoutValues';
import { ExamModeSection } from './ExamModeSection';
import { MailingSection } from './MailingSection';
import { PaymentSection } from './PaymentSection';
import { RecipientFields } from './RecipientFields';

interface Props {
  form: FormInstance<CheckoutValues>;
  initialValues: CheckoutValues;
  venues: Venue[];
  methods: PostageMethod[];
  /** The papers in the draft. */
  products: Product[];
  locale: Locale;
}

export function CheckoutFields({ form, initialValues, venues, methods, products, locale }: Props) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const candidate = useSession((s) => s.profile)?.candidate;
  const [formError, setFormError] = useState(false);
  const examMode = Form.useWatch('examMode', form) ?? initialValues.examMode;
  const postage = Form.useWatch('postage', form) ?? initialValues.postage;
  const sameAsCandidate = Form.useWatch('sameAsCandidate', form) ?? initialValues.sameAsCandidate;

  function applySameAsCandidate(on: boolean) {
    if (on && candidate) {
      form.setFieldsValue({ recipientName: candidate.name, recipientPhone: candidate.phone ?? '' });
      void form.validateFields(['recipientName', 'recipientPhone']).catch(() => undefined);
    }
  }

  function save() {
    sessionStore.getState().updateDraft(draftPatch(form.getFieldsValue(true) as CheckoutValues, methods));
  }

  function next() {
    save();
    if (checkDraft(sessionStore.getState().enrolmentDraft).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    navigate(`/${prefix}/enrolment_confirm`);
  }

  return (
    <Form<CheckoutValues>
      form={form}
      name="checkout"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(changed: CheckoutValues) => {
        if (changed.sameAsCandidate !== undefined) applySameAsCandidate(changed.sameAsCandidate);
        save();
      }}
      onFinish={next}
      onFinishFailed={() => setFormError(true)}
      scrollToFirstError
    >
      <ExamModeSection examMode={examMode} venues={venues} products={products} locale={locale} />
      <MailingSection methods={methods} method={methods.find((m) => m.code === postage)} locale={locale}>
        <RecipientFields sameAsCandidate={sameAsCandidate} candidate={candidate} />
      </MailingSection>
      <PaymentSection />

      <Alert type="warning" showIcon title={message('REVIEW_NOTICE')} className="enrolment-block" />
      {formError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={message('APPLICATION_FORM_ERRORS')}
          className="enrolment-block"
        />
      )}
      <Space wrap>
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('checkout.back')}</Button>
        <Button type="primary" htmlType="submit">
          {t('checkout.next')}
        </Button>
      </Space>
    </Form>
  );
}
