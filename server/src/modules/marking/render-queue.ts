// Marked pages follow the marking: whenever an item's final mark (or the marks and annotations behind
// it) changes, a job draws the candidate's pages of that paper again, in the change's transaction so a
// rolled-back change draws nothing. The worker is in render-marked-pages.ts.
import type { Queryable } from '../../db';
import type { JobQueue } from '../../lib/jobs';

export const MARKED_PAGES_QUEUE = 'marking-render-pages';

export interface MarkedPagesJob {
  candidate_id: number;
  exam_paper_id: number;
}

/**
 * Queues the drawing of one candidate's marked pages of a paper. Not a singleton: a change made while a
 * drawing runs needs its own; the worker skips a page whose marks are what it last drew.
 */
export async function queueMarkedPages(jobs: JobQueue, q: Queryable, job: MarkedPagesJob): Promise<void> {
  await jobs.send(MARKED_PAGES_QUEUE, job, { db: q });
}
