// One chosen questions workbook through the questions worker: refused before reading when too big, parsed in a
// fresh worker terminated on its answer, on an error and at the time budget. Resolves, never rejects.
import { MAX_QUESTIONS_PER_PAPER } from '@mockexam/contracts';
import { readBytes, runInWorker } from '@mockexam/ui/worker';
import { createQuestionsWorker } from './createQuestionsWorker';
import type { QuestionsParseError, QuestionsParseResult } from './parseQuestionsWorkbook';
import { QUESTION_SHEET_COLUMNS, type QuestionSheetRow } from './questionsSheet';

/** 200 questions are a few kilobytes; anything near this is not a questions sheet. */
export const QUESTIONS_MAX_BYTES = 1024 * 1024;
const QUESTIONS_PARSE_BUDGET_MS = 5_000;

export type QuestionsReadError = QuestionsParseError | 'too_large' | 'timeout';
export type QuestionsRead =
  { rows: QuestionSheetRow[]; rowNumbers: number[] } | { error: QuestionsReadError; columns?: string[] };

const ERRORS: readonly QuestionsParseError[] = ['unreadable', 'empty', 'missing_columns', 'too_many_rows'];
const KEYS = QUESTION_SHEET_COLUMNS.map((c) => c.key);

/** The worker's answer taken only in the shape asked for (it came out of a file from anywhere). */
function checked(answer: QuestionsParseResult): QuestionsRead {
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
    rows.length <= MAX_QUESTIONS_PER_PAPER &&
    rowNumbers.every((n) => Number.isInteger(n)) &&
    rows.every((row) => KEYS.every((key) => typeof (row as Record<string, unknown>)?.[key] === 'string'));
  return shaped ? { rows, rowNumbers } : { error: 'unreadable' };
}

export async function readQuestionsWorkbook(file: Blob): Promise<QuestionsRead> {
  if (file.size > QUESTIONS_MAX_BYTES) return { error: 'too_large' };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file, () => undefined);
  } catch {
    return { error: 'unreadable' };
  }
  const outcome = await runInWorker<QuestionsParseResult>(
    createQuestionsWorker,
    { bytes, maxRows: MAX_QUESTIONS_PER_PAPER },
    [bytes],
    QUESTIONS_PARSE_BUDGET_MS,
  );
  if (!outcome.ok) return { error: outcome.reason === 'timeout' ? 'timeout' : 'unreadable' };
  return checked(outcome.answer);
}
