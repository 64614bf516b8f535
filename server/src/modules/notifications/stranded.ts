// Messages whose job is gone: the queue gave up on it (its retries spent while the database was away) or
// lost it, and the message stayed queued, or 'sending' after its instance died. The minute's sweep gives
// each such message a new job; the row still decides, so a message whose job is only late is sent once.
import type { Db } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import { NOTICES_QUEUE, noticeJobs } from './notifier';
import { SEND_TIMEOUT_SECONDS } from './send-worker';

/** How long past its time a message waits before it counts as stranded: far beyond any queue's delay. */
export const STRANDED_AFTER_SECONDS = 15 * 60;

/** Messages given a new job in one sweep: a long outage's backlog is taken over a few minutes. */
const SWEEP_LIMIT = 2000;

/** Gives each stranded message a new job; answers how many. */
export async function requeueStranded(db: Db, jobs: JobQueue): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select id from notifications
      where (state = 'queued' and next_attempt_at < now() - make_interval(secs => $1))
         or (state = 'sending' and updated_at < now() - make_interval(secs => $1 + $2))
      order by next_attempt_at, id
      limit $3`,
    [STRANDED_AFTER_SECONDS, SEND_TIMEOUT_SECONDS, SWEEP_LIMIT],
  );
  if (rows.length === 0) return 0;
  const now = new Date();
  await jobs.sendMany(NOTICES_QUEUE, noticeJobs(rows.map((row) => ({ id: Number(row.id), due: now }))));
  return rows.length;
}
