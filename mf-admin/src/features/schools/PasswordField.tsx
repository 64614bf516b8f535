// The password staff set for a subject account (a new one or a reset): shown as typed, since staff pass it
// on to the teacher, with a button that suggests a strong one.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { suggestPassword } from './suggestPassword';

interface Props {
  /** The form holding the 'password' field. */
  form: FormInstance;
  label: string;
  rule: { validator: (rule: unknown, value: unknown) => Promise<void> };
}

export function PasswordField({ form, label, rule }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item label={label} required extra={t('schools.passwordHint')}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="password" noStyle rules={[rule]}>
          <Input autoComplete="new-password" spellCheck={false} aria-label={label} />
        </Form.Item>
        <Button
          onClick={() => {
            form.setFieldValue('password', suggestPassword());
            void form.validateFields(['password']);
          }}
        >
          {t('schools.suggest')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
