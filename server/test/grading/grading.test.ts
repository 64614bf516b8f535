// The grading run against a cohort worked out by hand (test/support/exams.ts has its marks):
// totals, sections, weighted totals, levels, ranks with ties, averages and participants; a re-run
// after a correction; boundaries missing; CSD attained; publishing only the latest run; two runs
// of one exam at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db';
import { levelFor } from '../../src/modules/grading/levels';
import { runGrading } from '../../src/modules/grading/run';
import { listRuns, publishRun } from '../../src/modules/grading/runs';
import type { Notices } from '../../src/modules/notifications/notifier';
import { DEMO } from '../../src/seed/demo-accounts';
import { createTestDb, dbKinds, type TestDb } from '../support/db';
import { prepareDatabase } from '../../src/seed';
import {
  addQuestions,
  cohortExam,
  individualCandidate,
  newExam,
  schoolCandidate,
  setCuts,
  setScore,
  TEST_CUTS,
  twoSchools,
  type Cohort,
  type CohortName,
} from '../support/exams';

interface Result {
  score: number;
  paper1_score: number | null;
  paper2_score: number | null;
  section_a_score: number;
  section_b_score: number;
  level: string | null;
  overall_level: string | null;
  dse_score: number | null;
  rank_in_school: number | null;
  rank_in_territory: number;
  average_score_in_school: number | null;
  average_score_all_schools: number;
  participants: number;
  attained: boolean | null;
  school_id: number | null;
  grading_run_id: number;
}

async function resultsOf(db: Db, cohort: Cohort): Promise<Partial<Record<CohortName, Result>>> {
  const { rows } = await db.query<Result & { candidate_id: number }>(
    'select * from candidate_exam_results where exam_id = $1',
    [cohort.examId],
  );
  const nameOf = new Map(Object.entries(cohort.candidates).map(([name, c]) => [c.id, name as CohortName]));
  return Object.fromEntries(rows.map((row) => [nameOf.get(row.candidate_id), row]));
}

/** [paper1, paper2, section A, section B, total, level, territory rank, school rank] of one candidate. */
const figures = (r: Result | undefined) =>
  r && [
    r.paper1_score,
    r.paper2_score,
    r.section_a_score,
    r.section_b_score,
    r.score,
    r.level,
    r.rank_in_territory,
    r.rank_in_school,
  ];

