// The marks import of one paper (POST /api/admin/exam-papers/:id/marks). The browser checks the rows
// with marksRowErrors against the paper's questions before it sends them; the server runs the same
// function again and adds what only it knows (the candidates). Any row error refuses the whole import.
import { z } from 'zod';
import { CANDIDATE_NO_REGEX, normaliseCandidateNo } from './common';
import { ChoiceOption, HalfMark } from './adminGrading';
import { ErrorBody } from './errors';
import { isMessageKey, type MessageKey } from './messages';
import type { WRITING_CRITERIA } from './reportLabels';

export const MAX_MARKS_ROWS = 25_000;

const Label = z.string().max(20);

/** One candidate's marks on the paper, keyed by question label. */
export const MarksRow = z.object({
  candidate_no: z
    .string({ error: 'MARKS_CANDIDATE_FORMAT' })
    .transform(normaliseCandidateNo)
    .pipe(z.string().regex(CANDIDATE_NO_REGEX, { error: 'MARKS_CANDIDATE_FORMAT' })),
  /** null: not attempted (counts as 0 in totals, shown as blank). */
  scores: z.record(Label, HalfMark.nullable()).default({}),
  /** Multiple choice: the options chosen. */
  answers: z.record(Label, z.array(ChoiceOption).max(26)).optional(),
  /** Essays with writing criteria: the score per criterion code. */
  criteria: z.record(Label, z.record(z.string().max(20), HalfMark)).optional(),
});
export type MarksRow = z.infer<typeof MarksRow>;

/** The envelope only; each row is checked by marksRowErrors so every problem is a row error. */
export const MarksImportRequest = z.object({
  rows: z.array(z.unknown()).min(1).max(MAX_MARKS_ROWS, { error: 'MARKS_TOO_MANY_ROWS' }),
  /** Overwrite marks given on screen; without it a row that would change one is a MARKED_ON_SCREEN row error. */
  replace_on_screen: z.boolean().default(false),
});

export const MarksRowError = z.object({
  /** Index into `rows` (0 is the first row). */
  row: z.number().int(),
  /** 'candidate_no', 'scores.<label>', 'answers.<label>', 'criteria.<label>.<code>'. */
  field: z.string(),
  /** A message catalogue key. */
  key: z.string(),
});
export type MarksRowError = Omit<z.infer<typeof MarksRowError>, 'key'> & { key: MessageKey };

/**
 * 400 body of a refused import (nothing written): the first 1,000 row errors by row, and how many
 * there are. `fields` carries the same errors keyed 'rows.<row>.<field>'.
 */
export const MarksImportErrorBody = ErrorBody.extend({
  row_errors: z.array(MarksRowError).optional(),
  row_errors_total: z.number().int().optional(),
});
export const MarksImportResponse = z.object({
  rows_written: z.number().int(),
  /** The run that was published before the import, now unpublished (the per-question marks changed). */
  unpublished_run_id: z.number().int().nullable(),
});
export type MarksImportResponse = z.infer<typeof MarksImportResponse>;

/** The most entered candidates one page of GET /api/admin/exams/:id/candidates gives. */
export const MAX_ENTERED_PAGE = 5_000;

/** GET /api/admin/exams/:id/candidates?offset=&limit=: a page of the exam's entered candidates. */
export const EnteredCandidatesQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ENTERED_PAGE).default(MAX_ENTERED_PAGE),
});

/** A candidate entered for the exam, as the marks template lists them (school and class null for individuals). */
export const EnteredCandidate = z.object({
  candidate_no: z.string(),
  name: z.string(),
  school_name_zh: z.string().nullable(),
  school_name_en: z.string().nullable(),
  class: z.string().nullable(),
});
export type EnteredCandidate = z.infer<typeof EnteredCandidate>;

/** By school, class and candidate number; individuals last. `total` counts every page. */
export const EnteredCandidatesResponse = z.object({
  total: z.number().int(),
  candidates: z.array(EnteredCandidate),
});
export type EnteredCandidatesResponse = z.infer<typeof EnteredCandidatesResponse>;

/** What the check needs to know of a question. */
export interface MarksQuestion {
  label: string;
  type: string;
  max_score: number;
  correct_answer: string[] | null;
  criteria: { code: (typeof WRITING_CRITERIA)[number]; max_score: number }[];
}

/**
 * Multiple choice with chosen options and a correct answer scores full marks when the chosen set
 * equals the correct set, else 0 (no partial credit). Null when the score is typed in.
 */
