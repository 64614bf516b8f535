// School login (route school/login): subject account and password in the school realm. No sign-up
// link: schools get their accounts from the publisher. Success goes to `from`, else school home.
// Plain HTML, the individual login's account form: the page loads no antd.
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REALMS } from '@mockexam/api-client';
import { useLocale } from '@mockexam/ui/text';
import { PlainAccountPage } from './PlainForm';
import { AccountLoginForm } from './LoginForm';
import { completeLogin, type LoginPageState } from './loginFlow';

export default function SchoolLoginPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginPageState;

  return (
    <PlainAccountPage title={t('school.title')}>
      <p className="account-hint">{t('school.intro')}</p>
      <AccountLoginForm
        formName="school-login"
        realm={REALMS.school}
        usernameLabel={t('school.username')}
        onDone={(result, persist) => completeLogin({ result, persist, navigate, locale: prefix, from: state.from })}
      />
      <nav className="account-links" aria-label={t('school.title')}>
        <Link to={`/${prefix}/login`}>{t('school.individual')}</Link>
      </nav>
    </PlainAccountPage>
  );
}
