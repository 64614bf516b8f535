// Forgot password (route forgot-password): mobile number, one-time code (purpose reset), verify.
// The answers are the same whether or not the number has an account, and so is this page. Once
// verified, the forgot-password flag is set and the verified phone kept for reset-password. A reload
// after the code went out comes back to the code step for the same number, the resend countdown running on.
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';
import { sessionStore } from '@mockexam/session';
import { FORGOT_SENT_KEY, RESET_TICKET_KEY, schemaCheck, useAccountForm, useLocale, type ResetTicket } from './forms';
import { PlainAccountPage } from './PlainForm';
import { PhoneCodeFields, readSentCode, usePhoneVerification } from './PhoneVerification';
import { warmSchemas } from './schemas';

const FORM_NAME = 'forgot';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  // The number a code went to before a reload fills the field again.
  const [restored] = useState(() => readSentCode(FORGOT_SENT_KEY)?.phone ?? '');
  const attempted = useRef(false);
  const verifying = useRef<ReturnType<typeof usePhoneVerification> | null>(null);
  const form = useAccountForm(
    { phone: restored, code: '' },
    {
      phone: {
        check: schemaCheck((s) => s.HkMobileSchema),
        then: () => (attempted.current && !verifying.current?.sentTo ? 'PHONE_VERIFY_FIRST' : null),
      },
      code: {
        then: (value) =>
          attempted.current && verifying.current?.sentTo && !String(value).trim() ? 'SMS_CODE_REQUIRED' : null,
      },
    },
    (name, value) => {
      if (name === 'phone') verifying.current?.phoneChanged(value);
    },
  );
  const verification = usePhoneVerification(form.access, 'reset', FORGOT_SENT_KEY);
  verifying.current = verification;

  const onSubmit = form.submit({
    before() {
      attempted.current = true;
    },
    async valid() {
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
    },
  });

  return (
    <PlainAccountPage title={t('forgot.title')}>
      <p className="account-hint">{t('forgot.intro')}</p>
      <form className="account-form" name={FORM_NAME} noValidate onFocus={warmSchemas} onSubmit={onSubmit}>
        <PhoneCodeFields
          formName={FORM_NAME}
          verification={verification}
          phone={form.text('phone')}
          code={form.text('code')}
          phoneLabel={t('register.phone')}
          sentNotice={(phone) => t('forgot.sent', { phone })}
          verifyButton={false}
        />
        <Button type="submit" primary className="account-submit" aria-busy={verification.verifying || undefined}>
          {t('forgot.submit')}
        </Button>
      </form>
      <nav className="account-links" aria-label={t('forgot.title')}>
        <Link to={`/${prefix}/login`}>{t('forgot.backToLogin')}</Link>
      </nav>
    </PlainAccountPage>
  );
}