export function choiceScore(question: MarksQuestion, chosen: string[] | undefined): number | null {
  if (!chosen || !question.correct_answer) return null;
  const correct = new Set(question.correct_answer);
  const picked = new Set(chosen);
  const same = picked.size === correct.size && [...picked].every((o) => correct.has(o));
  return same ? question.max_score : 0;
}

type Errors = MarksRowError[];
const add = (errors: Errors, row: number, field: string, key: MessageKey) => errors.push({ row, field, key });

function checkScores(errors: Errors, i: number, row: MarksRow, byLabel: Map<string, MarksQuestion>) {
  for (const [label, score] of Object.entries(row.scores)) {
    const question = byLabel.get(label);
    if (!question) add(errors, i, `scores.${label}`, 'MARKS_UNKNOWN_QUESTION');
    else if (score !== null && score > question.max_score) add(errors, i, `scores.${label}`, 'MARKS_SCORE_ABOVE_MAX');
    // An essay with writing criteria is marked by its criteria (a blank, null, needs none).
    else if (score !== null && question.criteria.length > 0 && !row.criteria?.[label])
      add(errors, i, `criteria.${label}`, 'MARKS_CRITERIA_MISSING');
  }
}

function checkAnswers(errors: Errors, i: number, row: MarksRow, byLabel: Map<string, MarksQuestion>) {
  for (const [label, chosen] of Object.entries(row.answers ?? {})) {
    const question = byLabel.get(label);
    if (!question) add(errors, i, `answers.${label}`, 'MARKS_UNKNOWN_QUESTION');
    else if (question.type !== 'multiple_choice') add(errors, i, `answers.${label}`, 'MARKS_ANSWER_NOT_CHOICE');
    else {
      const computed = choiceScore(question, chosen);
      const typed = row.scores[label];
      // A typed score beside the chosen options must agree with the rule, never silently lose.
      if (computed !== null && typed != null && typed !== computed)
        add(errors, i, `scores.${label}`, 'MARKS_CHOICE_SCORE_MISMATCH');
    }
  }
}

function checkCriteria(errors: Errors, i: number, row: MarksRow, byLabel: Map<string, MarksQuestion>) {
  for (const [label, given] of Object.entries(row.criteria ?? {})) {
    const question = byLabel.get(label);
    if (!question) {
      add(errors, i, `criteria.${label}`, 'MARKS_UNKNOWN_QUESTION');
      continue;
    }
    const maxOf = new Map(question.criteria.map((c) => [c.code as string, c.max_score]));
    for (const [code, score] of Object.entries(given)) {
      const max = maxOf.get(code);
      if (max === undefined) add(errors, i, `criteria.${label}.${code}`, 'MARKS_UNKNOWN_CRITERION');
      else if (score > max) add(errors, i, `criteria.${label}.${code}`, 'MARKS_SCORE_ABOVE_MAX');
    }
    for (const code of maxOf.keys())
      if (!(code in given)) add(errors, i, `criteria.${label}.${code}`, 'MARKS_CRITERIA_MISSING');
    const sum = Object.values(given).reduce((s, n) => s + n, 0);
    const typed = row.scores[label];
    if (typed != null && typed !== sum) add(errors, i, `scores.${label}`, 'MARKS_CRITERIA_SUM');
  }
}

/**
 * Every problem of every row against the paper's questions: the shape (candidate number, marks
 * 0 to 200 in halves), unknown questions, marks above a question's or criterion's maximum, criteria
 * that miss a code or disagree with a typed score, a candidate twice. `rows` are the parsed rows
 * (null where the shape failed) for the caller to use when there is no error.
 */
export function marksRowErrors(
  input: readonly unknown[],
  questions: readonly MarksQuestion[],
): { rows: (MarksRow | null)[]; errors: MarksRowError[] } {
  const byLabel = new Map(questions.map((q) => [q.label, q]));
  const errors: Errors = [];
  const firstRowOf = new Map<string, number>();
  const rows = input.map((raw, i) => {
    const parsed = MarksRow.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          row: i,
          field: issue.path.join('.') || 'row',
          key: isMessageKey(issue.message) ? issue.message : 'FIELD_INVALID',
        });
      return null;
    }
    const row = parsed.data;
    if (firstRowOf.has(row.candidate_no)) add(errors, i, 'candidate_no', 'MARKS_DUPLICATE_CANDIDATE');
    else firstRowOf.set(row.candidate_no, i);
    checkScores(errors, i, row, byLabel);
    checkAnswers(errors, i, row, byLabel);
    checkCriteria(errors, i, row, byLabel);
    return row;
  });
  return { rows, errors };
}
