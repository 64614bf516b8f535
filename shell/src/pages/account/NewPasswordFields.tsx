// New password and its confirmation (change-password and reset-password): 6 to 30 characters of
// any kind, 'New password cannot be blank', 'Please confirm your new password', 'Does not match
// the new password'.
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts/text';
import { schemaCheck, type FieldSpec, type TextBinding } from './forms';
import { PasswordField } from './PlainForm';

export interface NewPasswordValues {
  new_password: string;
  new_password_confirm: string;
  [name: string]: string | boolean;
}

/** The two fields' checks; the confirmation is checked again when the new password changes. */
export function newPasswordSpecs<V extends NewPasswordValues>(): { [K in keyof V]?: FieldSpec<V> } {
  return {
    new_password: {
      check: schemaCheck((s) => s.NewPassword('NEW_PASSWORD_REQUIRED')),
      recheck: ['new_password_confirm'],
    },
    new_password_confirm: {
      check: (value, values): MessageKey | null => {
        if (!value) return 'NEW_PASSWORD_CONFIRM_REQUIRED';
        return value === values.new_password ? null : 'NEW_PASSWORD_MISMATCH';
      },
    },
  } as { [K in keyof V]?: FieldSpec<V> };
}

export function NewPasswordFields({
  formName,
  newPassword,
  confirm,
  prefix,
}: {
  formName: string;
  newPassword: TextBinding;
  confirm: TextBinding;
  prefix: 'change' | 'reset';
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        id={`${formName}_new_password`}
        label={t(`${prefix}.newPassword`)}
        help={t(`${prefix}.newPasswordHelp`)}
        required
        autoComplete="new-password"
        {...newPassword}
      />
      <PasswordField
        id={`${formName}_new_password_confirm`}
        label={t(`${prefix}.confirm`)}
        required
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
