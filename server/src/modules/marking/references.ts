// A question's reference scripts (practice, qualification, seed), each a candidate's scanned answer
// with the chief's definitive mark, and the scanned scripts a chief picks them from. Scripts are known
// by a script code only: an item's code once the question has items, else a code derived from the
// question and candidate with a server secret (stable, and no name, number or school in it).
import { createHmac } from 'node:crypto';
import type { CriteriaScores, ReferencePurpose } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { cachedServerSecret } from '../../lib/secrets';
import type { MarkedQuestion } from './chief-access';
import { newScriptCode } from './items';
import { questionRegions, withImageUrls } from './regions';
import { questionSettings } from './settings';

const SCRIPT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Fresh codes drawn when a reference's code is taken. */
const CODE_RETRIES = 5;

const referenceImage = (id: number) => (page: number) => `/api/marking/references/${id}/pages/${page}/image`;
const scriptImage = (questionId: number, code: string) => (page: number) =>
  `/api/marking/questions/${questionId}/scripts/${code}/pages/${page}/image`;

/** A script code for a scanned candidate without an item, derived with the server's secret. */
async function derivedCode(q: Queryable, questionId: number, candidateId: number): Promise<string> {
  const secret = await cachedServerSecret(q, 'marking_script_codes');
  const digest = createHmac('sha256', secret).update(`${questionId}:${candidateId}`).digest();
  let code = 'D';
  for (let i = 0; i < 7; i += 1) code += SCRIPT_CODE_ALPHABET[digest[i] % SCRIPT_CODE_ALPHABET.length];
  return code;
}

/**
 * Every scanned script of the question: candidates with a filed scan of one of its pages, with their
 * item's code once there is one, without `excludeSchool`'s (a chief marks no script of their school).
 */
async function scannedCandidates(q: Queryable, questionId: number, excludeSchool: number | null) {
  const { rows } = await q.query<{ candidate_id: number; item_code: string | null }>(
    `select c.id as candidate_id, i.script_code as item_code
       from candidates c
       left join marking_items i on i.question_id = $1 and i.candidate_id = c.id
      where c.id in (select mp.candidate_id
                       from questions qq
                       join report_pages rp on rp.exam_paper_id = qq.exam_paper_id
                                           and rp.page = any (page_location_pages(qq.page_location))
                       join marked_pages mp on mp.report_page_id = rp.id and mp.scan_path is not null
                      where qq.id = $1)
        and ($2::bigint is null or c.school_id is distinct from $2)`,
    [questionId, excludeSchool],
  );
  return Promise.all(rows.map(async (r) => ({ ...r, derived_code: await derivedCode(q, questionId, r.candidate_id) })));
}

/** The scanned scripts by code (the item's, else the derived one), in code order. */
async function scannedScripts(q: Queryable, questionId: number, excludeSchool: number | null) {
  const scripts = (await scannedCandidates(q, questionId, excludeSchool)).map((r) => ({
    candidate_id: r.candidate_id,
    script_code: r.item_code ?? r.derived_code,
  }));
  return scripts.sort((a, b) => a.script_code.localeCompare(b.script_code));
}

/** The school of a marker (their own school's scripts are kept from them); null for staff. */
export async function callerSchool(q: Queryable, userId: number): Promise<number | null> {
  const { rows } = await q.query<{ school_id: number | null }>('select school_id from markers where user_id = $1', [
    userId,
  ]);
  return rows[0]?.school_id ?? null;
}

/**
 * The candidate behind a scanned script's code of the question, or null (also for the image route);
 * a script of `excludeSchool` is unknown.
 */
export async function scriptCandidate(
  q: Queryable,
  questionId: number,
  code: string,
  excludeSchool: number | null = null,
): Promise<number | null> {
  const item = await q.query<{ candidate_id: number }>(
    `select i.candidate_id from marking_items i join candidates c on c.id = i.candidate_id
      where i.question_id = $1 and i.script_code = $2 and ($3::bigint is null or c.school_id is distinct from $3)`,
    [questionId, code, excludeSchool],
  );
  if (item.rows[0]) return item.rows[0].candidate_id;
  // A derived code stays good after the question's items are made (a page listed before opening).
  const found = (await scannedCandidates(q, questionId, excludeSchool)).find(
    (s) => s.item_code === code || s.derived_code === code,
  );
  return found?.candidate_id ?? null;
}

export async function referenceCandidates(
  q: Queryable,
  question: MarkedQuestion,
  excludeSchool: number | null,
  page: { offset: number; limit: number },
) {
  const scripts = await scannedScripts(q, question.id, excludeSchool);
  const regions = await questionRegions(q, question.id);
  return {
    total: scripts.length,
    scripts: scripts.slice(page.offset, page.offset + page.limit).map((s) => ({
      script_code: s.script_code,
      regions: withImageUrls(regions, scriptImage(question.id, s.script_code)),
    })),
  };
}

export async function listReferences(q: Queryable, question: MarkedQuestion) {
  const { rows } = await q.query<{
    id: number;
    purpose: ReferencePurpose;
    script_code: string;
    definitive_score: number;
    definitive_criteria: CriteriaScores | null;
    note: string | null;
    marked: number;
  }>(
    `select r.id, r.purpose, r.script_code, r.definitive_score, r.definitive_criteria, r.note,
            (select count(distinct mm.marker_id)::int from marking_marks mm
               join marking_tasks t on t.id = mm.task_id where t.reference_id = r.id) as marked
       from marking_references r where r.question_id = $1
      order by case r.purpose when 'practice' then 1 when 'qualification' then 2 else 3 end, r.id`,
    [question.id],
  );
  const regions = await questionRegions(q, question.id);
  return { references: rows.map((r) => ({ ...r, regions: withImageUrls(regions, referenceImage(r.id)) })) };
}

