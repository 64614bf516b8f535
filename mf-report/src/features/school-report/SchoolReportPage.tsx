// The school report (school/school-report/{exam_id}): the summary, the level distribution and the
// roster with levels, printable on A4, and the results data pack to download.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';
import { examIdOf } from '../../lib/examId';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { ReportTitleBar } from '../../lib/ReportTitleBar';
import { AnalysisSummary } from './AnalysisSummary';
import { useSchoolAnalysis, useSchoolExams, useSchoolScoresUrl, useSchoolRoster } from './api';
import { LevelDistributionTable } from './LevelDistributionTable';
import { PackDownloads } from './PackDownloads';
import { RosterTable } from './RosterTable';
import { SchoolHeading } from './SchoolHeading';
import '../../lib/report.css';
import '../../lib/report-print.css';
import './school-report.css';
import { useReportNames } from '../../lib/names';

export default function SchoolReportPage() {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const scoresUrl = useSchoolScoresUrl();
  const examId = examIdOf(useParams().id);
  const exams = useSchoolExams();
  const analysis = useSchoolAnalysis(examId);
  const roster = useSchoolRoster(examId);

  if (!examId || exams.isError || analysis.isError || roster.isError) return <NotFoundRedirect />;
  const exam = exams.data?.exams.find((e) => e.exam_id === examId);
  const exportUrl = exams.data ? (exam?.has_report ? scoresUrl(examId) : null) : undefined;
  return (
    <section className="remote-page report-page report-card" data-remote-page="mf-report">
      <ReportTitleBar title={t('title.SchoolReportPage')} exportUrl={exportUrl} />
      <h2 className="exam-title">{exam ? names.title1(exam) : <span className="text-placeholder" />}</h2>
      {exam && names.title2(exam) && <p className="exam-subtitle">{names.title2(exam)}</p>}
      {exams.data && <SchoolHeading school={exams.data.school} subject={exams.data.subject} />}
      <Button className="no-print" onClick={() => window.print()}>
        {t('schoolReport.print')}
      </Button>
      <PackDownloads examId={examId} />
      {!analysis.data && <LoadingBlock className="analysis-placeholder" />}
      {analysis.data && (
        <>
          <section className="report-section" aria-labelledby="school-report-summary">
            <h2 id="school-report-summary">{t('schoolAnalysis.summaryHeading')}</h2>
            <AnalysisSummary analysis={analysis.data} />
          </section>
          <section className="report-section" aria-labelledby="school-report-levels">
            <h2 id="school-report-levels">{t('schoolReport.levelsHeading')}</h2>
            <LevelDistributionTable analysis={analysis.data} />
          </section>
        </>
      )}
      <section className="report-section" aria-labelledby="school-report-roster">
        <h2 id="school-report-roster">{t('schoolReport.rosterHeading')}</h2>
        {roster.data ? (
          <RosterTable examId={examId} students={roster.data.students} paginate={false} withLinks={false} />
        ) : (
          <LoadingBlock className="roster-placeholder" />
        )}
      </section>
    </section>
  );
}
