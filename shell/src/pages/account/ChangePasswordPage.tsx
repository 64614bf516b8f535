// Change password (route change-password, from the account menu's "reset password"): old, new,
// confirm new. A wrong old password shows the server's message in the old-password field.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { ApiError, changePassword } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { errorMessage } from '@mockexam/ui/text';
import {
  AccountPage,
  useLocale,
  useRevalidateOnLocale,
  useStickyErrors,
  type BilingualText,
  LoadingButton,
} from './forms';
import { NewPasswordFields } from './NewPasswordFields';
import { warmSchemas } from './schemas';

interface Values {
  old_password: string;
  new_password: string;
  new_password_confirm: string;
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const sticky = useStickyErrors(form, locale);
  const [formError, setFormError] = useState<BilingualText | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useRevalidateOnLocale(form, locale);

  async function submit(values: Values) {
    setFormError(null);
    setDone(false);
    setBusy(true);
    try {
      await changePassword(values.old_password, values.new_password);
      form.resetFields();
      setDone(true);
    } catch (error) {
      const placed = error instanceof ApiError ? sticky.apply(error.fields) : [];
      if (placed.length === 0) setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t('change.title')}>
      <p className="account-hint">{t('change.otherSessions')}</p>
      {done && (
        <Alert className="account-alert" type="success" showIcon title={textIn(messages.PASSWORD_CHANGED, locale)} />
      )}
      <Form<Values>
        onFocus={warmSchemas}
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setDone(false)}
        noValidate
      >
        <Form.Item
          label={t('change.oldPassword')}
          name="old_password"
          required
          rules={[
            { required: true, message: textIn(messages.OLD_PASSWORD_REQUIRED, locale) },
            sticky.rule('old_password'),
          ]}
          validateFirst
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields form={form} sticky={sticky} prefix="change" />
        {formError && <Alert className="account-alert" type="error" showIcon title={textIn(formError, locale)} />}
        <LoadingButton type="primary" htmlType="submit" block loading={busy}>
          {t('change.submit')}
        </LoadingButton>
      </Form>
    </AccountPage>
  );
}
