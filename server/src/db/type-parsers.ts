// Both drivers must hand back the same JS types for the same SQL types, so services
// never branch on the driver: int8 and numeric as numbers (ids and scores stay far below
// 2^53), dates as 'YYYY-MM-DD' strings (no time-zone shift), timestamptz as Date.

export const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
} as const;

export const parseInt8 = (value: string): number => Number(value);
export const parseNumeric = (value: string): number => Number(value);
export const parseDate = (value: string): string => value;
