// The rules of a typed mark: digits, with '.5' where the question's step is half a mark, from 0 to the
// question's (or criterion's) full marks. The server checks the same; here the marker learns it at once.
import type { CriteriaScores, WritingCriterionCode as WritingCriterion } from '@mockexam/contracts';

export type MarkProblem = 'required' | 'format' | 'step' | 'overMax';
export type MarkReading = { ok: true; value: number } | { ok: false; problem: MarkProblem };

/** What the field keeps of a keystroke: digits, and one point where half marks are allowed. */
export function sanitiseMarkInput(text: string, step: number): string {
  const allowed = step < 1 ? text.replace(/[^0-9.]/g, '') : text.replace(/[^0-9]/g, '');
  const point = allowed.indexOf('.');
  const oneDot = point < 0 ? allowed : allowed.slice(0, point + 1) + allowed.slice(point + 1).replace(/\./g, '');
  return oneDot.slice(0, 6);
}

/** Reads a typed mark ('7', '7.5', '.5') against the full marks and the step. */
export function readMark(text: string, max: number, step: number): MarkReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(typed)) return { ok: false, problem: 'format' };
  const value = Number(typed);
  if (!Number.isFinite(value)) return { ok: false, problem: 'format' };
  // A whole number of steps: 7.5 with step 0.5; 7 alone with step 1.
  if (Math.abs(value / step - Math.round(value / step)) > 1e-9) return { ok: false, problem: 'step' };
  if (value > max) return { ok: false, problem: 'overMax' };
  return { ok: true, value };
}

export interface CriterionField {
  code: WritingCriterion;
  max_score: number;
}

export type CriteriaReading =
  | { ok: true; criteria: CriteriaScores; total: number }
  | { ok: false; problems: Partial<Record<WritingCriterion, MarkProblem>>; total: number };

/** Reads every criterion's typed score; the total is the sum of those that read (shown as they type). */
export function readCriteria(
  texts: Partial<Record<WritingCriterion, string>>,
  fields: CriterionField[],
  step: number,
): CriteriaReading {
  const criteria: CriteriaScores = {};
  const problems: Partial<Record<WritingCriterion, MarkProblem>> = {};
  let total = 0;
  for (const field of fields) {
    const reading = readMark(texts[field.code] ?? '', field.max_score, step);
    if (reading.ok) {
      criteria[field.code] = reading.value;
      total += reading.value;
    } else {
      problems[field.code] = reading.problem;
    }
  }
  total = Math.round(total * 2) / 2;
  return Object.keys(problems).length > 0 ? { ok: false, problems, total } : { ok: true, criteria, total };
}

/** A score as the field shows it again ('7.5', '7'). */
export const markText = (value: number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);
