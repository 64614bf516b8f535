// The report card on a phone (exam-report/m/{exam_id}), a candidate's own: the title bar, the grade
// report's figures, the analysis charts (loaded lazily) and, paper by paper, every question with its
// answer, comment, score and guideline popup. Any failed call goes to the error-404 page.
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRole } from '@mockexam/session';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { ReportTitleBar } from '../../lib/ReportTitleBar';
import { useCandidateExamDetails, useExam, useExportScoresUrl, useGuidelines } from './api';
import { CandidateHeading } from './CandidateHeading';
import { ExamAnalysis } from './ExamAnalysis';
import { GradeSummary } from './GradeSummary';
import { PaperQuestions } from './PaperQuestions';
import { examIdOf } from '../../lib/examId';
import '../../lib/report.css';
import '../../lib/report-print.css';
import './exam-report.css';

export default function MobileExamReportPage() {
  const { t } = useTranslation('report');
  const examId = examIdOf(useParams().id);
  const role = useRole();
  // Answers reach the page in renders React may interrupt: a dozen calls answer one by one, and drawing
  // the card again for each in one piece made long tasks on a slow phone. The details call starts from
  // the exam's answer itself, not from its deferred copy.
  const examAnswer = useExam(examId);
  const exam = useDeferredValue(examAnswer);
  const details = useDeferredValue(useCandidateExamDetails(examAnswer.data?.papers[0]?.paper_id));
  const guidelines = useDeferredValue(useGuidelines(examId));
  const exportUrl = useExportScoresUrl(examId, exam.data?.has_report);
  // An individual candidate has no school: no class, and no rank or average in a school.
  const withSchool = role !== 'candidate';

  // An exam without papers has nothing to report either.
  const failed = exam.isError || exam.data?.papers.length === 0 || details.isError || guidelines.isError;
  if (!examId || failed) return <NotFoundRedirect />;
  return (
    <section className="remote-page report-page report-card" data-remote-page="mf-report">
      <ReportTitleBar title={t('titleBar.studentReport')} exportUrl={exportUrl} />
      <p className="report-intro">{t('intro.mobileReport')}</p>
      <CandidateHeading exam={exam.data} details={details.data} withSchool={withSchool} />
      <GradeSummary details={details.data} papers={exam.data?.papers} withSchool={withSchool} />
      <ExamAnalysis examId={examId} />
      {exam.data?.papers.map((paper) => (
        <PaperQuestions key={paper.paper_id} paper={paper} guidelines={guidelines.data?.guidelines} />
      ))}
    </section>
  );
}
