// A subject account's new password, set by staff for a teacher who lost theirs: the server ends the account's
// sessions and writes the reset to the audit log. Staff tell the teacher the password (shown here as typed).
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { SchoolAccountPassword, type AdminSchoolAccount } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useResetSchoolPassword } from './api';
import { PasswordField } from './PasswordField';
import { schemaRule } from '../../components/formRules';

interface Props {
  account: AdminSchoolAccount;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}

export function ResetPasswordDialog({ account, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetSchoolPassword();
  const { username } = account;

  async function save(values: { password: string }) {
    await reset.mutateAsync({ userId: account.user_id, password: values.password });
    onDone({ type: 'success', text: t('schools.reset.done', { username }) });
  }

  return (
    <FormModal<{ password: string }>
      title={t('schools.reset.title', { username })}
      form={form}
      initialValues={{ password: '' }}
      okText={t('schools.reset.action')}
      confirm={() => ({
        title: t('schools.reset.confirmTitle', { username }),
        content: t('schools.reset.confirmText'),
        okText: t('schools.reset.action'),
      })}
      onSave={save}
      pending={reset.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <PasswordField form={form} label={t('schools.reset.password')} rule={schemaRule(SchoolAccountPassword, locale)} />
    </FormModal>
  );
}
