// The one interface of background work: a job is a row written in the same transaction as the change
// that causes it (a rolled-back change leaves no job), taken by one worker of any instance, retried
// with back-off when its handler throws, and given up after its last try (state 'failed', kept for
// staff to read). Handlers must be safe to run again: a crash after some of the work is retried whole.
import type { Queryable } from '../../db';

export interface QueueOptions {
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled for each further one (default 10). */
  retryDelaySeconds?: number;
  /** How long one run may take before it is counted as failed and retried (default 15 minutes). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** The transaction of the change that causes the job: the job exists only if it commits. */
  db?: Queryable;
  /** A job with this key is sent only once while one is waiting or running (duplicate sends are dropped). */
  singletonKey?: string;
  /** Not run before this time (a retry's back-off, a message held through quiet hours). */
  startAfter?: Date;
}

export interface WorkOptions {
  /** How many jobs of this queue one instance runs at once (default 1). */
  concurrency?: number;
  /** Seconds between looks for new work when the queue was empty (default 2). */
  pollingSeconds?: number;
  /**
   * Jobs each worker takes in one look (default 1). They run at once, and each is completed or failed on
   * its own. A look reads the queue's waiting jobs: a busy queue of short jobs takes many at a time.
   */
  batchSize?: number;
}

export interface ScheduleOptions {
  /** The time zone the cron is read in (default UTC); the product's is Asia/Hong_Kong. */
  tz?: string;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  /** Makes the queue ready for sends; called once per queue at start (more calls change nothing). */
  createQueue(queue: string, options?: QueueOptions): Promise<void>;
  /** Writes a job; answers its id (null when a singleton was already waiting). */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Writes many jobs in one statement (no singletons): a notice to a whole cohort is one insert, not thousands. */
  sendMany<T extends object>(
    queue: string,
    jobs: readonly { data: T; startAfter?: Date }[],
    options?: Pick<SendOptions, 'db'>,
  ): Promise<void>;
  /**
   * Has this instance's idle workers of the queue look for jobs now, not at their next poll: called
   * after the transaction that sent jobs committed (other instances find them at their next poll).
   */
  wake(queue: string): void;
  /**
   * Sends `data` to the queue at each time of `cron` (five fields, minute first), once per time however
   * many instances run (the schedule is one row per queue: calling again replaces it). The queue must
   * have been created. A job may still, rarely, run twice (a crash while it was being handed on): its
   * handler must be safe to run again, as every handler must.
   */
  schedule<T extends object>(queue: string, cron: string, data: T, options?: ScheduleOptions): Promise<void>;
  /** Runs `handler` for the queue's jobs on this instance until the queue is closed. */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Finishes the running jobs (waiting up to a timeout), then takes no more. */
  close(): Promise<void>;
}
