// Individual login (route login): both modes; after registration or a password reset it shows a
// success notice with the mobile number filled in. Success goes to `from`, else the user's home.
import Alert from 'antd/es/alert';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { AccountPage, useLocale } from './forms';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { completeLogin, type LoginPageState } from './loginFlow';

export default function LoginPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginPageState;

  return (
    <AccountPage title={t('login.title')}>
      {state.notice === 'registered' && (
        <Alert className="account-alert" type="success" showIcon title={t('login.registered')} />
      )}
      {state.notice === 'passwordReset' && (
        <Alert className="account-alert" type="success" showIcon title={textIn(messages.PASSWORD_RESET_DONE, locale)} />
      )}
      <LoginForm
        idPrefix="login"
        initialUsername={state.username}
        onDone={(result, persist) => completeLogin({ result, persist, navigate, locale: prefix, from: state.from })}
        footer={<LoginLinks />}
      />
    </AccountPage>
  );
}
