// Registration (route register), step 1 of the registration flow: name, verified mobile number,
// password and email with confirmations, terms, optional direct-marketing consent. Every message
// is the catalogue's, checked by the same schemas the server uses; the server's field errors land
// on their fields. Success goes to the login page with a notice and the mobile number filled in.
import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Steps from 'antd/es/steps';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, registerCandidate } from '@mockexam/api-client';
import { messages, type MessageKey } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { errorMessage } from '@mockexam/ui/text';
import {
  AccountPage,
  checkRule,
  schemaRule,
  useLocale,
  useRevalidateOnLocale,
  useStickyErrors,
  type BilingualText,
  LoadingButton,
} from './forms';
import { PhoneCodeFields, usePhoneVerification } from './PhoneVerification';
import type { LoginPageState } from './loginFlow';
import { warmSchemas } from './schemas';

interface Values {
  name: string;
  phone: string;
  code: string;
  password: string;
  password_confirm: string;
  email: string;
  email_confirm: string;
  agree_terms: boolean;
  marketing_consent: boolean;
}

const FORM_NAME = 'register';

export function RegistrationSteps() {
  const { t } = useTranslation('account');
  const current = 0;
  const titles = [t('steps.register'), t('steps.login'), t('steps.select'), t('steps.checkout')];
  return (
    <nav aria-label={t('steps.label')} className="account-steps">
      <Steps
        size="small"
        // One layout at every width, titles under the numbers: decided without measuring the window,
        // so the pre-rendered copy and the live page agree.
        responsive={false}
        titlePlacement="vertical"
        current={current}
        // The drawn number (or tick) is for the eye; a screen reader hears each step's number once, in words.
        iconRender={(icon) => <span aria-hidden="true">{icon}</span>}
        items={titles.map((title, index) => ({
          title: (
            <span aria-current={index === current ? 'step' : undefined}>
              <span className="account-visually-hidden">{t('steps.number', { n: index + 1 })}</span>
              {title}
              {index === current && <span className="account-visually-hidden">{t('steps.current')}</span>}
            </span>
          ),
        }))}
      />
    </nav>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sticky = useStickyErrors(form, locale);
  const verification = usePhoneVerification(form, 'register', sticky);
  const [formError, setFormError] = useState<BilingualText | null>(null);
  const [busy, setBusy] = useState(false);
  // "Verify first" messages belong to a submit attempt, not to typing.
  const attempted = useRef(false);
  useRevalidateOnLocale(form, locale);

  const phoneRules = [
    schemaRule((s) => s.HkMobileSchema, locale),
    sticky.rule('phone'),
    checkRule(
      () => (attempted.current && !verification.verified && !verification.sentTo ? 'PHONE_VERIFY_FIRST' : null),
      locale,
    ),
  ];
  const codeRules = [
    sticky.rule('code'),
    checkRule(
      () => (attempted.current && verification.sentTo && !verification.verified ? 'PHONE_VERIFY' : null),
      locale,
    ),
  ];
  const passwordConfirmRule = checkRule((value): MessageKey | null => {
    if (!value) return 'PASSWORD_CONFIRM_REQUIRED';
    return value === form.getFieldValue('password') ? null : 'PASSWORD_MISMATCH';
  }, locale);
  const emailConfirmRule = checkRule((value): MessageKey | null => {
    const confirm = String(value ?? '').trim();
    if (!confirm) return 'EMAIL_CONFIRM_REQUIRED';
    const email = String(form.getFieldValue('email') ?? '').trim();
    return confirm.toLowerCase() === email.toLowerCase() ? null : 'EMAIL_MISMATCH';
  }, locale);

  async function submit(values: Values) {
    const verified = verification.verified;
    if (!verified) {
      setFormError(messages.FORM_INVALID);
      return;
    }
    setBusy(true);
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
        sticky.apply(error.fields, { verification_token: 'code' });
      }
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t('register.title')} wide>
      <RegistrationSteps />
      <Form<Values>
        onFocus={warmSchemas}
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark
        initialValues={{ agree_terms: false, marketing_consent: false }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('phone' in changed) verification.phoneChanged(changed.phone);
          if ('password' in changed && form.getFieldValue('password_confirm')) {
            form.validateFields(['password_confirm']).catch(() => undefined);
          }
          if ('email' in changed && form.getFieldValue('email_confirm')) {
            form.validateFields(['email_confirm']).catch(() => undefined);
          }
        }}
        onSubmitCapture={() => {
          attempted.current = true;
          setFormError(null);
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setFormError(messages.FORM_INVALID)}
        scrollToFirstError
        noValidate
      >
        <Form.Item
          label={t('register.name')}
          name="name"
          extra={t('register.nameHelp')}
          required
          rules={[schemaRule((s) => s.PersonName, locale), sticky.rule('name')]}
          validateFirst
        >
          <Input autoComplete="name" />
        </Form.Item>
        <PhoneCodeFields
          formName={FORM_NAME}
          verification={verification}
          phoneLabel={t('register.phone')}
          phoneHelp={t('register.phoneHelp')}
          sentNotice={(phone) => t('phone.sent', { phone })}
          phoneRules={phoneRules}
          codeRules={codeRules}
        />
        <Form.Item
          label={t('register.password')}
          name="password"
          extra={t('register.passwordHelp')}
          required
          rules={[schemaRule((s) => s.NewPassword('PASSWORD_REQUIRED'), locale), sticky.rule('password')]}
          validateFirst
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('register.passwordConfirm')} name="password_confirm" required rules={[passwordConfirmRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('register.email')}
          name="email"
          required
          rules={[schemaRule((s) => s.Email, locale), sticky.rule('email')]}
          validateFirst
        >
          <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('register.emailConfirm')} name="email_confirm" required rules={[emailConfirmRule]}>
          <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="agree_terms"
          valuePropName="checked"
          rules={[checkRule((value) => (value === true ? null : 'TERMS_REQUIRED'), locale), sticky.rule('agree_terms')]}
        >
          <Checkbox>
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{ terms: <Link to={`/${prefix}/terms`} target="_blank" rel="noopener" /> }}
            />
          </Checkbox>
        </Form.Item>
        <Form.Item name="marketing_consent" valuePropName="checked">
          <Checkbox>{t('register.marketing')}</Checkbox>
        </Form.Item>
        {formError && <Alert className="account-alert" type="error" showIcon title={textIn(formError, locale)} />}
        <LoadingButton type="primary" htmlType="submit" block loading={busy}>
          {t('register.submit')}
        </LoadingButton>
      </Form>
      <p className="account-links">
        <span>
          {t('register.haveAccount')} <Link to={`/${prefix}/login`}>{t('register.login')}</Link>
        </span>
      </p>
    </AccountPage>
  );
}
