// A new subject account of a school: the subject, the account name and an initial password, checked with the
// contracts' own schemas; a name already in use comes back from the server under the name field.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { SchoolAccountPassword, SchoolAccountUsername, type AdminSchool, type SubjectCode } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useCreateSchoolAccount } from './api';
import { PasswordField } from './PasswordField';
import { schemaRule } from '../../components/formRules';
import { SUBJECTS, subjectText } from './subjects';

interface Values {
  subject?: SubjectCode;
  username: string;
  password: string;
}

interface Props {
  school: AdminSchool;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}

export function CreateAccountDialog({ school, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const creation = useCreateSchoolAccount();
  const schoolLabel = `${school.code} ${nameIn(school, locale)}`;

  async function save(values: Values) {
    const body = {
      school_id: school.school_id,
      subject: values.subject!,
      username: values.username.trim(),
      password: values.password,
    };
    await creation.mutateAsync(body);
    const subject = subjectText(body.subject, locale);
    onDone({
      type: 'success',
      text: t('schools.create.done', { username: body.username, subject, school: schoolLabel }),
    });
  }

  return (
    <FormModal<Values>
      title={t('schools.create.title')}
      form={form}
      initialValues={{ username: '', password: '' }}
      onSave={save}
      pending={creation.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('schools.school')} htmlFor="admin-new-account-school">
        <Input id="admin-new-account-school" value={schoolLabel} readOnly />
      </Form.Item>
      <Form.Item
        label={t('schools.subject')}
        name="subject"
        rules={[{ required: true, message: t('schools.create.subjectRequired') }]}
      >
        <Select options={SUBJECTS.map((code) => ({ value: code, label: subjectText(code, locale) }))} />
      </Form.Item>
      <Form.Item
        label={t('schools.create.username')}
        name="username"
        extra={t('schools.create.usernameHint')}
        rules={[schemaRule(SchoolAccountUsername, locale)]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <PasswordField
        form={form}
        label={t('schools.create.password')}
        rule={schemaRule(SchoolAccountPassword, locale)}
      />
    </FormModal>
  );
}
