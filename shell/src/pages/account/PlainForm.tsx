// The pieces of the account pages (login, school login, the login popup, register, forgot, reset and
// change password): the page frame in antd's card look, text fields and checkboxes with their label,
// help and in-field error, plain HTML styled by the shell's stylesheet (.form-field, .text-input…) and
// account.css. Nothing here may import antd: a page built from these loads none of it.
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
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

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** A line under the field saying what to enter (or a status: the code was sent, the phone verified). */
  help?: ReactNode;
  /** The in-field message; the field is then marked invalid and described by it. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input (the password's show button). */
  addon?: ReactNode;
}

/** A labelled text input; its help and error are tied to it with aria-describedby. */
export function TextField({ id, label, help, error, inputRef, addon, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error && errorId, help && helpId].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      className="text-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className="form-field">
      {/* A required field's label is marked (an asterisk drawn by account.css, not read out: the input says it). */}
      <label htmlFor={id} className={input.required ? 'field-label account-required' : 'field-label'}>
        {label}
      </label>
      {addon ? (
        <div className="account-input-group">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {help && (
        <p id={helpId} className="field-help">
          {help}
        </p>
      )}
    </div>
  );
}

/** A password field with a button that shows what was typed (and hides it again). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
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

/** A labelled checkbox; its error is tied to it with aria-describedby. */
export function CheckboxField({
  id,
  label,
  error,
  inputRef,
  ...input
}: Omit<FieldProps, 'type' | 'help' | 'addon' | 'label'> & { label: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label className="checkbox-label" htmlFor={id}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
