// New password and its confirmation (change-password and reset-password): 6 to 30 characters of
// any kind, 'New password cannot be blank', 'Please confirm your new password', 'Does not match
// the new password'.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts/text';
import { checkRule, schemaRule, useLocale, type StickyErrors } from './forms';

export function NewPasswordFields({
  form,
  sticky,
  prefix,
}: {
  form: FormInstance;
  sticky: StickyErrors;
  prefix: 'change' | 'reset';
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const confirmRule = checkRule((value): MessageKey | null => {
    if (!value) return 'NEW_PASSWORD_CONFIRM_REQUIRED';
    return value === form.getFieldValue('new_password') ? null : 'NEW_PASSWORD_MISMATCH';
  }, locale);
  return (
    <>
      <Form.Item
        label={t(`${prefix}.newPassword`)}
        name="new_password"
        extra={t(`${prefix}.newPasswordHelp`)}
        required
        rules={[schemaRule((s) => s.NewPassword('NEW_PASSWORD_REQUIRED'), locale), sticky.rule('new_password')]}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t(`${prefix}.confirm`)}
        name="new_password_confirm"
        required
        dependencies={['new_password']}
        rules={[confirmRule]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
