// The user icon: for visitors it opens the login popup (spec section 2); for a logged-in user it is
// the account menu with what their role may use: order history (individual candidates), the messages sent
// to them (individual candidates and teachers), reset password
// (accounts with a password of their own: not school candidates, whom the school enrols), logout. The
// popup's code loads only when a visitor clicks the icon; like the header, it is plain HTML (no antd).
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayNameIn, useRole, useSession } from '@mockexam/session';
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
  const { locale = '' } = useParams();
  const role = useRole();
  const profile = useSession((s) => s.profile);
  const logout = useLogout();

  if (!role) return <LoginButton />;
  const name = displayNameIn(profile, locale);
  return (
    <Dropdown
      className="account-menu"
      summary={
        // The name starts the label: what a sighted reader sees is what they can say (WCAG 2.5.3); on a
        // phone, where the name is hidden, the label still names the icon.
        <summary aria-label={t('account.menuOf', { name })}>
          <span className="icon-user" aria-hidden="true" />
          <span className="account-name">{name}</span>
        </summary>
      }
    >
      {role === 'candidate' && (
        <li>
          <Link to={`/${locale}/order-history`}>{t('account.orderHistory')}</Link>
        </li>
      )}
      {(role === 'candidate' || role === 'school') && (
        <li>
          <Link to={`/${locale}/${role === 'school' ? 'school/messages' : 'my-messages'}`}>
            {t('account.messages')}
          </Link>
        </li>
      )}
      {role !== 'school_candidate' && (
        <li>
          <Link to={`/${locale}/change-password`}>{t('account.resetPassword')}</Link>
        </li>
      )}
      <li>
        <button type="button" onClick={() => void logout()}>
          {t('account.logout')}
        </button>
      </li>
    </Dropdown>
  );
}
