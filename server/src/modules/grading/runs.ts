// Grading runs as staff see them, and publishing one: only the exam's latest run has results (a
// run replaces them), so only the latest run may be published. Publishing writes the messages that
// results are out (release-notices.ts) in the same transaction, held until the release time.
import type { AdminGradingRun } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { Notices } from '../notifications/notifier';
import { notifyRelease } from './release-notices';

interface RunRow {
  run_id: number;
  exam_id: number;
  ran_at: Date;
  ran_by: string | null;
  candidates: number;
  distribution: Record<string, number>;
  published_at: Date | null;
  published_by: string | null;
  published: boolean;
}

const RUNS = `
select r.id as run_id, r.exam_id, r.ran_at, ru.display_name as ran_by, r.candidates, r.distribution,
       r.published_at, pu.display_name as published_by, coalesce(e.published_run_id = r.id, false) as published
  from grading_runs r
  join exams e on e.id = r.exam_id
  left join users ru on ru.id = r.ran_by
  left join users pu on pu.id = r.published_by`;

const toRun = (row: RunRow): AdminGradingRun => ({
  ...row,
  ran_at: row.ran_at.toISOString(),
  published_at: row.published_at?.toISOString() ?? null,
});

/** The exam's runs, newest first (404 for an unknown exam). */
export async function listRuns(q: Queryable, examId: number): Promise<AdminGradingRun[]> {
  const exam = await q.query('select 1 from exams where id = $1', [examId]);
  if (!exam.rows[0]) throw notFound();
  const { rows } = await q.query<RunRow>(`${RUNS} where r.exam_id = $1 order by r.id desc`, [examId]);
  return rows.map(toRun);
}

export async function gradingRun(q: Queryable, runId: number): Promise<AdminGradingRun> {
  const { rows } = await q.query<RunRow>(`${RUNS} where r.id = $1`, [runId]);
  if (!rows[0]) throw notFound();
  return toRun(rows[0]);
}

/** The latest run of each exam (for the exams list). */
export async function latestRuns(q: Queryable, examIds: number[]): Promise<Map<number, AdminGradingRun>> {
  const { rows } = await q.query<RunRow>(
    `${RUNS} where r.id in (select max(id) from grading_runs where exam_id = any($1::bigint[]) group by exam_id)`,
    [examIds],
  );
  return new Map(rows.map((row) => [row.exam_id, toRun(row)]));
}

/** Publishes inside the caller's transaction (the seed publishes its demo exams this way). */
export async function publishInTx(q: Queryable, actor: AuditActor, examId: number, runId: number): Promise<void> {
  // The same lock as a grading run and every change of marks: none can slip in between the check and the publish.
  const exam = await q.query<{ marks_version: number }>('select marks_version from exams where id = $1 for update', [
    examId,
  ]);
  if (!exam.rows[0]) throw notFound();
  const owned = await q.query<{ marks_version: number }>(
    'select marks_version from grading_runs where id = $1 and exam_id = $2',
    [runId, examId],
  );
  if (!owned.rows[0]) throw notFound();
  const latest = await q.query<{ id: number }>('select max(id) as id from grading_runs where exam_id = $1', [examId]);
  if (latest.rows[0].id !== runId) throw conflict('GRADING_RUN_NOT_LATEST');
  // Marks changed after the run: its totals no longer add up from the marks the reports show.
  if (owned.rows[0].marks_version !== exam.rows[0].marks_version) throw conflict('GRADING_RUN_STALE');
  await q.query(
    `update grading_runs set published_at = coalesce(published_at, now()), published_by = coalesce(published_by, $2)
      where id = $1`,
    [runId, actor.userId],
  );
  await q.query('update exams set published_run_id = $2 where id = $1', [examId, runId]);
  await writeAudit(q, actor, 'grading.publish', 'exam', examId, { run_id: runId });
}

/** Reports show the run from now on (once the cycle's release time has passed). */
export async function publishRun(
  db: Db,
  notices: Notices,
  actor: AuditActor,
  examId: number,
  runId: number,
): Promise<AdminGradingRun> {
  await db.tx(async (q) => {
    await publishInTx(q, actor, examId, runId);
    await notifyRelease(q, notices, examId, runId);
  });
  return gradingRun(db, runId);
}
