// What a bar chart shows and how tall it is, without the chart code: the page reserves the chart's
// final size (no layout shift) and shows its table while visx loads.

/** One bar of each row: the candidate, the school or all candidates. */
export type SeriesKey = 'candidate' | 'school' | 'all';

export interface ChartSeries {
  key: SeriesKey;
  label: string;
}

export interface ChartRow {
  key: string;
  label: string;
  values: Partial<Record<SeriesKey, number | null>>;
}

/** Series with at least one value: an individual candidate has no school to compare with. */
export function presentSeries(series: ChartSeries[], rows: ChartRow[]): ChartSeries[] {
  return series.filter((s) => rows.some((row) => row.values[s.key] != null));
}

/** The top of the value axis: full marks (100%) for scores, else the largest value rounded up to tens. */
export function axisMax(rows: ChartRow[], fullMarks: boolean): number {
  if (fullMarks) return 100;
  const largest = Math.max(0, ...rows.flatMap((row) => Object.values(row.values).map((v) => v ?? 0)));
  return Math.max(10, Math.ceil(largest / 10) * 10);
}

// The chart is drawn in these units and scaled to its box (SVG viewBox): at a phone's width one unit
// is about one CSS pixel, so the labels read at their size there.
export const CHART_WIDTH = 360;
export const LAYOUT = {
  top: 4,
  /** Room left of the axis for half of its first tick label ("0%"). */
  left: 10,
  label: 18,
  bar: 12,
  barGap: 2,
  rowGap: 10,
  axis: 26,
  /** Room right of the longest bar for its value: "100.0%" at 11 units is up to 46 wide in a wide sans
      font (DejaVu Sans, a phone's fallback), with the 4 between bar and value; kept inside the chart. */
  valueRoom: 56,
} as const;

export const rowHeight = (seriesCount: number) =>
  LAYOUT.label + seriesCount * (LAYOUT.bar + LAYOUT.barGap) + LAYOUT.rowGap;

export const chartHeight = (rowCount: number, seriesCount: number) =>
  LAYOUT.top + rowCount * rowHeight(seriesCount) + LAYOUT.axis;

/** Bar colours: told apart by people with the common colour-vision deficiencies, and in grey print. */
export const SERIES_COLOURS: Record<SeriesKey, string> = {
  candidate: '#1d4ed8',
  school: '#d97706',
  all: '#6b7280',
};
