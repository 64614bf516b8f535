// The Chinese and English name of a record staff create or edit (cycle, venue, postage method, holiday):
// both required, blank text refused.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

export function BilingualNameFields() {
  const { t } = useTranslation('admin');
  const rules = [{ required: true, whitespace: true, message: t('cycle.required') }];
  return (
    <>
      <Form.Item label={t('cycle.nameZh')} name="name_zh" rules={rules}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.nameEn')} name="name_en" rules={rules}>
        <Input />
      </Form.Item>
    </>
  );
}
