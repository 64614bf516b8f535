// The school's and all candidates' score ranges and levels as shares of each group's participants, so
// a school of 40 compares with 3,000 candidates.
import type { SchoolAnalysisResponse } from '@mockexam/contracts';
import type { ChartRow } from '../../lib/charts/chartData';

/** A count as percent of a group's participants; null for a group without any. */
export const shareOf = (count: number, participants: number): number | null =>
  participants > 0 ? (count / participants) * 100 : null;

export function histogramRows(analysis: SchoolAnalysisResponse): ChartRow[] {
  return analysis.histogram.map((bin) => ({
    key: `${bin.from}-${bin.to}`,
    label: `${bin.from}–${bin.to}`,
    values: {
      school: shareOf(bin.school, analysis.participants_school),
      all: shareOf(bin.all, analysis.participants_all),
    },
  }));
}

export function levelRows(analysis: SchoolAnalysisResponse, levelLabel: (level: string) => string): ChartRow[] {
  return analysis.levels.map((row) => ({
    key: row.level,
    label: levelLabel(row.level),
    values: {
      school: shareOf(row.school, analysis.participants_school),
      all: shareOf(row.all, analysis.participants_all),
    },
  }));
}
