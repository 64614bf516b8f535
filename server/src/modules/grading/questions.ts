// A paper's questions with their writing criteria: read them, or replace them all at once while
// the paper has no marks (afterwards a change would silently re-mean the marks already typed in).
// The paper's marking guidelines follow their question by label to its new row; a replace that
// would leave one without its question or page is refused rather than losing it.
import type { AdminPaperQuestionsResponse, AdminQuestion, ReplaceQuestionsRequest } from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { pagesOf } from './guidelines';
import { marksChanged } from './marks-version';

async function hasMarks(q: Queryable, paperId: number): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from answers a join questions q on q.id = a.question_id where q.exam_paper_id = $1
     union all
     select 1 from criterion_scores cs join question_criteria qc on qc.id = cs.criterion_id
       join questions q on q.id = qc.question_id where q.exam_paper_id = $1
     limit 1`,
    [paperId],
  );
  return rows.length > 0;
}

export async function paperQuestions(q: Queryable, paperId: number): Promise<AdminPaperQuestionsResponse> {
  const paper = await q.query('select 1 from exam_papers where id = $1', [paperId]);
  if (!paper.rows[0]) throw notFound();
  const { rows } = await q.query<AdminQuestion>(
    `select q.id as question_id, q.label, q.page_location, q.type, q.section, q.genre, q.ability_zh, q.ability_en,
            q.max_score, q.correct_answer,
            coalesce((select json_agg(json_build_object('code', qc.code, 'max_score', qc.max_score) order by qc.sort_order)
                        from question_criteria qc where qc.question_id = q.id), '[]') as criteria
       from questions q where q.exam_paper_id = $1 order by q.sort_order, q.id`,
    [paperId],
  );
  return { exam_paper_id: paperId, has_marks: await hasMarks(q, paperId), questions: rows };
}

type Questions = z.output<typeof ReplaceQuestionsRequest>['questions'];

/**
 * Unties the paper's guidelines from the questions about to be deleted (whose cascade would take them
 * along) and returns them with their labels, to tie again to the new rows. 409 when a guideline's label
 * or page is not in the new list: staff change or remove that guideline first.
 */
async function detachGuidelines(q: Queryable, paperId: number, questions: Questions) {
  const { rows } = await q.query<{ id: number; label: string; page: number }>(
    `select g.id, q.label, g.page from guidelines g join questions q on q.id = g.q_id where q.exam_paper_id = $1`,
    [paperId],
  );
  const pages = new Map(questions.map((question) => [question.label, pagesOf(question.page_location)]));
  if (rows.some((row) => !pages.get(row.label)?.includes(row.page))) throw conflict('QUESTIONS_DROP_GUIDELINES');
  if (rows.length > 0)
    await q.query('update guidelines set q_id = null where id = any($1::bigint[])', [rows.map((row) => row.id)]);
  return rows.map(({ id, label }) => ({ id, label }));
}

export async function replaceQuestions(
  db: Db,
  actor: AuditActor,
  paperId: number,
  questions: Questions,
): Promise<AdminPaperQuestionsResponse> {
  await db.tx(async (q) => {
    // The exam's lock: a marks import of the paper waits for this, and this for it.
    const { rows } = await q.query<{ exam_id: number }>(
      'select e.id as exam_id from exams e join exam_papers ep on ep.exam_id = e.id where ep.id = $1 for update of e',
      [paperId],
    );
    if (!rows[0]) throw notFound();
    if (await hasMarks(q, paperId)) throw conflict('QUESTIONS_LOCKED_BY_MARKS');
    const kept = await detachGuidelines(q, paperId, questions);
    const regions = await q.query<{ label: string; page: number; x: string; y: string; w: string; h: string }>(
      `select q.label, r.page, r.x, r.y, r.w, r.h
         from question_regions r join questions q on q.id = r.question_id where q.exam_paper_id = $1`,
      [paperId],
    );
    await q.query('delete from questions where exam_paper_id = $1', [paperId]);
    const inserted = await q.query<{ id: number; label: string }>(
      `insert into questions (exam_paper_id, label, page_location, type, section, genre, ability_zh, ability_en,
                              max_score, correct_answer, sort_order)
       select $1, x.label, x.page_location, x.type, x.section, x.genre, nullif(x.ability_zh, ''),
              nullif(x.ability_en, ''), x.max_score, x.correct_answer, x.n
         from jsonb_to_recordset($2::jsonb) as x(label text, page_location text, type text, section text,
              genre text, ability_zh text, ability_en text, max_score numeric, correct_answer jsonb, n int)
       returning id, label`,
      [paperId, JSON.stringify(questions.map((question, i) => ({ ...question, n: i + 1 })))],
    );
    const idOf = new Map(inserted.rows.map((row) => [row.label, row.id]));
    const criteria = questions.flatMap((question) =>
      question.criteria.map((c, i) => ({
        question_id: idOf.get(question.label),
        code: c.code,
        max_score: c.max_score,
        n: i + 1,
      })),
    );
    await q.query(
      `insert into question_criteria (question_id, code, max_score, sort_order)
       select x.question_id, x.code, x.max_score, x.n
         from jsonb_to_recordset($1::jsonb) as x(question_id bigint, code text, max_score numeric, n int)`,
      [JSON.stringify(criteria)],
    );
    // The detached guidelines to the new rows of their labels.
    await q.query(
      `update guidelines g set q_id = q.id
         from jsonb_to_recordset($2::jsonb) as x(id bigint, label text), questions q
        where g.id = x.id and q.exam_paper_id = $1 and q.label = x.label`,
      [paperId, JSON.stringify(kept)],
    );
    // The layout's regions to the new rows of their labels, where the question still has that page.
    await q.query(
      `insert into question_regions (question_id, page, x, y, w, h)
       select q.id, x.page, x.x, x.y, x.w, x.h
         from jsonb_to_recordset($2::jsonb) as x(label text, page int, x numeric, y numeric, w numeric, h numeric)
         join questions q on q.exam_paper_id = $1 and q.label = x.label
        where x.page = any (string_to_array(replace(q.page_location, ' ', ''), ',')::int[])`,
      [paperId, JSON.stringify(regions.rows)],
    );
    // Full marks, correct answers and criteria decide how marks score: earlier runs are stale.
    await marksChanged(q, rows[0].exam_id);
    await writeAudit(q, actor, 'exam_paper.questions_replaced', 'exam', rows[0].exam_id, {
      exam_paper_id: paperId,
      questions: questions.length,
      guidelines_kept: kept.length,
    });
  });
  return paperQuestions(db, paperId);
}
