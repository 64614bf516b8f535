// The school search: a school's code or part of its Chinese or English name.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

export function SchoolSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ q: string }>();

  function reset() {
    form.setFieldsValue({ q: '' });
    onSearch('');
  }

  return (
    <Card className="admin-card" title={t('schools.search')}>
      <Form<{ q: string }>
        form={form}
        layout="vertical"
        className="admin-toolbar"
        initialValues={{ q }}
        onFinish={(values) => onSearch(values.q?.trim() ?? '')}
        role="search"
      >
        <Form.Item label={t('schools.q')} name="q" rules={[{ max: 100 }]}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('orders.submit')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={reset}>{t('orders.reset')}</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
