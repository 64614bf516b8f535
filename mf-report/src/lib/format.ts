// Numbers as the report shows them. '—' stands for a value the run did not produce.

export const NO_VALUE = '—';

/** A weighted total or an average: always two decimals (spec: total weighted, 2 decimals). */
export const formatTotal = (value: number | null): string => (value === null ? NO_VALUE : value.toFixed(2));

/** A mark: as typed, without trailing zeros (3, 1.5, 2.25). */
export const formatMark = (value: number | null): string =>
  value === null ? NO_VALUE : String(Math.round(value * 100) / 100);

/** A share of full marks or of participants, one decimal. */
export const formatPercent = (value: number | null): string => (value === null ? NO_VALUE : `${value.toFixed(1)}%`);

/** A rank out of a number of candidates: "3 / 120". */
export const formatRank = (rank: number | null, of: number | null): string =>
  rank === null ? NO_VALUE : of === null ? String(rank) : `${rank} / ${of}`;

/** A difference in percentage points, signed: "+4.5", "−2.0", "0.0". */
export const formatPoints = (value: number | null): string =>
  value === null ? NO_VALUE : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;

/** A correlation (−1 to 1), two decimals. */
export const formatCorrelation = (value: number | null): string =>
  value === null ? NO_VALUE : value.toFixed(2).replace('-', '−');
