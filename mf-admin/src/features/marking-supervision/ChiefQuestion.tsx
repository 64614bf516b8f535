// A chief marker's page of one question (marking/questions/:question/chief): the question's settings,
// references, its markers' progress with pause, resume and send back, and its open flags. The chief's own
// assignments say which paper the question is on; a marker who is not its chief is told so.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { fieldIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { useMyAssignments, useSettings } from './api';
import { Progress } from './Progress';
import { QuestionSupervision } from './QuestionSupervision';
import { NS } from './ns';
import './marking-supervision.css';

export function ChiefQuestion({ questionId }: { questionId: number }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const mine = useMyAssignments();
  const chief = mine.data?.assignments.find((a) => a.question_id === questionId && a.role === 'chief');
  // The settings carry an essay's criteria where the server gives them (the definitive marks of references).
  const settings = useSettings(questionId, chief !== undefined);

  if (mine.isError && !mine.isFetching) return <LoadError onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Card loading />;
  if (!chief) return <Alert type="warning" showIcon title={t('chief.notChief')} />;
  const title = t('chief.title', {
    label: chief.label,
    paper: fieldIn({ title_zh: chief.paper_title_zh, title_en: chief.paper_title_en }, 'title', locale),
    exam: fieldIn({ title_zh: chief.exam_title_zh, title_en: chief.exam_title_en }, 'title', locale),
  });
  return (
    <>
      <h1 className="marking-heading">{title}</h1>
      <Progress examPaperId={chief.exam_paper_id} questionId={questionId} />
      <QuestionSupervision
        question={{
          id: questionId,
          label: chief.label,
          max_score: chief.max_score,
          criteria: settings.data?.criteria ?? [],
        }}
      />
    </>
  );
}
