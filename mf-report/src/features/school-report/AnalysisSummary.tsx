// The analysis in brief: how many sat it in the school and overall, in how many schools, and the
// average weighted totals of the school and of all candidates.
import { useTranslation } from 'react-i18next';
import type { SchoolAnalysisResponse } from '@mockexam/contracts';
import { formatTotal } from '../../lib/format';

export function AnalysisSummary({ analysis }: { analysis: SchoolAnalysisResponse }) {
  const { t } = useTranslation('report');
  const figures = [
    { key: 'participantsSchool', label: t('schoolAnalysis.participantsSchool'), value: analysis.participants_school },
    { key: 'participantsAll', label: t('schoolAnalysis.participantsAll'), value: analysis.participants_all },
    { key: 'schools', label: t('schoolAnalysis.schools'), value: analysis.schools_all },
    { key: 'averageSchool', label: t('schoolAnalysis.averageSchool'), value: formatTotal(analysis.average_school) },
    { key: 'averageAll', label: t('schoolAnalysis.averageAll'), value: formatTotal(analysis.average_all) },
  ];
  return (
    <dl className="grade-summary">
      {figures.map((f) => (
        <div key={f.key} className="grade-figure">
          <dt>{f.label}</dt>
          <dd data-testid={`summary-${f.key}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
