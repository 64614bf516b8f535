// Notifications in the app: app.notices writes messages in a caller's transaction; the queue's
// workers (every instance runs them) send them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotifier, NOTICES_PER_JOB, NOTICES_QUEUE, type NoticeJob, type Notices } from './notifier';
import { createEmailChannel } from './email-channel';
import { createSendWorker, SEND_TIMEOUT_SECONDS, type SendOutcome } from './send-worker';
import { createSmsChannel } from './sms-channel';
import { registerReminders } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
    /** Runs the send of messages now (what a queue's job does); tests call it directly. */
    noticeSender: {
      sendNotice(id: number): Promise<SendOutcome>;
      sendNotices(ids: readonly number[]): Promise<Map<number, SendOutcome>>;
    };
  }
}

async function notificationsPlugin(app: FastifyInstance) {
  app.decorate('notices', createNotifier({ jobs: app.jobs, baseUrl: app.config.publicUrl }));
  // A job whose instance died mid-send expires after the send timeout and runs again; by then the
  // message counts as abandoned and is taken again. A job that throws (the database lost) is retried.
  await app.jobs.createQueue(NOTICES_QUEUE, { expireInSeconds: SEND_TIMEOUT_SECONDS, retryLimit: 5 });
  const email = createEmailChannel(app.config);
  const worker = createSendWorker({
    db: app.db,
    jobs: app.jobs,
    channels: { email, sms: createSmsChannel(app.sms) },
    log: app.log,
  });
  app.decorate('noticeSender', { sendNotice: worker.sendNotice, sendNotices: worker.sendNotices });
  if (app.config.noticeWorkers > 0) {
    // Two workers per instance, each taking enough jobs in one look at the queue to send about
    // NOTICE_WORKERS messages at once: a look reads every waiting job, so small looks would bound the rate.
    // Messages are written in other instances' transactions, which cannot wake these workers: they look
    // every half second (pg-boss's shortest), so a message waits for the queue half a second at most.
    await app.jobs.work<NoticeJob>(NOTICES_QUEUE, (data) => worker.handle(data), {
      concurrency: 2,
      batchSize: Math.ceil(app.config.noticeWorkers / NOTICES_PER_JOB),
      pollingSeconds: 0.5,
    });
  }
  app.addHook('onClose', () => email.close?.());
  await registerReminders(app);
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['context', 'jobs'] });
