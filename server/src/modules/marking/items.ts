// Opening a question for on-screen marking: one item per candidate with a filed scan of any of the
// question's pages (multiple-choice questions are scored from the answer sheet, never on screen), each
// with an anonymous script code, a draw for second marking, and its round 1 (and round 2) task.
// Idempotent: a candidate whose item exists is skipped, so a call after more scans were filed only adds
// theirs (the claim calls it again when its queue runs dry).
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db';

/** Letters and digits that cannot be read for one another (no I, L, O, 0, 1). */
const SCRIPT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SCRIPT_CODE_LENGTH = 7;
/** Candidates inserted per statement. */
const CHUNK = 500;
/** Fresh codes drawn for the rows whose code was taken (one in 27 billion a row). */
const CODE_RETRIES = 5;

/**
 * A script code: 'S' and seven unambiguous characters. Items and reference scripts share the look, so
 * a seed among live items cannot be told apart.
 */
export function newScriptCode(): string {
  let code = 'S';
  for (let i = 0; i < SCRIPT_CODE_LENGTH; i += 1) code += SCRIPT_CODE_ALPHABET[randomInt(SCRIPT_CODE_ALPHABET.length)];
  return code;
}

export interface OpenedMarking {
  /** The items of the question(s) after the call. */
  items: number;
  /** The items this call made. */
  created: number;
}

/** Candidates with a filed scan of one of the question's pages and no item yet. */
async function candidatesWithoutItems(q: Queryable, questionId: number): Promise<number[]> {
  const { rows } = await q.query<{ candidate_id: number }>(
    `select distinct mp.candidate_id
       from questions qq
       join report_pages rp on rp.exam_paper_id = qq.exam_paper_id
                           and rp.page = any (page_location_pages(qq.page_location))
       join marked_pages mp on mp.report_page_id = rp.id and mp.scan_path is not null
      where qq.id = $1 and qq.type <> 'multiple_choice'
        and not exists (select 1 from marking_items i where i.question_id = qq.id and i.candidate_id = mp.candidate_id)
      order by mp.candidate_id`,
    [questionId],
  );
  return rows.map((r) => r.candidate_id);
}

/**
 * Inserts the items (and their tasks) of these candidates in one statement; a candidate whose item
 * another call made meanwhile, or whose drawn code is taken, is left out. Answers how many were made.
 */
async function insertItems(q: Queryable, questionId: number, candidates: number[], doubleShare: number) {
  const codes = candidates.map(() => newScriptCode());
  const doubles = candidates.map(() => doubleShare > 0 && randomInt(100) < doubleShare);
  const { rows } = await q.query<{ created: number }>(
    `with made as (
       insert into marking_items (question_id, candidate_id, script_code, double_marked)
       select $1, u.candidate_id, u.code, u.double_marked
         from unnest($2::bigint[], $3::text[], $4::boolean[]) with ordinality as u(candidate_id, code, double_marked, n)
        where not exists (select 1 from marking_references r where r.script_code = u.code)
        order by u.n
       on conflict do nothing
       returning id, double_marked
     ), tasks as (
       -- in the items' order, so the queue hands out scripts in the order they were made
       insert into marking_tasks (question_id, item_id, round)
       select $1, id, round
         from (select id, 1 as round from made union all select id, 2 from made where double_marked) wanted
        order by id, round
     )
     select count(*)::int as created from made`,
    [questionId, candidates, codes, doubles],
  );
  return rows[0].created;
}

/** Makes the question's missing items; idempotent. */
export async function openQuestionMarking(q: Queryable, questionId: number): Promise<OpenedMarking> {
  const settings = await q.query<{ double_share: number }>(
    'select double_share from marking_settings where question_id = $1',
    [questionId],
  );
  const doubleShare = settings.rows[0]?.double_share ?? 0;
  let created = 0;
  for (let attempt = 0; attempt <= CODE_RETRIES; attempt += 1) {
    const missing = await candidatesWithoutItems(q, questionId);
    if (missing.length === 0) break;
    for (let start = 0; start < missing.length; start += CHUNK) {
      created += await insertItems(q, questionId, missing.slice(start, start + CHUNK), doubleShare);
    }
  }
  const { rows } = await q.query<{ items: number }>(
    'select count(*)::int as items from marking_items where question_id = $1',
    [questionId],
  );
  return { items: rows[0].items, created };
}

/** Makes the missing items of every question of the paper marked on screen (all but multiple choice). */
export async function openPaperMarking(q: Queryable, paperId: number): Promise<OpenedMarking> {
  const { rows } = await q.query<{ id: number }>(
    `select id from questions where exam_paper_id = $1 and type <> 'multiple_choice' order by sort_order, id`,
    [paperId],
  );
  const total: OpenedMarking = { items: 0, created: 0 };
  for (const question of rows) {
    const opened = await openQuestionMarking(q, question.id);
    total.items += opened.items;
    total.created += opened.created;
  }
  return total;
}
