// Staff login: realm staff-realm; on success the shared session holds a staff profile and staff go home.
// The markers' login (MarkerLoginPage) is the same form under its own title: markers are staff-realm accounts.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textIn } from '@mockexam/i18n';
import { registerInstance } from '@mockexam/ui';
import { serverMessage, useLocale } from '@mockexam/ui/text';
import { useStaffLogin, type StaffCredentials } from './api';

registerInstance('mf_admin', 'antd', ConfigProvider);

export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  return <StaffLoginCard title={t('login.title')} />;
}

/** The staff-realm login form; after login each account goes to its home (a marker to their marking). */
export function StaffLoginCard({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const navigate = useNavigate();
  const { locale: pathLocale } = useParams();
  const staffLogin = useStaffLogin();
  const refusal = staffLogin.error ? serverMessage(staffLogin.error) : null;
  const error = staffLogin.error ? (refusal ? textIn(refusal, locale) : t('login.failed')) : null;

  async function submit(values: StaffCredentials) {
    if (staffLogin.isPending) return;
    let role: string;
    try {
      const result = await staffLogin.mutateAsync({
        username: values.username.trim(),
        password: values.password.trim(),
      });
      role = result.profile.role;
    } catch {
      return; // The refusal is shown from the mutation's error.
    }
    const home = role === 'marker' ? 'marking' : 'admin/home';
    navigate(`/${pathLocale}/${home}`, { replace: true });
  }

  return (
    <Card title={<h1 className="card-title">{title}</h1>} style={{ maxWidth: 420, margin: '32px auto' }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      <Form<StaffCredentials> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('login.username')}
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={t('login.password')}
          name="password"
          rules={[{ required: true, whitespace: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={staffLogin.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </Card>
  );
}
