// A new exam of the cycle: its subject (a subject may have several exams, told apart by their titles), the report
// titles in Chinese and English, whether a detailed report is offered, and the papers with their titles in both
// languages and weights adding up to 100.
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import { messageText, type SubjectCode } from '@mockexam/contracts';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useCreateExam } from './api';
import { ExamFields, trimmedTexts, type ExamTextValues } from './ExamFields';
import { defaultPaper, type PaperValues } from './PaperWeightsField';
import { subjectsOf } from '../../components/cycleSubjects';

interface Values extends ExamTextValues {
  subject?: SubjectCode;
  has_report: boolean;
  papers: PaperValues[];
}

interface Props {
  cycle: AdminCycle;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}

export function CreateExamDialog({ cycle, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const creation = useCreateExam();
  const subjects = subjectsOf(cycle);

  async function save(values: Values) {
    const texts = trimmedTexts(values);
    await creation.mutateAsync({
      cycle_id: cycle.cycle_id,
      subject: values.subject!,
      ...texts,
      has_report: values.has_report,
      papers: values.papers.map((p) => ({
        title_zh: p.title_zh.trim(),
        title_en: p.title_en.trim(),
        weight_percent: p.weight_percent!,
      })),
    });
    onDone({ type: 'success', text: t('exams.create.done', { title: fieldIn(texts, 'title1', locale) }) });
  }

  return (
    <FormModal<Values>
      title={t('exams.create.title', { cycle: nameIn(cycle, locale) })}
      form={form}
      initialValues={{
        title1_zh: '',
        title1_en: '',
        title2_zh: '',
        title2_en: '',
        has_report: false,
        papers: [defaultPaper(1, 100)],
      }}
      onSave={save}
      pending={creation.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('exams.subject')}
        name="subject"
        rules={[{ required: true, message: messageText('FIELD_REQUIRED', locale) }]}
      >
        <Select options={subjects.map((s) => ({ value: s.code, label: nameIn(s, locale) }))} />
      </Form.Item>
      <ExamFields />
    </FormModal>
  );
}
