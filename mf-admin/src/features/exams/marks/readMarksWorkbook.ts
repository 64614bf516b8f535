// One chosen marks workbook through the marks worker: refused before reading when too big, read in the page
// (only bytes), parsed in a fresh worker that is terminated on its answer, on an error and at the time budget.
// Resolves, never rejects: rows with their sheet row numbers, or the reason nothing was read.
import { readBytes, runInWorker } from '@mockexam/ui/worker';
import { createMarksWorker } from './createMarksWorker';
import type { MarksColumn } from './marksColumns';
import type { MarksParseError, MarksParseResult, ParsedMarksRow } from './parseMarksWorkbook';

/** A 25,000-row sheet of a long paper is about 3 MB. */
export const MARKS_MAX_BYTES = 8 * 1024 * 1024;
/** The longest a worker may take over one workbook before it is terminated. */
const MARKS_PARSE_BUDGET_MS = 10_000;

export type MarksReadError = MarksParseError | 'too_large' | 'timeout';
export type MarksRead =
  { rows: ParsedMarksRow[]; rowNumbers: number[] } | { error: MarksReadError; columns?: string[] };
export type ReadStage = 'reading' | 'parsing';

const ERRORS: readonly MarksParseError[] = [
  'unreadable',
  'empty',
  'no_candidate_column',
  'unknown_columns',
  'missing_columns',
  'duplicate_columns',
  'too_many_rows',
];

/** The worker's answer taken only in the shape asked for (it came out of a file from anywhere). */
function checked(answer: MarksParseResult, maxRows: number): MarksRead {
  if (answer && 'error' in answer) {
    if (!ERRORS.includes(answer.error)) return { error: 'unreadable' };
    const columns = Array.isArray(answer.columns) ? answer.columns.slice(0, 20).map((c) => String(c).slice(0, 50)) : [];
    return { error: answer.error, columns };
  }
  const { rows, rowNumbers } = answer ?? {};
  const shaped =
    Array.isArray(rows) &&
    Array.isArray(rowNumbers) &&
    rows.length === rowNumbers.length &&
    rows.length <= maxRows &&
    rowNumbers.every((n) => Number.isInteger(n));
  return shaped ? { rows, rowNumbers } : { error: 'unreadable' };
}

export async function readMarksWorkbook(
  file: Blob,
  columns: MarksColumn[],
  maxRows: number,
  onProgress: (stage: ReadStage, fraction: number) => void,
): Promise<MarksRead> {
  if (file.size > MARKS_MAX_BYTES) return { error: 'too_large' };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file, (fraction) => onProgress('reading', fraction));
  } catch {
    return { error: 'unreadable' };
  }
  onProgress('parsing', 0);
  const outcome = await runInWorker<MarksParseResult>(
    createMarksWorker,
    { bytes, columns, maxRows },
    [bytes],
    MARKS_PARSE_BUDGET_MS,
  );
  if (!outcome.ok) return { error: outcome.reason === 'timeout' ? 'timeout' : 'unreadable' };
  return checked(outcome.answer, maxRows);
}
