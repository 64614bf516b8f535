// Registration (route register), step 1 of the registration flow: name, verified mobile number,
// password and email with confirmations, terms, optional direct-marketing consent. Every message
// is the catalogue's, checked by the same schemas the server uses; the server's field errors land
// on their fields. Success goes to the login page with a notice and the mobile number filled in.
// Plain HTML: the page loads no antd.
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, registerCandidate } from '@mockexam/api-client';
import { messages, type MessageKey } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { Button, CheckboxField, FlowSteps, Notice, TextField } from '@mockexam/ui/plain';
import { errorMessage } from '@mockexam/ui/text';
import { schemaCheck, useAccountForm, useLocale, type BilingualText } from './forms';
import { PasswordField, PlainAccountPage } from './PlainForm';

import { PhoneCodeFields, usePhoneVerification } from './PhoneVerification';
import type { LoginPageState } from './loginFlow';
import { warmSchemas } from './schemas';

const FORM_NAME = 'register';

/** In the order a submit looks for the first wrong field. */
const initialValues = {
  name: '',
  phone: '',
  code: '',
  password: '',
  password_confirm: '',
  email: '',
  email_confirm: '',
  agree_terms: false as boolean,
  marketing_consent: false as boolean,
};

/** The registration flow's four steps (the kit's, as on the enrolment pages), this page the first. */
export function RegistrationSteps() {
  const { t } = useTranslation('account');
  return (
    <FlowSteps
      label={t('steps.label')}
      className="account-steps"
      current={0}
      currentText={t('steps.current')}
      numberText={(n) => t('steps.number', { n })}
      steps={[t('steps.register'), t('steps.login'), t('steps.select'), t('steps.checkout')].map((title) => ({
        title,
      }))}
    />
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<BilingualText | null>(null);
  // "Verify first" messages belong to a submit attempt, not to typing.
  const attempted = useRef(false);
  const verifying = useRef<ReturnType<typeof usePhoneVerification> | null>(null);

  const form = useAccountForm(
    initialValues,
    {
      name: { check: schemaCheck((s) => s.PersonName) },
      phone: {
        check: schemaCheck((s) => s.HkMobileSchema),
        then: () =>
          attempted.current && !verifying.current?.verified && !verifying.current?.sentTo ? 'PHONE_VERIFY_FIRST' : null,
      },
      code: {
        then: () =>
          attempted.current && verifying.current?.sentTo && !verifying.current.verified ? 'PHONE_VERIFY' : null,
      },
      password: {
        check: schemaCheck((s) => s.NewPassword('PASSWORD_REQUIRED')),
        recheck: ['password_confirm'],
      },
      password_confirm: {
        check: (value, values): MessageKey | null => {
          if (!value) return 'PASSWORD_CONFIRM_REQUIRED';
          return value === values.password ? null : 'PASSWORD_MISMATCH';
        },
      },
      email: { check: schemaCheck((s) => s.Email), recheck: ['email_confirm'] },
      email_confirm: {
        check: (value, values): MessageKey | null => {
          const confirm = String(value).trim();
          if (!confirm) return 'EMAIL_CONFIRM_REQUIRED';
          return confirm.toLowerCase() === values.email.trim().toLowerCase() ? null : 'EMAIL_MISMATCH';
        },
      },
      agree_terms: { check: (value) => (value === true ? null : 'TERMS_REQUIRED') },
    },
    (name, value) => {
      if (name === 'phone') verifying.current?.phoneChanged(value);
    },
  );
  const verification = usePhoneVerification(form.access, 'register');
  verifying.current = verification;

  const onSubmit = form.submit({
    before() {
      attempted.current = true;
      setFormError(null);
    },
    invalid: () => setFormError(messages.FORM_INVALID),
    async valid(values) {
      const verified = verification.verified;
      if (!verified) {
        setFormError(messages.FORM_INVALID);
        return;
      }
      try {
        await registerCandidate({
          name: values.name.trim(),
          phone: verified.phone,
          verification_token: verified.token,
          password: values.password,
          email: values.email.trim(),
          agree_terms: values.agree_terms === true,
          marketing_consent: values.marketing_consent === true,
        });
        const state: LoginPageState = { notice: 'registered', username: verified.phone };
        navigate(`/${prefix}/login`, { state });
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.fields.verification_token) verification.forget();
          form.apply(error.fields, { verification_token: 'code' });
        }
        setFormError(errorMessage(error));
      }
    },
  });

  return (
    <PlainAccountPage title={t('register.title')} wide>
      <RegistrationSteps />
      <form className="account-form" name={FORM_NAME} noValidate onFocus={warmSchemas} onSubmit={onSubmit}>
        <TextField
          id={`${FORM_NAME}_name`}
          label={t('register.name')}
          help={t('register.nameHelp')}
          required
          autoComplete="name"
          {...form.text('name')}
        />
        <PhoneCodeFields
          formName={FORM_NAME}
          verification={verification}
          phone={form.text('phone')}
          code={form.text('code')}
          phoneLabel={t('register.phone')}
          phoneHelp={t('register.phoneHelp')}
          sentNotice={(phone) => t('phone.sent', { phone })}
        />
        <PasswordField
          id={`${FORM_NAME}_password`}
          label={t('register.password')}
          help={t('register.passwordHelp')}
          required
          autoComplete="new-password"
          {...form.text('password')}
        />
        <PasswordField
          id={`${FORM_NAME}_password_confirm`}
          label={t('register.passwordConfirm')}
          required
          autoComplete="new-password"
          {...form.text('password_confirm')}
        />
        <TextField
          id={`${FORM_NAME}_email`}
          label={t('register.email')}
          type="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.text('email')}
        />
        <TextField
          id={`${FORM_NAME}_email_confirm`}
          label={t('register.emailConfirm')}
          type="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.text('email_confirm')}
        />
        <CheckboxField
          id={`${FORM_NAME}_agree_terms`}
          required
          label={
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{ terms: <Link to={`/${prefix}/terms`} target="_blank" rel="noopener" /> }}
            />
          }
          {...form.checkbox('agree_terms')}
        />
        <CheckboxField
          id={`${FORM_NAME}_marketing_consent`}
          label={t('register.marketing')}
          {...form.checkbox('marketing_consent')}
        />
        {formError && <Notice type="error" className="account-alert" title={textIn(formError, locale)} />}
        <Button type="submit" primary className="account-submit" aria-busy={form.busy || undefined}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="account-links">
        <span>
          {t('register.haveAccount')} <Link to={`/${prefix}/login`}>{t('register.login')}</Link>
        </span>
      </p>
    </PlainAccountPage>
  );
}
