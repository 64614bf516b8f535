// Reset password (route reset-password): a new password for the phone verified on forgot-password.
// While the forgot-password flag is set the shell keeps every navigation here; "start again" and
// "cancel" clear it. Success clears it too and goes to login with a notice.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, resetPassword } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts/text';
import { sessionStore } from '@mockexam/session';
import { textIn } from '@mockexam/i18n';
import { errorMessage } from '@mockexam/ui/text';
import {
  AccountPage,
  readResetTicket,
  RESET_TICKET_KEY,
  useLocale,
  useRevalidateOnLocale,
  useStickyErrors,
  type BilingualText,
  LoadingButton,
} from './forms';
import { NewPasswordFields } from './NewPasswordFields';
import type { LoginPageState } from './loginFlow';
import { warmSchemas } from './schemas';

interface Values {
  new_password: string;
  new_password_confirm: string;
}

function endReset() {
  sessionStorage.removeItem(RESET_TICKET_KEY);
  sessionStore.getState().setForgotPassword(false);
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sticky = useStickyErrors(form, locale);
  const [ticket, setTicket] = useState(readResetTicket);
  const [formError, setFormError] = useState<BilingualText | null>(null);
  const [busy, setBusy] = useState(false);
  useRevalidateOnLocale(form, locale);

  const leave = (to: 'forgot-password' | 'login') => {
    endReset();
    navigate(`/${prefix}/${to}`, { replace: true });
  };

  async function submit(values: Values) {
    const current = readResetTicket();
    if (!current) {
      setTicket(null);
      return;
    }
    setFormError(null);
    setBusy(true);
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
      if (error instanceof ApiError) sticky.apply(error.fields);
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!ticket) {
    return (
      <AccountPage title={t('reset.title')}>
        <Alert
          className="account-alert"
          type="warning"
          showIcon
          title={t('reset.expiredTitle')}
          description={textIn(messages.VERIFICATION_TOKEN_INVALID, locale)}
        />
        <Button type="primary" block onClick={() => leave('forgot-password')}>
          {t('reset.startAgain')}
        </Button>
        <p className="account-links">
          <Button type="link" onClick={() => leave('login')}>
            {t('reset.cancel')}
          </Button>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('reset.title')}>
      <p className="account-hint">{t('reset.intro', { phone: ticket.phone })}</p>
      <Form<Values>
        onFocus={warmSchemas}
        form={form}
        name="reset"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        noValidate
      >
        <NewPasswordFields form={form} sticky={sticky} prefix="reset" />
        {formError && <Alert className="account-alert" type="error" showIcon title={textIn(formError, locale)} />}
        <LoadingButton type="primary" htmlType="submit" block loading={busy}>
          {t('reset.submit')}
        </LoadingButton>
      </Form>
      <p className="account-links">
        <Button type="link" onClick={() => leave('forgot-password')}>
          {t('reset.startAgain')}
        </Button>
        <Button type="link" onClick={() => leave('login')}>
          {t('reset.cancel')}
        </Button>
      </p>
    </AccountPage>
  );
}
