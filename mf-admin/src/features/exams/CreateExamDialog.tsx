// A new exam of the cycle: a subject without an exam yet, the report titles, whether a detailed report is
// offered, and the papers with weights adding up to 100.
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import { messageText, type SubjectCode } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useCreateExam } from './api';
import { ExamFields } from './ExamFields';
import type { PaperValues } from './PaperWeightsField';
import { subjectsOf } from '../../components/cycleSubjects';

interface Values {
  subject?: SubjectCode;
  title1: string;
  title2: string;
  has_report: boolean;
  papers: PaperValues[];
}

interface Props {
  cycle: AdminCycle;
  /** Subjects that already have an exam in the cycle (one exam per subject). */
  taken: SubjectCode[];
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}

export function CreateExamDialog({ cycle, taken, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const creation = useCreateExam();
  const subjects = subjectsOf(cycle).filter((s) => !taken.includes(s.code));

  async function save(values: Values) {
    await creation.mutateAsync({
      cycle_id: cycle.cycle_id,
      subject: values.subject!,
      title1: values.title1.trim(),
      title2: (values.title2 ?? '').trim(),
      has_report: values.has_report,
      papers: values.papers.map((p) => ({ title: p.title.trim(), weight_percent: p.weight_percent! })),
    });
    onDone({ type: 'success', text: t('exams.create.done', { title: values.title1.trim() }) });
  }

  return (
    <FormModal<Values>
      title={t('exams.create.title', { cycle: nameIn(cycle, locale) })}
      form={form}
      initialValues={{
        title1: '',
        title2: '',
        has_report: false,
        papers: [{ title: t('exams.create.paperDefault', { no: 1 }), weight_percent: 100 }],
      }}
      onSave={save}
      pending={creation.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('exams.subject')}
        name="subject"
        extra={subjects.length === 0 ? t('exams.create.noSubject') : undefined}
        rules={[{ required: true, message: messageText('FIELD_REQUIRED', locale) }]}
      >
        <Select options={subjects.map((s) => ({ value: s.code, label: nameIn(s, locale) }))} />
      </Form.Item>
      <ExamFields />
    </FormModal>
  );
}
