// The names of analysis groups in the page's language: question types, genres, sections and writing
// criteria are codes this remote translates; an ability is the publisher's own wording, shown as sent.
import { useTranslation } from 'react-i18next';
import type { AnalysisDimension, AnalysisGroup } from '@mockexam/contracts';
import type { ChartRow } from './charts/chartData';

/** The order the report shows the dimensions in. */
export const DIMENSIONS: readonly AnalysisDimension[] = ['section', 'type', 'genre', 'ability', 'criterion'];

export function useAnalysisLabel(): (dimension: AnalysisDimension, key: string) => string {
  const { t, i18n } = useTranslation('report');
  return (dimension, key) => {
    const name = `analysis.keys.${dimension}.${key}`;
    if (i18n.exists(name, { ns: 'report' })) return t(name);
    return dimension === 'section' ? t('analysis.sectionOther', { key }) : key;
  };
}

/** The groups of one dimension as chart rows (percent of full marks). */
export function groupRows(
  groups: AnalysisGroup[],
  dimension: AnalysisDimension,
  label: (dimension: AnalysisDimension, key: string) => string,
): ChartRow[] {
  return groups
    .filter((g) => g.dimension === dimension)
    .map((g) => ({
      key: g.key,
      label: label(dimension, g.key),
      values: { candidate: g.candidate, school: g.school, all: g.all },
    }));
}
