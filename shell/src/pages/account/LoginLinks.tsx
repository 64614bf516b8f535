// Where the individual login form leads: register, forgot password, school login.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export function LoginLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const { locale } = useParams();
  return (
    <nav className="account-links" aria-label={t('login.title')}>
      <span>
        {t('login.noAccount')}{' '}
        <Link to={`/${locale}/register`} onClick={onNavigate}>
          {t('login.register')}
        </Link>
      </span>
      <Link to={`/${locale}/forgot-password`} onClick={onNavigate}>
        {t('login.forgot')}
      </Link>
      <Link to={`/${locale}/school/login`} onClick={onNavigate}>
        {t('login.schoolLogin')}
      </Link>
    </nav>
  );
}
