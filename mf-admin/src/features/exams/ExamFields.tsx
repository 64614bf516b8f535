// The fields a new exam and an edited one share: the report titles in Chinese and English, whether a detailed
// report is offered, and the papers with their titles in both languages and their weights (a fixed list of
// papers when editing).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { MAX_TITLE_LENGTH, messageText } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { PaperWeightsField } from './PaperWeightsField';

/** The second title is optional, but given in both languages or in neither. */
function useSubtitleRule(other: 'title2_zh' | 'title2_en') {
  const locale = useLocale();
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) => {
      const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
      return filled(value) || !filled(getFieldValue(other))
        ? Promise.resolve()
        : Promise.reject(new Error(messageText('EXAM_TEXT_BOTH_LANGUAGES', locale)));
    },
  });
}

export function ExamFields({ fixedPapers = false }: { fixedPapers?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const required = [{ required: true, whitespace: true, message: messageText('FIELD_REQUIRED', locale) }];
  const subtitleZh = useSubtitleRule('title2_en');
  const subtitleEn = useSubtitleRule('title2_zh');
  return (
    <>
      <Form.Item label={t('exams.title1_zh')} name="title1_zh" rules={required}>
        <Input maxLength={MAX_TITLE_LENGTH} lang="zh-HK" />
      </Form.Item>
      <Form.Item label={t('exams.title1_en')} name="title1_en" rules={required}>
        <Input maxLength={MAX_TITLE_LENGTH} lang="en" />
      </Form.Item>
      <Form.Item label={t('exams.title2_zh')} name="title2_zh" dependencies={['title2_en']} rules={[subtitleZh]}>
        <Input maxLength={MAX_TITLE_LENGTH} lang="zh-HK" />
      </Form.Item>
      <Form.Item label={t('exams.title2_en')} name="title2_en" dependencies={['title2_zh']} rules={[subtitleEn]}>
        <Input maxLength={MAX_TITLE_LENGTH} lang="en" />
      </Form.Item>
      <Form.Item label={t('exams.hasReport')} name="has_report" valuePropName="checked">
        <Switch />
      </Form.Item>
      <PaperWeightsField fixedPapers={fixedPapers} />
    </>
  );
}

/** The exam's texts as the dialogs hold them, trimmed for the request. */
export interface ExamTextValues {
  title1_zh: string;
  title1_en: string;
  title2_zh: string;
  title2_en: string;
}

export const trimmedTexts = (v: ExamTextValues): ExamTextValues => ({
  title1_zh: v.title1_zh.trim(),
  title1_en: v.title1_en.trim(),
  title2_zh: (v.title2_zh ?? '').trim(),
  title2_en: (v.title2_en ?? '').trim(),
});
