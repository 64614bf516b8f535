// The login popup of the header's user icon: the same form, both modes, in the browser's own modal
// <dialog> (focus kept inside, Escape closes, focus back on the icon). Plain HTML, loaded only when the
// icon is clicked, and without antd. Success stores the session, closes the popup and goes home.
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleOf, sessionStore } from '@mockexam/session';
import { Button, Dialog } from '@mockexam/ui/plain';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { homePath } from './loginFlow';
import './i18n';
import './account.css';

export default function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { locale = 'zh-hk' } = useParams();
  const navigate = useNavigate();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('login.popupTitle')}
      footer={<Button onClick={onClose}>{t('popup.close')}</Button>}
    >
      <div className="account-login-popup">
        <LoginForm
          idPrefix="login-popup"
          onDone={(result, persist) => {
            onClose();
            sessionStore.getState().signIn(result.access_token, result.profile, persist);
            void navigate(homePath(locale, roleOf(result.profile)));
          }}
          footer={<LoginLinks onNavigate={onClose} />}
        />
      </div>
    </Dialog>
  );
}
