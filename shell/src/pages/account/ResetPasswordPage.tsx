// Reset password (route reset-password): a new password for the phone verified on forgot-password.
// While the forgot-password flag is set the shell keeps every navigation here; "start again" and
// "cancel" clear it. Success clears it too and goes to login with a notice.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, resetPassword } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts/text';
import { sessionStore } from '@mockexam/session';
import { textIn } from '@mockexam/i18n';
import { Button, Notice } from '@mockexam/ui/plain';
import { errorMessage } from '@mockexam/ui/text';
import { readResetTicket, RESET_TICKET_KEY, useAccountForm, useLocale, type BilingualText } from './forms';
import { NewPasswordFields, newPasswordSpecs } from './NewPasswordFields';
import { PlainAccountPage } from './PlainForm';
import type { LoginPageState } from './loginFlow';
import { warmSchemas } from './schemas';

const FORM_NAME = 'reset';

function endReset() {
  sessionStorage.removeItem(RESET_TICKET_KEY);
  sessionStore.getState().setForgotPassword(false);
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const form = useAccountForm({ new_password: '', new_password_confirm: '' }, newPasswordSpecs());
  const [ticket, setTicket] = useState(readResetTicket);
  const [formError, setFormError] = useState<BilingualText | null>(null);

  const leave = (to: 'forgot-password' | 'login') => {
    endReset();
    navigate(`/${prefix}/${to}`, { replace: true });
  };

  const onSubmit = form.submit({
    async valid(values) {
      const current = readResetTicket();
      if (!current) {
        setTicket(null);
        return;
      }
      setFormError(null);
      try {
        await resetPassword({
          phone: current.phone,
          verification_token: current.verification_token,
          new_password: values.new_password,
        });
        endReset();
        const state: LoginPageState = { notice: 'passwordReset', username: current.phone };
        navigate(`/${prefix}/login`, { replace: true, state });
      } catch (error) {
        if (error instanceof ApiError && (error.fields.verification_token || error.fields.phone)) {
          sessionStorage.removeItem(RESET_TICKET_KEY);
          setTicket(null);
          return;
        }
        if (error instanceof ApiError) form.apply(error.fields);
        setFormError(errorMessage(error));
      }
    },
  });

  if (!ticket) {
    return (
      <PlainAccountPage title={t('reset.title')}>
        <Notice className="account-alert" type="warning" title={t('reset.expiredTitle')}>
          {textIn(messages.VERIFICATION_TOKEN_INVALID, locale)}
        </Notice>
        <Button primary className="account-submit" onClick={() => leave('forgot-password')}>
          {t('reset.startAgain')}
        </Button>
        <p className="account-links">
          <Button className="button-link" onClick={() => leave('login')}>
            {t('reset.cancel')}
          </Button>
        </p>
      </PlainAccountPage>
    );
  }

  return (
    <PlainAccountPage title={t('reset.title')}>
      <p className="account-hint">{t('reset.intro', { phone: ticket.phone })}</p>
      <form className="account-form" name={FORM_NAME} noValidate onFocus={warmSchemas} onSubmit={onSubmit}>
        <NewPasswordFields
          formName={FORM_NAME}
          newPassword={form.text('new_password')}
          confirm={form.text('new_password_confirm')}
          prefix="reset"
        />
        {formError && <Notice type="error" className="account-alert" title={textIn(formError, locale)} />}
        <Button type="submit" primary className="account-submit" aria-busy={form.busy || undefined}>
          {t('reset.submit')}
        </Button>
      </form>
      <p className="account-links">
        <Button className="button-link" onClick={() => leave('forgot-password')}>
          {t('reset.startAgain')}
        </Button>
        <Button className="button-link" onClick={() => leave('login')}>
          {t('reset.cancel')}
        </Button>
      </p>
    </PlainAccountPage>
  );
}
