// The login popup of the header's user icon: the same form, both modes. Loaded (with antd) only
// when the icon is clicked. Success stores the session, closes the popup and goes home.
import Modal from 'antd/es/modal';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleOf, sessionStore } from '@mockexam/session';
import AntdShellProvider from '../../layout/AntdShellProvider';
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
    <AntdShellProvider>
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        title={t('login.popupTitle')}
        width={440}
        destroyOnHidden
        closable={{ 'aria-label': t('popup.close') }}
        className="account-login-modal"
      >
        <LoginForm
          idPrefix="login-popup"
          onDone={(result, persist) => {
            onClose();
            sessionStore.getState().signIn(result.access_token, result.profile, persist);
            void navigate(homePath(locale, roleOf(result.profile)));
          }}
          footer={<LoginLinks onNavigate={onClose} />}
        />
      </Modal>
    </AntdShellProvider>
  );
}
