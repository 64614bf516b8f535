// An exam's titles in Chinese and English, its detailed-report flag and its papers' titles and weights (papers
// are neither added nor removed here). The page-order setting is sent back as it is: the update names every field.
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useUpdateExam } from './api';
import { ExamFields, trimmedTexts, type ExamTextValues } from './ExamFields';
import type { PaperValues } from './PaperWeightsField';

interface Values extends ExamTextValues {
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
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const update = useUpdateExam(exam.exam_id);

  async function save(values: Values) {
    const texts = trimmedTexts(values);
    await update.mutateAsync({
      ...texts,
      follow_page: exam.follow_page,
      has_report: values.has_report,
      // The form holds the papers in the exam's order.
      papers: exam.papers.map((p, i) => ({
        exam_paper_id: p.exam_paper_id,
        title_zh: values.papers[i]!.title_zh.trim(),
        title_en: values.papers[i]!.title_en.trim(),
        weight_percent: values.papers[i]!.weight_percent!,
      })),
    });
    onDone({ type: 'success', text: t('exams.edit.done', { title: fieldIn(texts, 'title1', locale) }) });
  }

  return (
    <FormModal<Values>
      title={t('exams.edit.title', { title: fieldIn(exam, 'title1', locale) })}
      form={form}
      initialValues={{
        title1_zh: exam.title1_zh,
        title1_en: exam.title1_en,
        title2_zh: exam.title2_zh,
        title2_en: exam.title2_en,
        has_report: exam.has_report,
        papers: exam.papers.map((p) => ({
          title_zh: p.title_zh,
          title_en: p.title_en,
          weight_percent: p.weight_percent,
        })),
      }}
      onSave={save}
      pending={update.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <ExamFields fixedPapers />
    </FormModal>
  );
}
