// Forgot password (route forgot-password): mobile number, one-time code (purpose reset), verify.
// The answers are the same whether or not the number has an account, and so is this page. Once
// verified, the forgot-password flag is set and the verified phone kept for reset-password. A reload
// after the code went out comes back to the code step for the same number, the resend countdown running on.
import { useRef } from 'react';
import Form from 'antd/es/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@mockexam/session';
import {
  AccountPage,
  checkRule,
  FORGOT_SENT_KEY,
  RESET_TICKET_KEY,
  schemaRule,
  useLocale,
  useRevalidateOnLocale,
  useStickyErrors,
  type ResetTicket,
  LoadingButton,
} from './forms';
import { PhoneCodeFields, usePhoneVerification } from './PhoneVerification';
import { warmSchemas } from './schemas';

interface Values {
  phone: string;
  code: string;
}

const FORM_NAME = 'forgot';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sticky = useStickyErrors(form, locale);
  const verification = usePhoneVerification(form, 'reset', sticky, FORGOT_SENT_KEY);
  const attempted = useRef(false);
  useRevalidateOnLocale(form, locale);

  const phoneRules = [
    schemaRule((s) => s.HkMobileSchema, locale),
    sticky.rule('phone'),
    checkRule(() => (attempted.current && !verification.sentTo ? 'PHONE_VERIFY_FIRST' : null), locale),
  ];
  const codeRules = [
    sticky.rule('code'),
    checkRule(
      (value) => (attempted.current && verification.sentTo && !String(value ?? '').trim() ? 'SMS_CODE_REQUIRED' : null),
      locale,
    ),
  ];

  async function submit() {
    const verified = await verification.verify();
    if (!verified) return;
    const ticket: ResetTicket = {
      phone: verified.phone,
      verification_token: verified.token,
      expires_at: verified.expiresAt,
    };
    sessionStorage.setItem(RESET_TICKET_KEY, JSON.stringify(ticket));
    sessionStorage.removeItem(FORGOT_SENT_KEY);
    sessionStore.getState().setForgotPassword(true);
    navigate(`/${prefix}/reset-password`, { replace: true });
  }

  return (
    <AccountPage title={t('forgot.title')}>
      <p className="account-hint">{t('forgot.intro')}</p>
      <Form<Values>
        onFocus={warmSchemas}
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={{ phone: verification.sentTo ?? undefined }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('phone' in changed) verification.phoneChanged(changed.phone);
        }}
        onSubmitCapture={() => {
          attempted.current = true;
        }}
        onFinish={() => void submit()}
        noValidate
      >
        <PhoneCodeFields
          formName={FORM_NAME}
          verification={verification}
          phoneLabel={t('register.phone')}
          sentNotice={(phone) => t('forgot.sent', { phone })}
          phoneRules={phoneRules}
          codeRules={codeRules}
          verifyButton={false}
        />
        <LoadingButton type="primary" htmlType="submit" block loading={verification.verifying}>
          {t('forgot.submit')}
        </LoadingButton>
      </Form>
      <nav className="account-links" aria-label={t('forgot.title')}>
        <Link to={`/${prefix}/login`}>{t('forgot.backToLogin')}</Link>
      </nav>
    </AccountPage>
  );
}
