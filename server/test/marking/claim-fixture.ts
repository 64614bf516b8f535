// On-screen marking fixtures written straight into the database: a paper with a short question and an
// essay with writing criteria, candidates of two schools with a filed scan of page 1, markers with
// sessions, their assignments, settings and reference scripts; and the marker's calls through the routes.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db';
import { createSession } from '../../src/modules/accounts/sessions';
import { newScriptCode } from '../../src/modules/marking/items';
import { bearer } from '../support/app';
import { addQuestions, newExam, schoolCandidate, twoSchools, type TestExam } from '../support/exams';

export interface MarkingPaper {
  exam: TestExam;
  paperId: number;
  /** A short question of 10 marks. */
  questionId: number;
  /** An essay of 20 marks: a_content 10, a_tone 5, a_organisation 5. */
  essayId: number;
  /** A multiple-choice question (never marked on screen). */
  choiceId: number;
  schools: [number, number];
  /** Candidates by school: the first `perSchool` of school A, then of school B. */
  candidates: { id: number; schoolId: number }[];
}

let scans = 0;

/** Files a scan of page `page` of the paper for the candidate. */
export async function fileScan(q: Queryable, paperId: number, candidateId: number, page = 1): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    `insert into report_pages (exam_paper_id, page, page_number, url) values ($1, $2, $2, '')
     on conflict (exam_paper_id, page) do update set page = excluded.page returning id`,
    [paperId, page],
  );
  await q.query(
    `insert into marked_pages (report_page_id, candidate_id, scan_path) values ($1, $2, $3)
     on conflict (report_page_id, candidate_id) do update set scan_path = excluded.scan_path`,
    [rows[0].id, candidateId, `scans/test/${process.pid}-${++scans}.png`],
  );
}

/** A paper whose candidates (`perSchool` of each of two schools) all have page 1 scanned. */
export async function markingPaper(q: Queryable, perSchool: number, scanned = true): Promise<MarkingPaper> {
  const exam = await newExam(q, 'chi', [100]);
  const paperId = exam.papers[1];
  const ids = await addQuestions(q, paperId, [
    { label: '1', type: 'short_question', section: 'A', max: 10 },
    {
      label: '2',
      type: 'short_essay',
      section: 'A',
      max: 20,
      criteria: [
        ['a_content', 10],
        ['a_tone', 5],
        ['a_organisation', 5],
      ],
    },
    { label: '3', type: 'multiple_choice', section: 'A', max: 1, correct: ['A'] },
  ]);
  const schools = await twoSchools(q);
  const candidates: MarkingPaper['candidates'] = [];
  for (const schoolId of schools) {
    for (let i = 0; i < perSchool; i += 1) {
      const candidate = await schoolCandidate(q, schoolId, 'chi');
      if (scanned) await fileScan(q, paperId, candidate.id);
      candidates.push({ id: candidate.id, schoolId });
    }
  }
  return { exam, paperId, questionId: ids['1'], essayId: ids['2'], choiceId: ids['3'], schools, candidates };
}

export interface TestMarker {
  id: number;
  token: string;
}

let markers = 0;

/** A marker (of a school, or none) with a session. */
export async function newMarker(q: Queryable, schoolId: number | null = null): Promise<TestMarker> {
  const { rows } = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name) values ('staff-realm', $1, 'Marker') returning id`,
    [`marker-${process.pid}-${++markers}`],
  );
  const id = rows[0].id;
  await q.query("insert into staff (user_id, role) values ($1, 'marker')", [id]);
  await q.query('insert into markers (user_id, school_id) values ($1, $2)', [id, schoolId]);
  const session = await createSession(
    q,
    { role: 'marker', realm: 'staff-realm', userId: id, candidateId: null, schoolId: null, subjectCode: null },
    { persist: false },
  );
  return { id, token: session.token };
}

export async function assign(
  q: Queryable,
  questionId: number,
  markerId: number,
  options: { role?: 'marker' | 'chief'; status?: 'practice' | 'live' } = {},
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into marking_assignments (question_id, marker_id, role, status) values ($1, $2, $3, $4) returning id`,
    [questionId, markerId, options.role ?? 'marker', options.status ?? 'live'],
  );
  return rows[0].id;
}

export interface TestSettings {
  step?: number;
  tolerance?: number;
  qualify_min?: number;
  seed_every?: number;
  seed_fail_limit?: number;
  double_share?: number;
  final_rule?: 'mean' | 'higher' | 'lower';
  open?: boolean;
}

/** The question's settings: open, no seeds, no second marking, unless given. */
export async function settle(q: Queryable, questionId: number, settings: TestSettings = {}): Promise<void> {
  const s = {
    step: 1,
    tolerance: 1,
    qualify_min: 3,
    seed_every: 0,
    seed_fail_limit: 2,
    double_share: 0,
    final_rule: 'mean',
    open: true,
    ...settings,
  };
  await q.query(
    `insert into marking_settings (question_id, step, tolerance, qualify_min, seed_every, seed_fail_limit, double_share,
                                   final_rule, open)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (question_id) do update set step = excluded.step, tolerance = excluded.tolerance,
       qualify_min = excluded.qualify_min, seed_every = excluded.seed_every, seed_fail_limit = excluded.seed_fail_limit,
       double_share = excluded.double_share, final_rule = excluded.final_rule, open = excluded.open`,
    [
      questionId,
      s.step,
      s.tolerance,
      s.qualify_min,
      s.seed_every,
      s.seed_fail_limit,
      s.double_share,
      s.final_rule,
      s.open,
    ],
  );
}

/** A reference script of the candidate's answer with its definitive mark. */
export async function addReference(
  q: Queryable,
  questionId: number,
  candidateId: number,
  purpose: 'practice' | 'qualification' | 'seed',
  score: number,
  note: string | null = null,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into marking_references (question_id, candidate_id, purpose, script_code, definitive_score, note)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [questionId, candidateId, purpose, newScriptCode(), score, note],
  );
  return rows[0].id;
}

// --- the marker's calls ---------------------------------------------------------------------------

export async function claim(app: FastifyInstance, marker: TestMarker, questionId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/marking/questions/${questionId}/claim`,
    headers: bearer(marker.token),
  });
}

/** Claims and answers the task (throws when the claim failed). */
export async function claimed(app: FastifyInstance, marker: TestMarker, questionId: number) {
  const response = await claim(app, marker, questionId);
  if (response.statusCode !== 200) throw new Error(`claim ${response.statusCode} ${response.body}`);
  return response.json() as { task: { id: number; kind: string; script_code: string } | null; reason: string | null };
}

let keys = 0;

export async function submit(
  app: FastifyInstance,
  marker: TestMarker,
  taskId: number,
  body: Record<string, unknown>,
  key = `key-${process.pid}-${++keys}`,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/marking/tasks/${taskId}/mark`,
    headers: { ...bearer(marker.token), 'idempotency-key': key },
    payload: body,
  });
}

/** Claims the next task and marks it `score`; answers the task id. */
export async function markNext(app: FastifyInstance, marker: TestMarker, questionId: number, score: number) {
  const { task, reason } = await claimed(app, marker, questionId);
  if (!task) throw new Error(`nothing to claim: ${reason}`);
  const response = await submit(app, marker, task.id, { score });
  if (response.statusCode !== 200) throw new Error(`submit ${response.statusCode} ${response.body}`);
  return task.id;
}
