// Individual login (route login): both modes; after registration or a password reset it shows a
// success notice with the mobile number filled in. Success goes to `from`, else the user's home.
// Plain HTML: the page loads no antd.
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { Notice } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { PlainAccountPage } from './PlainForm';
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
    <PlainAccountPage title={t('login.title')}>
      {state.notice === 'registered' && (
        <Notice className="account-alert" type="success" title={t('login.registered')} />
      )}
      {state.notice === 'passwordReset' && (
        <Notice className="account-alert" type="success" title={textIn(messages.PASSWORD_RESET_DONE, locale)} />
      )}
      <LoginForm
        idPrefix="login"
        initialUsername={state.username}
        onDone={(result, persist) => completeLogin({ result, persist, navigate, locale: prefix, from: state.from })}
        footer={<LoginLinks />}
      />
    </PlainAccountPage>
  );
}
