// The names of analysis groups in the page's language: sections, question types, genres and writing
// criteria are codes the contracts name in both languages; an ability is the publisher's own wording,
// shown as sent.
import type { AnalysisDimension, AnalysisGroup } from '@mockexam/contracts';
import { analysisGroupLabel } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import type { ChartRow } from './charts/chartData';

/** The order the report shows the dimensions in. */
export const DIMENSIONS: readonly AnalysisDimension[] = ['section', 'type', 'genre', 'ability', 'criterion'];

export function useAnalysisLabel(): (dimension: AnalysisDimension, key: string) => string {
  const locale = useLocale();
  return (dimension, key) => {
    const label = analysisGroupLabel(dimension, key);
    return label ? textIn(label, locale) : key;
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
