// The user icon: for visitors it opens the login popup (spec section 2); for a logged-in user it is
// the account menu (order history, reset password, logout). The header stays free of antd: the
// popup and antd load only when a visitor clicks the icon.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRole, useSession } from '@mockexam/session';
import { useLogout } from '../session/useLogout';
import { Dropdown } from './Dropdown';

const LoginModal = lazy(() => import('../pages/account/LoginModal'));

const popupLoading = { position: 'fixed', top: 20, right: 20, zIndex: 1000 } as const;

function LoginButton() {
  const { t } = useTranslation('shell');
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="account-login"
        aria-haspopup="dialog"
        aria-label={t('account.login')}
        style={{ background: 'none', font: 'inherit' }}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <span className="icon-user" aria-hidden="true" />
        <span className="account-login-label">{t('account.login')}</span>
      </button>
      {requested &&
        createPortal(
          <Suspense fallback={<span className="spinner" aria-hidden="true" style={popupLoading} />}>
            <LoginModal open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { locale } = useParams();
  const role = useRole();
  const displayName = useSession((s) => s.profile?.display_name);
  const logout = useLogout();

  if (!role) return <LoginButton />;
  const isCandidate = role === 'candidate' || role === 'school_candidate';
  return (
    <Dropdown
      className="account-menu"
      summary={
        <summary aria-label={t('account.menu')}>
          <span className="icon-user" aria-hidden="true" />
          <span className="account-name">{displayName}</span>
        </summary>
      }
    >
      {isCandidate && (
        <li>
          <Link to={`/${locale}/order-history`}>{t('account.orderHistory')}</Link>
        </li>
      )}
      <li>
        <Link to={`/${locale}/change-password`}>{t('account.resetPassword')}</Link>
      </li>
      <li>
        <button type="button" onClick={() => void logout()}>
          {t('account.logout')}
        </button>
      </li>
    </Dropdown>
  );
}
