// Staff login: realm staff-realm; on success the shared session holds a staff profile.
import { useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login, REALMS, ApiError } from '@mockexam/api-client';
import { sessionStore } from '@mockexam/session';
import { registerInstance } from '@mockexam/ui';

registerInstance('mf_admin', 'antd', ConfigProvider);

interface Values {
  username: string;
  password: string;
}

export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { locale } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const result = await login(REALMS.staff, values.username.trim(), values.password.trim());
      sessionStore.getState().signIn(result.access_token, result.profile, true);
      navigate(`/${locale}/admin/home`, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.msg ? e.msg : t('login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<h1 className="card-title">{t('login.title')}</h1>} style={{ maxWidth: 420, margin: '32px auto' }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
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
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </Card>
  );
}
