// The exam's marks version: every change of marks (or of how marks score) increases it, in the
// change's transaction and under the exam's row lock the caller holds; a grading run records the
// version it graded, and only a run of the current version can be published (runs.ts).
import type { Queryable } from '../../db';

/**
 * Marks changed: the next version, and the exam unpublished (reports read per-question marks live
 * beside the published run's totals, which no longer add up from them). The caller holds
 * `select ... from exams ... for update`.
 */
export async function marksChanged(q: Queryable, examId: number): Promise<void> {
  await q.query('update exams set marks_version = marks_version + 1, published_run_id = null where id = $1', [examId]);
}