for (const kind of dbKinds()) {
  describe(`grading run on ${kind}`, () => {
    let t: TestDb;
    let staffId: number;
    before(async () => {
      t = await createTestDb(kind, 'seeded');
      await prepareDatabase(t.db, { demo: true });
      const { rows } = await t.db.query<{ id: number }>('select id from users where username = $1', [
        DEMO.admin.username,
      ]);
      staffId = rows[0].id;
    });
    after(() => t.cleanup());

    it('levelFor: the highest cut reached, U below level 1', () => {
      assert.equal(levelFor(80, TEST_CUTS), '5**');
      assert.equal(levelFor(79.99, TEST_CUTS), '5*');
      assert.equal(levelFor(50, TEST_CUTS), '4');
      assert.equal(levelFor(20, TEST_CUTS), '1');
      assert.equal(levelFor(19.99, TEST_CUTS), 'U');
      assert.equal(levelFor(0, TEST_CUTS), 'U');
    });

    it('grades the cohort: totals, sections, levels, ranks with ties, averages, participants', async () => {
      const cohort = await cohortExam(t.db);
      const run = await runGrading(t.db, cohort.examId, staffId);
      const r = await resultsOf(t.db, cohort);
      // Weighted total = p1 / 20 × 40 + p2 / 50 × 60 = 2·p1 + 1.2·p2. Multiple choice (paper 1 q2, 10
      // marks, correct A and C): full marks only for exactly {A, C}; the essay scores content + expression.
      //   A: p1 = 8 + 10 (A,C)   = 18, p2 = 24 + 8+7 = 39 → 36 + 46.8 = 82.8  5**  A 8+24=32  B 10+15=25
      //   B: p1 = 6 + 0  (A)     =  6, p2 = 20 + 6+6 = 32 → 12 + 38.4 = 50.4  4    A 26       B 12
      //   C: p1 = 7 + 10 (C,A)   = 17, p2 = 15 + 5+4 = 24 → 34 + 28.8 = 62.8  5    A 22       B 19
      //   D: p1 = 10 + 10 typed  = 20, p2 = 18 + 6+6 = 30 → 40 + 36   = 76    5*   A 28       B 22
      //   E: p1 = 6 + 0  (B)     =  6, p2 = 22 + 5+5 = 32 → 50.4              4    A 28       B 10
      //   F: p1 = 6 + 0  (A,B)   =  6, p2 = 26 + 3+3 = 32 → 50.4              4    A 32       B 6
      //   G: p1 = 2 + 0  (B)     =  2, p2 = 10 + 2+2 = 14 → 4 + 16.8  = 20.8  1    A 12       B 4
      //   H: p1 = 1 (q2 left)    =  1, p2 = 5 (essay left) = 5 → 2 + 6 = 8    U    A 6        B 0
      // Territory: A 1, D 2, C 3, B E F share 4, G 7 (skips 5 and 6), H 8.
      // School 1 (A, B, C): A 1, C 2, B 3. School 2 (D, E, F): D 1, E and F share 2. G, H: none.
      assert.deepEqual(figures(r.A), [18, 39, 32, 25, 82.8, '5**', 1, 1]);
      assert.deepEqual(figures(r.B), [6, 32, 26, 12, 50.4, '4', 4, 3]);
      assert.deepEqual(figures(r.C), [17, 24, 22, 19, 62.8, '5', 3, 2]);
      assert.deepEqual(figures(r.D), [20, 30, 28, 22, 76, '5*', 2, 1]);
      assert.deepEqual(figures(r.E), [6, 32, 28, 10, 50.4, '4', 4, 2]);
      assert.deepEqual(figures(r.F), [6, 32, 32, 6, 50.4, '4', 4, 2]);
      assert.deepEqual(figures(r.G), [2, 14, 12, 4, 20.8, '1', 7, null]);
      assert.deepEqual(figures(r.H), [1, 5, 6, 0, 8, 'U', 8, null]);
      assert.equal(r.I, undefined, 'a candidate without marks is not graded');

      // School 1: (82.8 + 50.4 + 62.8) / 3 = 196 / 3 = 65.33; school 2: (76 + 50.4 + 50.4) / 3 = 58.93.
      // All schools: the six school candidates, (196 + 176.8) / 6 = 62.13; the individuals G and H are left out.
      for (const name of ['A', 'B', 'C'] as const) assert.equal(r[name]!.average_score_in_school, 65.33);
      for (const name of ['D', 'E', 'F'] as const) assert.equal(r[name]!.average_score_in_school, 58.93);
      for (const name of ['G', 'H'] as const) assert.equal(r[name]!.average_score_in_school, null);
      for (const result of Object.values(r)) {
        assert.equal(result.average_score_all_schools, 62.13);
        assert.equal(result.participants, 8);
        assert.equal(result.overall_level, result.level);
        assert.equal(result.attained, null);
        assert.equal(result.grading_run_id, run.runId);
      }
      assert.deepEqual(
        Object.values(r).map((x) => x.dse_score),
        Object.values(r).map((x) => ({ '5**': 7, '5*': 6, '5': 5, '4': 4, '1': 1, U: 0 })[x.level!]),
      );
      assert.equal(r.A!.school_id, cohort.schools[0]);
      assert.equal(r.G!.school_id, null);

      assert.equal(run.candidates, 8);
      assert.deepEqual(run.distribution, { '5**': 1, '5*': 1, '5': 1, '4': 3, '1': 1, U: 1 });
      // The derived marks are written back: C's options score 10, A's essay 8 + 7 = 15.
      const { rows } = await t.db.query<{ score: number }>(
        'select score from answers where candidate_id = $1 and question_id = any($2::bigint[]) order by question_id',
        [cohort.candidates.C.id, [cohort.ids['p1.2'], cohort.ids['p2.2']]],
      );
      assert.deepEqual(
        rows.map((x) => x.score),
        [10, 9],
      );
    });

    it('a re-run after a correction updates every derived figure and replaces the results', async () => {
      const cohort = await cohortExam(t.db);
      const first = await runGrading(t.db, cohort.examId, staffId);
      await setScore(t.db, cohort.candidates.B.id, cohort.ids['p1.1'], 8);
      await setScore(t.db, cohort.candidates.H.id, cohort.ids['p2.1'], 25);
      const second = await runGrading(t.db, cohort.examId, staffId);
      const r = await resultsOf(t.db, cohort);
      //   B: p1 = 8 + 0 = 8 → 16 + 38.4 = 54.4 (level 4), section A 8 + 20 = 28
      //   H: p2 = 25 → 2 + 30 = 32 (level 2), section A 1 + 25 = 26
      // Territory: A 1, D 2, C 3, B 4, E and F share 5, H 7, G 8. School 1 keeps A 1, C 2, B 3.
      assert.deepEqual(figures(r.B), [8, 32, 28, 12, 54.4, '4', 4, 3]);
      assert.deepEqual(figures(r.E), [6, 32, 28, 10, 50.4, '4', 5, 2]);
      assert.deepEqual(figures(r.F), [6, 32, 32, 6, 50.4, '4', 5, 2]);
      assert.deepEqual(figures(r.H), [1, 25, 26, 0, 32, '2', 7, null]);
      assert.deepEqual(figures(r.G), [2, 14, 12, 4, 20.8, '1', 8, null]);
      assert.equal(r.H!.dse_score, 2);
      // School 1: (82.8 + 54.4 + 62.8) / 3 = 200 / 3 = 66.67; school 2 unchanged 58.93;
      // all schools (200 + 176.8) / 6 = 62.8 (H's correction does not move it: H is no school's).
      assert.equal(r.A!.average_score_in_school, 66.67);
      assert.equal(r.D!.average_score_in_school, 58.93);
      assert.equal(r.G!.average_score_all_schools, 62.8);
      assert.deepEqual(second.distribution, { '5**': 1, '5*': 1, '5': 1, '4': 3, '2': 1, '1': 1 });
      const runIds = new Set(Object.values(r).map((x) => x.grading_run_id));
      assert.deepEqual([...runIds], [second.runId], 'only the new run has results');
      const runs = await listRuns(t.db, cohort.examId);
      assert.deepEqual(
        runs.map((x) => x.run_id),
        [second.runId, first.runId],
        'earlier runs stay as history',
      );
    });

    it('rounds the weighted total half up on its exact value: 62.5 of 120 at 30% is 15.63, at the level 1 cut', async () => {
      const exam = await newExam(t.db, 'hist', [30, 70]);
      const p1 = await addQuestions(t.db, exam.papers[1], [
        { label: '1', type: 'short_question', section: 'A', max: 120 },
      ]);
      const p2 = await addQuestions(t.db, exam.papers[2], [
        { label: '1', type: 'short_question', section: 'A', max: 90 },
      ]);
      await setCuts(t.db, exam.examId, { ...TEST_CUTS, '1': 15.63 });
      const [school] = await twoSchools(t.db);
      const [x, y, z] = [
        await schoolCandidate(t.db, school, 'hist'),
        await schoolCandidate(t.db, school, 'hist'),
        await schoolCandidate(t.db, school, 'hist'),
      ];
      // x: 62.5 / 120 × 30 = 15.625 exactly; y: 2.5 / 120 × 30 = 0.625;
      // z: 0.5 / 120 × 30 + 4.5 / 90 × 70 = 0.125 + 3.5 = 3.625 (both shares inexact apart, exact together).
      await setScore(t.db, x.id, p1['1'], 62.5);
      await setScore(t.db, y.id, p1['1'], 2.5);
      await setScore(t.db, z.id, p1['1'], 0.5);
      await setScore(t.db, z.id, p2['1'], 4.5);
      await runGrading(t.db, exam.examId, staffId);
      const { rows } = await t.db.query<{ candidate_id: number; score: number; level: string }>(
        'select candidate_id, score, level from candidate_exam_results where exam_id = $1',
        [exam.examId],
      );
      const byId = new Map(rows.map((row) => [row.candidate_id, row]));
      assert.deepEqual(
        [x, y, z].map((c) => [byId.get(c.id)!.score, byId.get(c.id)!.level]),
        [
          [15.63, '1'],
          [0.63, 'U'],
          [3.63, 'U'],
        ],
      );
    });

    it('refuses without grade boundaries (409) and without questions; CSD is attained or unattained', async () => {
      const exam = await newExam(t.db, 'hist', [100]);
      await addQuestions(t.db, exam.papers[1], [{ label: '1', type: 'short_question', section: 'A', max: 10 }]);
      await assert.rejects(runGrading(t.db, exam.examId, staffId), { statusCode: 409, code: 'GRADING_NO_BOUNDARIES' });
      const empty = await newExam(t.db, 'eng', [100]);
      await t.db.query(
        `insert into grade_boundaries (exam_id, level, min_score)
         select $1, level, min from unnest($2::text[], $3::numeric[]) as x(level, min)`,
        [empty.examId, Object.keys(TEST_CUTS), Object.values(TEST_CUTS)],
      );
      await assert.rejects(runGrading(t.db, empty.examId, staffId), { statusCode: 409, code: 'GRADING_NO_QUESTIONS' });

      const csd = await newExam(t.db, 'csd', [100]);
      const ids = await addQuestions(t.db, csd.papers[1], [
        { label: '1', type: 'short_question', section: 'A', max: 20 },
      ]);
      await assert.rejects(runGrading(t.db, csd.examId, staffId), { statusCode: 409, code: 'GRADING_NO_BOUNDARIES' });
      await t.db.query('update exams set attain_min_score = 50 where id = $1', [csd.examId]);
      const [school] = await twoSchools(t.db);
      const pass = await schoolCandidate(t.db, school, 'csd');
      const fail = await individualCandidate(t.db, csd, 'csd');
      await setScore(t.db, pass.id, ids['1'], 10); // 10 / 20 × 100 = 50: attained (at the line)
      await setScore(t.db, fail.id, ids['1'], 9.5); // 47.5: unattained
      const run = await runGrading(t.db, csd.examId, staffId);
      assert.deepEqual(run.distribution, { attained: 1, unattained: 1 });
      const { rows } = await t.db.query<{ candidate_id: number; attained: boolean; level: null; dse_score: null }>(
        'select candidate_id, attained, level, dse_score from candidate_exam_results where exam_id = $1',
        [csd.examId],
      );
      const byId = new Map(rows.map((row) => [row.candidate_id, row]));
      assert.deepEqual(byId.get(pass.id), { candidate_id: pass.id, attained: true, level: null, dse_score: null });
      assert.equal(byId.get(fail.id)!.attained, false);
    });

    it('publishing: only the latest run; a new run unpublishes; runs of another exam are 404', async () => {
      // These databases run no job queue: the release messages are tested in test/notifications.
      const silent: Notices = { notify: async () => [], notifyMany: async () => 0 };
      const cohort = await cohortExam(t.db);
      const actor = { userId: staffId, role: 'staff' };
      const first = await runGrading(t.db, cohort.examId, staffId);
      assert.equal(first.unpublishedRunId, null);
      const published = await publishRun(t.db, silent, actor, cohort.examId, first.runId);
      assert.equal(published.published, true);
      assert.equal(published.published_by, DEMO.admin.name);
      const second = await runGrading(t.db, cohort.examId, staffId);
      assert.equal(second.unpublishedRunId, first.runId);
      const exam = await t.db.query<{ published_run_id: number | null }>(
        'select published_run_id from exams where id = $1',
        [cohort.examId],
      );
      assert.equal(exam.rows[0].published_run_id, null, 'reports hide until staff publish again');
      await assert.rejects(publishRun(t.db, silent, actor, cohort.examId, first.runId), {
        statusCode: 409,
        code: 'GRADING_RUN_NOT_LATEST',
      });
      const other = await cohortExam(t.db);
      const otherRun = await runGrading(t.db, other.examId, staffId);
      await assert.rejects(publishRun(t.db, silent, actor, cohort.examId, otherRun.runId), { statusCode: 404 });
      assert.equal((await publishRun(t.db, silent, actor, cohort.examId, second.runId)).published, true);
      const audit = await t.db.query<{ action: string }>(
        "select action from audit_log where entity = 'exam' and entity_id = $1 order by id",
        [String(cohort.examId)],
      );
      assert.deepEqual(
        audit.rows.map((x) => x.action),
        ['grading.run', 'grading.publish', 'grading.run', 'grading.publish'],
      );
    });

    it('two runs of one exam at once take turns: both finish, the later one owns the results', async () => {
      const cohort = await cohortExam(t.db);
      const other = t.reopen ? await t.reopen() : t.db;
      const runs = await Promise.all([
        runGrading(t.db, cohort.examId, staffId),
        runGrading(other, cohort.examId, staffId),
      ]);
      const latest = Math.max(...runs.map((x) => x.runId));
      const { rows } = await t.db.query<{ grading_run_id: number; n: number }>(
        'select grading_run_id, count(*)::int as n from candidate_exam_results where exam_id = $1 group by 1',
        [cohort.examId],
      );
      assert.deepEqual(rows, [{ grading_run_id: latest, n: 8 }]);
    });
  });
}
