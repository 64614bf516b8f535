// Change password (route change-password, from the account menu's "reset password"): old, new,
// confirm new. A wrong old password shows the server's message in the old-password field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, changePassword } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { Button, Notice } from '@mockexam/ui/plain';
import { errorMessage } from '@mockexam/ui/text';
import { useAccountForm, useLocale, type BilingualText } from './forms';
import { NewPasswordFields, newPasswordSpecs, type NewPasswordValues } from './NewPasswordFields';
import { PasswordField, PlainAccountPage } from './PlainForm';
import { warmSchemas } from './schemas';

const FORM_NAME = 'change-password';

interface Values extends NewPasswordValues {
  old_password: string;
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [formError, setFormError] = useState<BilingualText | null>(null);
  const [done, setDone] = useState(false);
  const form = useAccountForm<Values>(
    { old_password: '', new_password: '', new_password_confirm: '' },
    {
      old_password: { check: (value) => (value ? null : 'OLD_PASSWORD_REQUIRED') },
      ...newPasswordSpecs<Values>(),
    },
    () => setDone(false),
  );

  const onSubmit = form.submit({
    async valid(values) {
      setFormError(null);
      setDone(false);
      try {
        await changePassword(values.old_password, values.new_password);
        form.reset();
        setDone(true);
      } catch (error) {
        const placed = error instanceof ApiError ? form.apply(error.fields) : [];
        if (placed.length === 0) setFormError(errorMessage(error));
      }
    },
  });

  return (
    <PlainAccountPage title={t('change.title')}>
      <p className="account-hint">{t('change.otherSessions')}</p>
      {done && <Notice className="account-alert" type="success" title={textIn(messages.PASSWORD_CHANGED, locale)} />}
      <form className="account-form" name={FORM_NAME} noValidate onFocus={warmSchemas} onSubmit={onSubmit}>
        <PasswordField
          id={`${FORM_NAME}_old_password`}
          label={t('change.oldPassword')}
          required
          autoComplete="current-password"
          {...form.text('old_password')}
        />
        <NewPasswordFields
          formName={FORM_NAME}
          newPassword={form.text('new_password')}
          confirm={form.text('new_password_confirm')}
          prefix="change"
        />
        {formError && <Notice type="error" className="account-alert" title={textIn(formError, locale)} />}
        <Button type="submit" primary className="account-submit" aria-busy={form.busy || undefined}>
          {t('change.submit')}
        </Button>
      </form>
    </PlainAccountPage>
  );
}
