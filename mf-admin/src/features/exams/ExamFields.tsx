// The fields a new exam and an edited one share: the report titles, whether a detailed report is offered,
// and the papers with their weights (titles fixed when editing).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { messageText } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { PaperWeightsField } from './PaperWeightsField';

export function ExamFields({ fixedTitles }: { fixedTitles?: string[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <>
      <Form.Item
        label={t('exams.title1')}
        name="title1"
        rules={[{ required: true, whitespace: true, message: messageText('FIELD_REQUIRED', locale) }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('exams.title2')} name="title2">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('exams.hasReport')} name="has_report" valuePropName="checked">
        <Switch />
      </Form.Item>
      <PaperWeightsField fixedTitles={fixedTitles} />
    </>
  );
}
