// The names of analysis groups in the page's language: sections, question types, genres and writing
// criteria are codes the contracts name in both languages; an ability is the publisher's own wording,
// sent in both languages (name_zh / name_en) and shown in the page's.
import type { AnalysisDimension, AnalysisGroup } from '@mockexam/contracts';
import { analysisGroupLabel } from '@mockexam/contracts/text';
import { fieldIn, textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import type { ChartRow } from './charts/chartData';

/** The order the report shows the dimensions in. */
export const DIMENSIONS: readonly AnalysisDimension[] = ['section', 'type', 'genre', 'ability', 'criterion'];

/** A group's own names (an ability's), when it has them. */
type GroupNames = Partial<Pick<AnalysisGroup, 'name_zh' | 'name_en'>>;
export type AnalysisLabel = (dimension: AnalysisDimension, key: string, names?: GroupNames) => string;

export function useAnalysisLabel(): AnalysisLabel {
  const locale = useLocale();
  return (dimension, key, names) => {
    const label = analysisGroupLabel(dimension, key);
    if (label) return textIn(label, locale);
    return (names && fieldIn(names, 'name', locale)) || key;
  };
}

/** The groups of one dimension as chart rows (percent of full marks). */
export function groupRows(groups: AnalysisGroup[], dimension: AnalysisDimension, label: AnalysisLabel): ChartRow[] {
  return groups
    .filter((g) => g.dimension === dimension)
    .map((g) => ({
      key: g.key,
      label: label(dimension, g.key, g),
      values: { candidate: g.candidate, school: g.school, all: g.all },
    }));
}
