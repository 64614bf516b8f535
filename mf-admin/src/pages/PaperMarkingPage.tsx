// admin/exams/:id/papers/:paper/marking: a paper's on-screen marking. The exam's list names the paper for
// the heading and its questions (with an essay's writing criteria) are the ones marked.
import { paperHeading } from '@mockexam/contracts/text';
import Card from 'antd/es/card';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { adminHref } from '../components/sections';
import { useCycles, useExams, usePaperQuestions } from '../features/exams/api';
import { PaperMarking } from '../features/marking-supervision/PaperMarking';
import { NS } from '../features/marking-supervision/ns';

export default function PaperMarkingPage() {
  return (
    <BackOfficeLayout section="exams">
      <PaperMarkingOfAddress />
    </BackOfficeLayout>
  );
}

function PaperMarkingOfAddress() {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const examId = Number(params.id);
  const examPaperId = Number(params.paper);
  const cycles = useCycles();
  const cycleId = Number(search.get('cycle'));
  const cycle = cycles.data?.find((c) => c.cycle_id === cycleId) ?? cycles.data?.find((c) => c.is_current);
  const exam = useExams(cycle?.cycle_id ?? null).data?.find((e) => e.exam_id === examId);
  const paper = exam?.papers.find((p) => p.exam_paper_id === examPaperId);
  const questions = usePaperQuestions(examPaperId);

  if (questions.isError && !questions.isFetching) return <LoadError onRetry={() => void questions.refetch()} />;
  if (!questions.data) return <Card loading />;
  const title =
    exam && paper
      ? t('paper.titleOf', { paper: paperHeading(paper.paper_no, paper.title)[locale], exam: exam.title1 })
      : t('paper.title');
  return (
    <PaperMarking
      examPaperId={examPaperId}
      title={title}
      backHref={adminHref(locale, `exams/${examId}`, cycle ? { cycle: String(cycle.cycle_id) } : undefined)}
      questions={questions.data.questions
        .filter((q) => q.type !== 'multiple_choice')
        .map((q) => ({ id: q.question_id, label: q.label, max_score: q.max_score, criteria: q.criteria }))}
    />
  );
}
