// The report card's analysis: the candidate against the school and all candidates, in percent of full
// marks, by question type, genre, assessed ability and writing criteria; one chart (and its table) each.
import { useTranslation } from 'react-i18next';
import type { AnalysisDimension } from '@mockexam/contracts';
import { groupRows, useAnalysisLabel } from '../../lib/analysisLabels';
import { ChartFigure } from '../../lib/charts/ChartFigure';
import type { ChartSeries } from '../../lib/charts/chartData';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { useExamAnalysis } from './api';

const CHARTED: readonly AnalysisDimension[] = ['type', 'genre', 'ability', 'criterion'];

export function ExamAnalysis({ examId, candidate }: { examId: number; candidate?: string }) {
  const { t } = useTranslation('report');
  const label = useAnalysisLabel();
  const analysis = useExamAnalysis(examId, candidate);
  if (analysis.isError) return <NotFoundRedirect />;
  const series: ChartSeries[] = [
    { key: 'candidate', label: t('series.candidate') },
    { key: 'school', label: t('series.school') },
    { key: 'all', label: t('series.all') },
  ];
  const charts = CHARTED.map((dimension) => ({
    dimension,
    rows: groupRows(analysis.data?.groups ?? [], dimension, label),
  })).filter((chart) => chart.rows.length > 0);
  return (
    <section className="report-section" aria-labelledby="exam-analysis-heading">
      <h2 id="exam-analysis-heading">{t('analysis.heading')}</h2>
      <p className="report-muted">{t('analysis.help')}</p>
      {analysis.isPending && <LoadingBlock className="analysis-placeholder" />}
      {charts.map(({ dimension, rows }) => (
        <ChartFigure
          key={dimension}
          caption={t(`analysis.dimension.${dimension}`)}
          categoryHeader={t(`analysis.category.${dimension}`)}
          series={series}
          rows={rows}
        />
      ))}
    </section>
  );
}
