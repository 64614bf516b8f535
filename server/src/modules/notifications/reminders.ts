// Scheduled reminders through the job queue's schedules, in Hong Kong time: every minute the orders and
// school registrations whose time is near get their reminder (reminder-queries.ts says which), and at
// 08:00 each staff administrator gets the day's summary. A schedule sends one job per time however many
// instances run; the sweep is safe to run twice anyway (a job handed on twice, a slow run overlapping
// the next minute's on another instance): each message has a dedupe key, so it is written once. The
// minute's run also gives a new job to any message whose job is gone (stranded.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import { HK_TZ } from '../../lib/time';
import { NOTICES_QUEUE, type Notifier } from './notifier';
import { requeueStranded } from './stranded';
import { dueReminders, dueSummaries, type DueNotice } from './reminder-queries';

export const REMINDERS_QUEUE = 'notice-reminders';
export const REMINDERS_CRON = '* * * * *';
export const DAILY_SUMMARY_QUEUE = 'notice-daily-summary';
export const DAILY_SUMMARY_CRON = '0 8 * * *';

export interface ReminderDeps {
  db: Db;
  notices: Notifier;
  jobs: JobQueue;
}

/** Writes each reader's messages in a transaction of its own; answers how many messages were written. */
async function writeEach(deps: ReminderDeps, due: DueNotice[]): Promise<number> {
  let written = 0;
  // One reader per transaction: a run cut off keeps what it wrote (the next run writes the rest), and two
  // instances writing the same keys in the same order never wait on each other in a cycle.
  for (const notice of due) written += (await deps.db.tx((q) => deps.notices.notify(q, notice))).length;
  if (written > 0) deps.jobs.wake(NOTICES_QUEUE);
  return written;
}

/** The minute's reminders: FPS orders about to expire, bank orders due within a day, school deadlines. */
export async function sweepReminders(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  return writeEach(deps, await dueReminders(deps.db, now));
}

/** The day's summary to each staff administrator: receipts waiting and messages that failed. */
export async function sendDailySummary(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  return writeEach(deps, await dueSummaries(deps.db, now));
}

/**
 * Creates the queues on every instance; schedules and runs them where the timed sweeps are on
 * (EXPIRY_SWEEP_SECONDS > 0; tests turn them off and call the sweeps with a time of their choosing).
 */
export async function registerReminders(app: FastifyInstance): Promise<void> {
  // A missed minute is caught by the next one; retrying an old run would only repeat it.
  await app.jobs.createQueue(REMINDERS_QUEUE, { retryLimit: 0, expireInSeconds: 10 * 60 });
  await app.jobs.createQueue(DAILY_SUMMARY_QUEUE, { retryLimit: 3, expireInSeconds: 10 * 60 });
  if (app.config.expirySweepSeconds <= 0) return;
  await app.jobs.schedule(REMINDERS_QUEUE, REMINDERS_CRON, {}, { tz: HK_TZ });
  await app.jobs.schedule(DAILY_SUMMARY_QUEUE, DAILY_SUMMARY_CRON, {}, { tz: HK_TZ });
  await app.jobs.work(REMINDERS_QUEUE, async () => {
    const written = await sweepReminders(app);
    if (written > 0) app.log.info({ count: written }, 'reminders written');
    const stranded = await requeueStranded(app.db, app.jobs);
    if (stranded > 0) app.log.warn({ count: stranded }, 'messages without a job given a new one');
  });
  await app.jobs.work(DAILY_SUMMARY_QUEUE, async () => {
    await sendDailySummary(app);
  });
}
