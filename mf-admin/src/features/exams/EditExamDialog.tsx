// An exam's titles, its detailed-report flag and its papers' weights (papers are neither added nor renamed
// here). The page-order setting is sent back as it is: the update names every field.
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@mockexam/contracts';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useUpdateExam } from './api';
import { ExamFields } from './ExamFields';
import type { PaperValues } from './PaperWeightsField';

interface Values {
  title1: string;
  title2: string;
  has_report: boolean;
  papers: PaperValues[];
}

interface Props {
  exam: AdminExam;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}

export function EditExamDialog({ exam, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const update = useUpdateExam(exam.exam_id);

  async function save(values: Values) {
    await update.mutateAsync({
      title1: values.title1.trim(),
      title2: (values.title2 ?? '').trim(),
      follow_page: exam.follow_page,
      has_report: values.has_report,
      // The form holds only the weights, in the papers' order.
      papers: exam.papers.map((p, i) => ({
        exam_paper_id: p.exam_paper_id,
        weight_percent: values.papers[i]!.weight_percent!,
      })),
    });
    onDone({ type: 'success', text: t('exams.edit.done', { title: values.title1.trim() }) });
  }

  return (
    <FormModal<Values>
      title={t('exams.edit.title', { title: exam.title1 })}
      form={form}
      initialValues={{
        title1: exam.title1,
        title2: exam.title2,
        has_report: exam.has_report,
        papers: exam.papers.map((p) => ({ title: p.title, weight_percent: p.weight_percent })),
      }}
      onSave={save}
      pending={update.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <ExamFields fixedTitles={exam.papers.map((p) => p.title)} />
    </FormModal>
  );
}
