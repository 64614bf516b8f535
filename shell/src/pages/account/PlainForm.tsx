// The pieces of the account pages of their own (login, school login, the login popup, register, forgot,
// reset and change password): the page frame in antd's card look and the password field with its show
// button; their other fields are the plain kit's (@mockexam/ui/plain). Plain HTML styled by the shell's
// stylesheet and account.css. Nothing here may import antd: a page built from these loads none of it.
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mockexam/ui/plain';
import './i18n';
import './account.css';

/** The frame of an account page without antd: a card with the page's heading (`wide`: register's). */
export function PlainAccountPage({ title, wide, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'account-page account-page--wide' : 'account-page'}>
      <div className="account-card">
        <h1 className="account-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A password field with a button that shows what was typed (and hides it again). */
export function PasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'addon' | 'label'> & { label: string },
) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="account-password-toggle"
          aria-controls={props.id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('login.hidePassword') : t('login.showPassword')}
          <span className="visually-hidden"> {props.label}</span>
        </button>
      }
    />
  );
}
