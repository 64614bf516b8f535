// Grading under concurrency: marks imports, grading runs and publishing from two connections at once
// (two server instances share one database this way). Whatever the interleaving, a published run's
// paper totals add up from the marks the reports show beside them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db';
import type { AuditActor } from '../../src/lib/audit';
import { importMarks } from '../../src/modules/grading/marks-import';
import { runGrading } from '../../src/modules/grading/run';
import { publishRun } from '../../src/modules/grading/runs';
import { dbKinds } from '../support/db';
import type { Notices } from '../../src/modules/notifications/notifier';
import { startTestApp, type TestApp } from '../support/app';
import { addQuestions, individualCandidate, newExam, setCuts, type TestExamCandidate } from '../support/exams';

const ROUNDS = 80;
const STAFF: AuditActor = { userId: null, role: 'staff' };

/** Results of the published run whose paper total differs from the sum of that paper's marks. */
async function disagreeing(db: Db, examId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n
       from exams e
       join candidate_exam_results r on r.grading_run_id = e.published_run_id
       join exam_papers ep on ep.exam_id = e.id
      where e.id = $1
        and coalesce(case ep.paper_no when 1 then r.paper1_score when 2 then r.paper2_score end, 0)
            <> coalesce((select sum(a.score) from answers a join questions q on q.id = a.question_id
                          where q.exam_paper_id = ep.id and a.candidate_id = r.candidate_id), 0)`,
    [examId],
  );
  return rows[0].n;
}

/** Swallows the refusals a race may bring (a newer run, marks changed); anything else fails the test. */
async function publishLatest(db: Db, notices: Notices, examId: number): Promise<void> {
  const { rows } = await db.query<{ id: number | null }>('select max(id) as id from grading_runs where exam_id = $1', [
    examId,
  ]);
  if (rows[0].id === null) return;
  await publishRun(db, notices, STAFF, examId, rows[0].id).catch((error: { statusCode?: number }) => {
    if (error.statusCode !== 409) throw error;
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of dbKinds()) {
  describe(`grading under concurrency on ${kind}`, () => {
    let t: TestApp;
    let other: Db;
    before(async () => {
      t = await startTestApp(kind);
      // PostgreSQL: a second pool, as a second server instance has. PGlite has one connection.
      other = t.reopen ? await t.reopen() : t.db;
    });
    after(() => t.close());

    it(`imports, runs and publishes racing for ${ROUNDS} rounds never publish totals the marks disagree with`, async () => {
      const exam = await newExam(t.db, 'chi', [50, 50]);
      const questions = [
        { label: '1', type: 'short_question' as const, section: 'A' as const, max: 20 },
        { label: '2', type: 'short_question' as const, section: 'B' as const, max: 20 },
      ];
      await addQuestions(t.db, exam.papers[1], questions);
      await addQuestions(t.db, exam.papers[2], questions);
      await setCuts(t.db, exam.examId);
      const candidates: TestExamCandidate[] = [];
      for (let i = 0; i < 4; i++) candidates.push(await individualCandidate(t.db, exam));

      const marks = (round: number) =>
        candidates.map((c, i) => ({
          candidate_no: c.candidate_no,
          scores: { '1': (round + i) % 21, '2': (round * 3 + i) % 21 },
        }));
      await importMarks(t.db, STAFF, exam.papers[1], marks(0));
      await importMarks(t.db, STAFF, exam.papers[2], marks(0));

      const bad: number[] = [];
      const started = Date.now();
      for (let round = 1; round <= ROUNDS; round++) {
        const paper = exam.papers[(round % 2) + 1];
        // One connection imports; the other runs grading and publishes at once, then publishes the newest run.
        const outcomes = await Promise.allSettled([
          (async () => {
            await pause(round % 3);
            const outcome = await importMarks(t.db, STAFF, paper, marks(round));
            assert.ok(outcome.ok, JSON.stringify(outcome));
          })(),
          (async () => {
            await pause((round >> 1) % 3);
            const run = await runGrading(other, exam.examId, null);
            await publishRun(other, t.app.notices, STAFF, exam.examId, run.runId).catch(
              (error: { statusCode?: number }) => {
                if (error.statusCode !== 409) throw error;
              },
            );
          })(),
        ]);
        for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
        await publishLatest(other, t.app.notices, exam.examId);
        if ((await disagreeing(t.db, exam.examId)) > 0) bad.push(round);
      }
      const published = await t.db.query<{ n: number }>(
        'select count(*)::int as n from grading_runs where exam_id = $1 and published_at is not null',
        [exam.examId],
      );
      console.log(
        `grading-concurrency on ${kind}: ${bad.length} of ${ROUNDS} rounds published totals that disagree with the marks ` +
          `(${published.rows[0].n} runs published, ${Date.now() - started} ms)`,
      );
      assert.ok(published.rows[0].n > 0, 'some runs were published');
      assert.deepEqual(bad, [], `rounds whose published totals disagree with the marks: ${bad.join(', ')}`);
    });
  });
}
