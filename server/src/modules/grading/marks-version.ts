// The exam's marks version: every change of marks (or of how marks score) increases it, in the
// change's transaction and under the exam's row lock the caller holds; a grading run records the
// version it graded, and only a run of the current version can be published (runs.ts).
import type { Queryable } from '../../db';
import { withdrawReleaseNotices } from './release-notices';

/**
 * Marks changed: the next version, and the exam unpublished (reports read per-question marks live
 * beside the published run's totals, which no longer add up from them), with its release messages still
 * held withdrawn. The caller holds `select ... from exams ... for update`.
 */
export async function marksChanged(q: Queryable, examId: number): Promise<void> {
  // `was` is the row before the update: one statement whether or not the exam was published.
  const { rows } = await q.query<{ was_published: boolean }>(
    `update exams e set marks_version = e.marks_version + 1, published_run_id = null
       from exams was
      where e.id = $1 and was.id = e.id
      returning was.published_run_id is not null as was_published`,
    [examId],
  );
  if (rows[0]?.was_published) await withdrawReleaseNotices(q, examId);
}
