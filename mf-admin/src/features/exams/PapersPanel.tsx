// One paper of the exam at a time: its questions, their marking guidelines, then its marks import and its
// scans (with the ways to its scan intake and its on-screen marking). Guidelines, marks and scans follow the questions, so they wait for them.
import { useState } from 'react';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminExamPaper } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { usePaperQuestions } from './api';
import { GuidelinesEditor } from './guidelines/GuidelinesEditor';
import { MarksImport } from './marks/MarksImport';
import { PaperLayoutLink } from './layout/PaperLayoutLink';
import { QuestionsEditor } from './questions/QuestionsEditor';
import { ScansUpload } from './scans/ScansUpload';
import { ScanIntakeLink } from './intake/ScanIntakeLink';
import { MarkingLink } from './intake/MarkingLink';

export function PapersPanel({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [paperId, setPaperId] = useState(exam.papers[0]?.exam_paper_id ?? 0);
  const paper = exam.papers.find((p) => p.exam_paper_id === paperId) ?? exam.papers[0];
  if (!paper) return null;
  return (
    <>
      <Segmented<number>
        aria-label={t('exams.paper.choose')}
        value={paper.exam_paper_id}
        onChange={setPaperId}
        options={exam.papers.map((p) => ({
          value: p.exam_paper_id,
          label: t('exams.paper.option', { no: p.paper_no, title: fieldIn(p, 'title', locale) }),
        }))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      <PaperSections key={paper.exam_paper_id} exam={exam} paper={paper} />
    </>
  );
}

function PaperSections({ exam, paper }: { exam: AdminExam; paper: AdminExamPaper }) {
  const { t } = useTranslation('admin');
  const questions = usePaperQuestions(paper.exam_paper_id);
  if (questions.isError && !questions.isFetching) return <LoadError onRetry={() => void questions.refetch()} />;
  if (!questions.data) return <Card loading />;
  return (
    <>
      <QuestionsEditor exam={exam} paper={paper} saved={questions.data} />
      <PaperLayoutLink exam={exam} paper={paper} />
      <GuidelinesEditor paper={paper} questions={questions.data.questions} />
      <Card type="inner" className="admin-card" title={t('exams.marks.title', { no: paper.paper_no })}>
        <MarksImport exam={exam} paper={paper} questions={questions.data.questions} />
      </Card>
      <Card
        type="inner"
        className="admin-card"
        title={t('exams.scans.title', { no: paper.paper_no })}
        extra={
          <Space wrap>
            <ScanIntakeLink exam={exam} paper={paper} />
            <MarkingLink exam={exam} paper={paper} />
          </Space>
        }
      >
        <ScansUpload paper={paper} />
      </Card>
    </>
  );
}
