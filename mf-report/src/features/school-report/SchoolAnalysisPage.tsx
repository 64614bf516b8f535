// Performance Analysis (school/school-analysis/{exam_id}): the summary, the score ranges and levels of
// the school against all candidates (shares of each group's participants), the averages by section,
// question type, genre, ability and writing criteria against all schools, and the questions.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIMENSIONS, groupRows, useAnalysisLabel } from '../../lib/analysisLabels';
import { ChartFigure } from '../../lib/charts/ChartFigure';
import type { ChartSeries } from '../../lib/charts/chartData';
import { useLevelLabel } from '../../lib/LevelText';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { ReportTitleBar } from '../../lib/ReportTitleBar';
import { AnalysisSummary } from './AnalysisSummary';
import { useSchoolAnalysis, useSchoolExams, useSchoolScoresUrl } from './api';
import { histogramRows, levelRows } from './distribution';
import { examIdOf } from '../../lib/examId';
import { QuestionStatsTable } from './QuestionStatsTable';
import { SchoolHeading } from './SchoolHeading';
import { StrongWeakQuestions } from './StrongWeakQuestions';
import '../../lib/report.css';
import '../../lib/report-print.css';
import './school-report.css';
import { useReportNames } from '../../lib/names';

export default function SchoolAnalysisPage() {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const groupLabel = useAnalysisLabel();
  const levelLabel = useLevelLabel();
  const scoresUrl = useSchoolScoresUrl();
  const examId = examIdOf(useParams().id);
  const exams = useSchoolExams();
  const analysis = useSchoolAnalysis(examId);

  if (!examId || exams.isError || analysis.isError) return <NotFoundRedirect />;
  const exam = exams.data?.exams.find((e) => e.exam_id === examId);
  const exportUrl = exams.data ? (exam?.has_report ? scoresUrl(examId) : null) : undefined;
  const series: ChartSeries[] = [
    { key: 'school', label: t('series.school') },
    { key: 'all', label: t('series.all') },
  ];
  const data = analysis.data;
  return (
    <section className="remote-page report-page report-card" data-remote-page="mf-report">
      <ReportTitleBar title={t('titleBar.performanceAnalysis')} exportUrl={exportUrl} />
      <p className="report-intro">{t('intro.schoolAnalysis')}</p>
      <h2 className="exam-title">{exam ? names.title1(exam) : <span className="text-placeholder" />}</h2>
      {exam && names.title2(exam) && <p className="exam-subtitle">{names.title2(exam)}</p>}
      {exams.data && <SchoolHeading school={exams.data.school} subject={exams.data.subject} />}
      {!data && <LoadingBlock className="analysis-placeholder" />}
      {data && (
        <>
          <section className="report-section" aria-labelledby="analysis-summary-heading">
            <h2 id="analysis-summary-heading">{t('schoolAnalysis.summaryHeading')}</h2>
            <AnalysisSummary analysis={data} />
          </section>
          <section className="report-section" aria-labelledby="analysis-distribution-heading">
            <h2 id="analysis-distribution-heading">{t('schoolAnalysis.distributionHeading')}</h2>
            <ChartFigure
              caption={t('schoolAnalysis.histogram')}
              categoryHeader={t('schoolAnalysis.scoreRange')}
              series={series}
              rows={histogramRows(data)}
              fullMarks={false}
            />
            <ChartFigure
              caption={t('schoolAnalysis.levels')}
              categoryHeader={t('schoolAnalysis.level')}
              series={series}
              rows={levelRows(data, levelLabel)}
              fullMarks={false}
            />
          </section>
          <section className="report-section" aria-labelledby="analysis-groups-heading">
            <h2 id="analysis-groups-heading">{t('schoolAnalysis.groupsHeading')}</h2>
            <p className="report-muted">{t('schoolAnalysis.groupsHelp')}</p>
            {DIMENSIONS.map((dimension) => {
              const rows = groupRows(data.groups, dimension, groupLabel);
              return rows.length === 0 ? null : (
                <ChartFigure
                  key={dimension}
                  caption={t(`analysis.dimension.${dimension}`)}
                  categoryHeader={t(`analysis.category.${dimension}`)}
                  series={series}
                  rows={rows}
                />
              );
            })}
          </section>
          <section className="report-section" aria-labelledby="analysis-questions-heading">
            <h2 id="analysis-questions-heading">{t('schoolAnalysis.questionsHeading')}</h2>
            <p className="report-muted">{t('questionStats.help')}</p>
            <QuestionStatsTable questions={data.questions} />
            <StrongWeakQuestions questions={data.questions} />
          </section>
        </>
      )}
    </section>
  );
}
