// The marking review on a desktop (exam-report/d/{exam_id}?candidate=<candidate number>), for the
// school's teachers: the title bar, the student's details and figures, and a tab per paper with its
// marked pages beside their questions. Any failed call goes to the error-404 page.
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@mockexam/ui/plain';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useReportNames } from '../../lib/names';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { gradeReportPath, useLocalePrefix } from '../../lib/paths';
import { ReportTitleBar } from '../../lib/ReportTitleBar';
import { useCandidateExamDetails, useExam, useExportScoresUrl, useGuidelines } from './api';
import { CandidateHeading } from './CandidateHeading';
import { examIdOf } from '../../lib/examId';
import { GradeSummary } from './GradeSummary';
import { PageViewer } from './PageViewer';
import '../../lib/report.css';
import '../../lib/report-print.css';
import './exam-report.css';

export default function DesktopExamReportPage() {
  const { t } = useTranslation('report');
  const prefix = useLocalePrefix();
  const names = useReportNames();
  const examId = examIdOf(useParams().id);
  const candidate = useSearchParams()[0].get('candidate')?.trim() ?? '';
  const reading = examId > 0 && candidate !== '';
  const exam = useExam(reading ? examId : 0, candidate);
  const details = useCandidateExamDetails(exam.data?.papers[0]?.paper_id, candidate);
  const guidelines = useGuidelines(reading ? examId : 0, candidate);
  const exportUrl = useExportScoresUrl(examId, exam.data?.has_report, candidate);

  // An exam without papers has nothing to report either.
  const failed = exam.isError || exam.data?.papers.length === 0 || details.isError || guidelines.isError;
  if (!reading || failed) return <NotFoundRedirect />;
  return (
    <section className="remote-page report-page report-card report-desktop" data-remote-page="mf-report">
      <ReportTitleBar title={t('titleBar.studentReport')} exportUrl={exportUrl} />
      <p className="report-intro">{t('intro.desktopReport')}</p>
      <Link className="no-print report-back" to={gradeReportPath(prefix, examId)}>
        {t('desktop.backToRoster')}
      </Link>
      <CandidateHeading exam={exam.data} details={details.data} withSchool />
      <GradeSummary details={details.data} papers={exam.data?.papers} withSchool />
      <h2 className="report-section-heading">{t('desktop.markingReview')}</h2>
      {exam.data ? (
        <Tabs
          className="paper-tabs"
          label={t('desktop.markingReview')}
          items={exam.data.papers.map((paper) => ({
            key: String(paper.paper_id),
            label: names.paper(paper.paper_no),
            content: <PageViewer paper={paper} candidate={candidate} guidelines={guidelines.data?.guidelines} />,
          }))}
        />
      ) : (
        <LoadingBlock className="paper-tabs-placeholder" />
      )}
    </section>
  );
}
