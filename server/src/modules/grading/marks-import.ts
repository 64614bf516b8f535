// The marks import of one paper: every row checked (the shared row check, then the candidates
// against the exam), and only when no row has an error, every row written in one transaction.
// A row's marks replace that candidate's marks for the questions it names; others stay. A mark given
// on screen (answers.source 'screen') is one source of marks with the workbook: a row that would change
// it is a row error (MARKED_ON_SCREEN) unless staff choose to replace on-screen marks.
import {
  choiceScore,
  marksRowErrors,
  type MarksQuestion,
  type MarksRow,
  type MarksRowError,
} from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { ENTERED, ENTERED_PARAMS } from './entered';
import { marksChanged } from './marks-version';

/** A refused import answers with its first errors only: a wrong file can have a million. */
export const ROW_ERRORS_SHOWN = 1000;

export type MarksImportOutcome =
  | { ok: true; rows_written: number; unpublished_run_id: number | null }
  | { ok: false; row_errors: MarksRowError[]; row_errors_total: number };

interface SchemeQuestion extends MarksQuestion {
  id: number;
  criteria: (MarksQuestion['criteria'][number] & { id: number })[];
}

async function lockPaper(q: Queryable, paperId: number) {
  // The exam's lock: imports, question changes and grading runs of one exam take turns.
  const { rows } = await q.query<{
    exam_id: number;
    subject_code: string;
    cycle_id: number;
    published_run_id: number | null;
  }>(
    `select e.id as exam_id, e.subject_code, e.cycle_id, e.published_run_id
       from exams e join exam_papers ep on ep.exam_id = e.id where ep.id = $1 for update of e`,
    [paperId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function scheme(q: Queryable, paperId: number): Promise<SchemeQuestion[]> {
  const { rows } = await q.query<SchemeQuestion>(
    `select q.id, q.label, q.type, q.max_score, q.correct_answer,
            coalesce((select json_agg(json_build_object('id', qc.id, 'code', qc.code, 'max_score', qc.max_score))
                        from question_criteria qc where qc.question_id = q.id), '[]') as criteria
       from questions q where q.exam_paper_id = $1`,
    [paperId],
  );
  return rows;
}

/** Candidate ids by number, with whether they are entered for the exam (entered.ts). */
async function candidatesOf(q: Queryable, numbers: string[], exam: { subject_code: string; cycle_id: number }) {
  const { rows } = await q.query<{ candidate_no: string; id: number; entered: boolean }>(
    `select c.candidate_no, c.id, ${ENTERED} as entered from candidates c where c.candidate_no = any($3::text[])`,
    [...ENTERED_PARAMS(exam), numbers],
  );
  return new Map(rows.map((row) => [row.candidate_no, row]));
}

/** The answers and criterion scores the rows write (choice and criteria rules applied). */
function records(rows: { row: MarksRow; index: number; candidateId: number }[], questions: SchemeQuestion[]) {
  const byLabel = new Map(questions.map((q) => [q.label, q]));
  const answers = {
    row: [] as number[],
    label: [] as string[],
    candidate: [] as number[],
    question: [] as number[],
    score: [] as (number | null)[],
    answer: [] as (string | null)[],
  };
  const criteria = { candidate: [] as number[], criterion: [] as number[], score: [] as number[] };
  rows.forEach(({ row, index, candidateId }) => {
    const labels = new Set([
      ...Object.keys(row.scores),
      ...Object.keys(row.answers ?? {}),
      ...Object.keys(row.criteria ?? {}),
    ]);
    for (const label of labels) {
      const question = byLabel.get(label)!;
      const chosen = row.answers?.[label];
      const given = row.criteria?.[label];
      const criteriaSum = given ? Object.values(given).reduce((sum, n) => sum + n, 0) : null;
      answers.row.push(index);
      answers.label.push(label);
      answers.candidate.push(candidateId);
      answers.question.push(question.id);
      answers.score.push(choiceScore(question, chosen) ?? row.scores[label] ?? criteriaSum);
      answers.answer.push(chosen ? JSON.stringify(chosen) : null);
      for (const criterion of given ? question.criteria : []) {
        criteria.candidate.push(candidateId);
        criteria.criterion.push(criterion.id);
        criteria.score.push(given![criterion.code]);
      }
    }
  });
  return { answers, criteria };
}

type Records = ReturnType<typeof records>;

/**
 * The written answers whose mark was given on screen and that the rows would change (score, chosen
 * options or criterion scores), as row errors; and the indexes of those the rows leave as they are,
 * which keep their source.
 */
async function onScreenConflicts(q: Queryable, { answers, criteria }: Records) {
  const { rows } = await q.query<{ i: number; changed: boolean }>(
    `select x.i, (a.score is distinct from x.score
                  or a.answer is distinct from x.answer::jsonb
                  or coalesce((select jsonb_object_agg(cs.criterion_id, cs.score) from criterion_scores cs
                                 join question_criteria qc on qc.id = cs.criterion_id
                                where qc.question_id = a.question_id and cs.candidate_id = a.candidate_id), '{}')
                     is distinct from
                     coalesce((select jsonb_object_agg(c.criterion, c.score)
                                 from unnest($5::bigint[], $6::bigint[], $7::numeric[]) as c(candidate, criterion, score)
                                 join question_criteria qc on qc.id = c.criterion
                                where c.candidate = a.candidate_id and qc.question_id = a.question_id), '{}')) as changed
       from unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::text[]) with ordinality as x(candidate_id, question_id, score, answer, i)
       join answers a on a.candidate_id = x.candidate_id and a.question_id = x.question_id and a.source = 'screen'`,
    [
      answers.candidate,
      answers.question,
      answers.score,
      answers.answer,
      criteria.candidate,
      criteria.criterion,
      criteria.score,
    ],
  );
  const changed = rows.filter((r) => r.changed).map((r) => Number(r.i) - 1);
  const unchanged = new Set(rows.filter((r) => !r.changed).map((r) => Number(r.i) - 1));
  const errors: MarksRowError[] = changed.map((i) => ({
    row: answers.row[i],
    field: `scores.${answers.label[i]}`,
    key: 'MARKED_ON_SCREEN',
  }));
  return { errors, unchanged };
}

export interface MarksImportOptions {
  /** Overwrite marks given on screen (otherwise each such change is a MARKED_ON_SCREEN row error). */
  replaceOnScreen?: boolean;
}

export async function importMarks(
  db: Db,
  actor: AuditActor,
  paperId: number,
  input: unknown[],
  options: MarksImportOptions = {},
): Promise<MarksImportOutcome> {
  return db.tx(async (q) => {
    const exam = await lockPaper(q, paperId);
    const questions = await scheme(q, paperId);
    const checked = marksRowErrors(input, questions);
    const errors = [...checked.errors];
    const parsed = checked.rows.filter((row): row is MarksRow => row !== null);
    const candidates = await candidatesOf(
      q,
      parsed.map((row) => row.candidate_no),
      exam,
    );
    // Rows that pass the checks so far, for the on-screen check (a row with an error names no mark).
    const shapeErrors = new Set(errors.map((e) => e.row));
    const written: { row: MarksRow; index: number; candidateId: number }[] = [];
    checked.rows.forEach((row, i) => {
      if (!row) return;
      const candidate = candidates.get(row.candidate_no);
      if (!candidate) errors.push({ row: i, field: 'candidate_no', key: 'MARKS_UNKNOWN_CANDIDATE' });
      else if (!candidate.entered) errors.push({ row: i, field: 'candidate_no', key: 'MARKS_CANDIDATE_NOT_ENTERED' });
      else if (!shapeErrors.has(i)) written.push({ row, index: i, candidateId: candidate.id });
    });
    const { answers, criteria } = records(written, questions);
    const onScreen = await onScreenConflicts(q, { answers, criteria });
    if (!options.replaceOnScreen) errors.push(...onScreen.errors);
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      return { ok: false, row_errors: errors.slice(0, ROW_ERRORS_SHOWN), row_errors_total: errors.length };
    }

    // The imported row is the truth for the questions it names: options not given are cleared, so a
    // grading run never recomputes a typed score from older options.
    await q.query(
      `insert into answers (candidate_id, question_id, score, answer, source)
       select x.candidate_id, x.question_id, x.score, x.answer::jsonb, x.source
         from unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::text[], $5::text[])
           as x(candidate_id, question_id, score, answer, source)
       on conflict (candidate_id, question_id)
       do update set score = excluded.score, answer = excluded.answer, source = excluded.source`,
      [
        answers.candidate,
        answers.question,
        answers.score,
        answers.answer,
        // A mark given on screen that the row leaves as it is stays the screen's.
        answers.candidate.map((_, i) => (onScreen.unchanged.has(i) ? 'screen' : 'import')),
      ],
    );
    // Criteria too: a question the row names keeps only the criteria the row gives (none for a blank).
    await q.query(
      `delete from criterion_scores cs using question_criteria qc, unnest($1::bigint[], $2::bigint[]) as x(c, q)
        where cs.criterion_id = qc.id and qc.question_id = x.q and cs.candidate_id = x.c`,
      [answers.candidate, answers.question],
    );
    await q.query(
      `insert into criterion_scores (candidate_id, criterion_id, score)
       select * from unnest($1::bigint[], $2::bigint[], $3::numeric[])`,
      [criteria.candidate, criteria.criterion, criteria.score],
    );
    // Older runs graded other marks: a new version makes them stale and unpublishes the exam.
    await marksChanged(q, exam.exam_id);
    await writeAudit(q, actor, 'marks.imported', 'exam', exam.exam_id, {
      exam_paper_id: paperId,
      rows: parsed.length,
      answers: answers.candidate.length,
      unpublished_run_id: exam.published_run_id,
      replaced_on_screen: options.replaceOnScreen ? onScreen.errors.length : 0,
    });
    return { ok: true, rows_written: parsed.length, unpublished_run_id: exam.published_run_id };
  });
}