/** A definitive mark is checked as a marker's mark is: full marks, the step, the writing criteria. */
async function checkDefinitive(q: Queryable, question: MarkedQuestion, score: number, criteria: CriteriaScores | null) {
  const settings = await questionSettings(q, question.id);
  if (score > question.max_score) {
    throw badRequest('MARKING_SCORE_ABOVE_MAX', { definitive_score: 'MARKING_SCORE_ABOVE_MAX' });
  }
  if (settings.step === 1 && !Number.isInteger(score)) {
    throw badRequest('MARKING_SCORE_STEP', { definitive_score: 'MARKING_SCORE_STEP' });
  }
  const { rows } = await q.query<{ code: string; max_score: number }>(
    'select code, max_score from question_criteria where question_id = $1',
    [question.id],
  );
  if (rows.length === 0) {
    if (criteria && Object.keys(criteria).length > 0) {
      throw badRequest('MARKING_CRITERIA_NOT_ESSAY', { definitive_criteria: 'MARKING_CRITERIA_NOT_ESSAY' });
    }
    return;
  }
  const given = (criteria ?? {}) as Record<string, number | undefined>;
  if (settings.step === 1 && Object.values(given).some((n) => n !== undefined && !Number.isInteger(n))) {
    throw badRequest('MARKING_SCORE_STEP', { definitive_criteria: 'MARKING_SCORE_STEP' });
  }
  const complete = rows.every((c) => given[c.code] !== undefined && given[c.code]! <= c.max_score);
  const known = Object.keys(given).every((code) => rows.some((c) => c.code === code));
  const sum = Object.values(given).reduce<number>((total, n) => total + (n ?? 0), 0);
  if (!complete || !known || sum !== score) {
    throw badRequest('MARKING_CRITERIA_REQUIRED', { definitive_criteria: 'MARKING_CRITERIA_REQUIRED' });
  }
}

export interface NewReference {
  script_code: string;
  purpose: ReferencePurpose;
  definitive_score: number;
  definitive_criteria: CriteriaScores | null;
  note: string | null;
}

export async function createReference(
  db: Db,
  actor: AuditActor,
  access: (q: Queryable) => Promise<MarkedQuestion>,
  input: NewReference,
) {
  return db.tx(async (q) => {
    const question = await access(q);
    const school = actor.role === 'marker' && actor.userId ? await callerSchool(q, actor.userId) : null;
    const candidateId = await scriptCandidate(q, question.id, input.script_code, school);
    if (candidateId === null) throw badRequest('MARKING_SCRIPT_UNKNOWN', { script_code: 'MARKING_SCRIPT_UNKNOWN' });
    await checkDefinitive(q, question, input.definitive_score, input.definitive_criteria);
    const taken = await q.query(
      'select 1 from marking_references where question_id = $1 and candidate_id = $2 and purpose = $3',
      [question.id, candidateId, input.purpose],
    );
    if (taken.rows[0]) throw conflict('MARKING_REFERENCE_EXISTS');
    // A reference's own code, in the items' look, so a seed among live items cannot be told apart.
    let id: number | null = null;
    for (let attempt = 0; id === null && attempt < CODE_RETRIES; attempt += 1) {
      const { rows } = await q.query<{ id: number }>(
        `insert into marking_references (question_id, candidate_id, purpose, script_code, definitive_score,
                                         definitive_criteria, note, created_by)
         select $1, $2, $3, $4, $5, $6, $7, $8
          where not exists (select 1 from marking_items where script_code = $4)
         on conflict do nothing
         returning id`,
        [
          question.id,
          candidateId,
          input.purpose,
          newScriptCode(),
          input.definitive_score,
          input.definitive_criteria ? JSON.stringify(input.definitive_criteria) : null,
          input.note || null,
          actor.userId,
        ],
      );
      id = rows[0]?.id ?? null;
    }
    if (id === null) throw conflict('MARKING_REFERENCE_EXISTS');
    await writeAudit(q, actor, 'marking_reference.created', 'marking_reference', id, {
      question_id: question.id,
      purpose: input.purpose,
      definitive_score: input.definitive_score,
    });
    const listed = await listReferences(q, question);
    return listed.references.find((r) => r.id === id)!;
  });
}

/** The question of a reference (404 when there is none). */
export async function referenceQuestion(q: Queryable, referenceId: number): Promise<number> {
  const { rows } = await q.query<{ question_id: number }>('select question_id from marking_references where id = $1', [
    referenceId,
  ]);
  if (!rows[0]) throw notFound();
  return rows[0].question_id;
}

/** Removes a reference no marker has marked yet (its unmarked tasks go with it). */
export async function deleteReference(
  db: Db,
  actor: AuditActor,
  referenceId: number,
  access: (q: Queryable, questionId: number) => Promise<MarkedQuestion>,
) {
  await db.tx(async (q) => {
    const question = await access(q, await referenceQuestion(q, referenceId));
    const { rows } = await q.query<{ purpose: string; marked: boolean }>(
      `select r.purpose, exists (select 1 from marking_marks mm join marking_tasks t on t.id = mm.task_id
                                  where t.reference_id = r.id) as marked
         from marking_references r where r.id = $1 for update`,
      [referenceId],
    );
    if (!rows[0]) throw notFound();
    if (rows[0].marked) throw conflict('MARKING_REFERENCE_MARKED');
    await q.query('delete from marking_references where id = $1', [referenceId]);
    await writeAudit(q, actor, 'marking_reference.deleted', 'marking_reference', referenceId, {
      question_id: question.id,
      purpose: rows[0].purpose,
    });
  });
}
