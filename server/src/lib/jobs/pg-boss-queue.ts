// The job queue on pg-boss 10 (a kept PostgreSQL job library; 11 and later need Node 22), running over
// the server's own Db rather than a pool of its own: on PostgreSQL that is the server's pool; on PGlite
// the server's one connection, which pg-boss can share because every statement it sends is a single
// call (its schema changes are one BEGIN..COMMIT text, run whole by PGlite's exec) and taking a job is
// one `for update skip locked` statement. Jobs live in their own schema beside the product's tables.
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db';
import type { JobHandler, JobQueue, QueueOptions, ScheduleOptions, SendOptions, WorkOptions } from './job-queue';

interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** pg-boss's statements through one of the server's Queryables. */
function executor(db: Queryable): Executor {
  return {
    async executeSql(text, values) {
      // pg-boss's schema changes are several statements in one text (BEGIN .. COMMIT): exec runs them
      // whole (PGlite's query takes one statement; pg answers such a text with a list of results).
      if (!values?.length && /;\s*\S/.test(text.trim().replace(/;\s*$/, ''))) {
        await db.exec(text);
        return { rows: [], rowCount: 0 };
      }
      return db.query(text, values);
    },
  };
}

export interface PgBossQueueOptions {
  /** The schema of the queue's tables (default pgboss). */
  schema?: string;
  /** Called with errors of pg-boss's own upkeep (the caller logs them). */
  onError?: (error: unknown) => void;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 15 * 60 };

export async function startPgBossQueue(db: Db, options: PgBossQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executor(db),
    schema: options.schema ?? 'pgboss',
    // Schedules: every instance looks at them, but pg-boss lets one look per interval through a
    // timestamp row every instance updates with a condition, and hands each time of a cron on as a
    // singleton job per queue and minute: one job per time however many instances run. A look covers
    // the minute before it, so looks come at most 15 s and, between instances' timers, under 60 s apart
    // (its 30 s default could leave a gap past a minute and miss a daily time).
    schedule: true,
    cronMonitorIntervalSeconds: 15,
    // Supervision (expiry, archive) runs in one instance at a time.
    supervise: true,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const created = new Set<string>();
  const workers = new Map<string, string[]>();
  let closing = false;

  return {
    async createQueue(queue: string, queueOptions: QueueOptions = {}) {
      if (created.has(queue)) return;
      const settings = { ...DEFAULTS, ...queueOptions };
      const definition = {
        name: queue,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds,
      };
      // Several instances start together: creating a queue that another has just created is no error.
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, definition);
      else
        await boss.createQueue(queue, definition).catch(async (error) => {
          if (!(await boss.getQueue(queue))) throw error;
        });
      created.add(queue);
    },
    async send(queue, data, sendOptions: SendOptions = {}) {
      return boss.send(queue, data, {
        ...(sendOptions.db ? { db: executor(sendOptions.db) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async schedule(queue, cron, data, scheduleOptions: ScheduleOptions = {}) {
      await boss.schedule(queue, cron, data, { tz: scheduleOptions.tz ?? 'UTC' });
    },
    async sendMany(queue, jobs, sendOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: queue,
          data: job.data,
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        })),
        sendOptions.db ? { db: executor(sendOptions.db) } : {},
      );
    },
    async work<T extends object>(queue: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      const concurrency = Math.max(1, workOptions.concurrency ?? 1);
      for (let i = 0; i < concurrency; i += 1) {
        if (closing) return;
        let workerId = '';
        const run = async (jobs: PgBoss.JobWithMetadata<T>[]) => {
          try {
            if (jobs.length === 1) {
              await handler(jobs[0].data, { id: jobs[0].id, retryCount: jobs[0].retryCount });
              return;
            }
            // A batch: each job fails on its own (retried by its queue's rules); pg-boss completes the
            // rest when this returns (it completes only jobs still active).
            const results = await Promise.allSettled(
              jobs.map((job) => handler(job.data, { id: job.id, retryCount: job.retryCount })),
            );
            for (const [i, result] of results.entries()) {
              if (result.status === 'fulfilled') continue;
              const reason = result.reason as Error | undefined;
              await boss.fail(queue, jobs[i].id, { message: String(reason?.message ?? reason) });
            }
          } finally {
            // A worker that just finished a job looks for the next one at once: pg-boss would otherwise
            // wait out the rest of the polling interval after every job shorter than it.
            boss.notifyWorker(workerId);
          }
        };
        workerId = await boss.work<T>(
          queue,
          {
            batchSize: Math.max(1, workOptions.batchSize ?? 1),
            includeMetadata: true,
            pollingIntervalSeconds: workOptions.pollingSeconds ?? 2,
          },
          run,
        );
        workers.set(queue, [...(workers.get(queue) ?? []), workerId]);
      }
    },
    wake(queue) {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    async close() {
      closing = true;
      // Graceful: running jobs finish (up to 30 s); a job cut off later is retried after it expires.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
    },
  };
}
