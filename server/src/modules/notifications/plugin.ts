// Notifications in the app: app.notices writes messages in a caller's transaction; the queue's
// workers (every instance runs them) send them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotifier, NOTICES_QUEUE, type Notices } from './notifier';
import { createEmailChannel } from './email-channel';
import { createSendWorker, SEND_TIMEOUT_SECONDS, type SendOutcome } from './send-worker';
import { createSmsChannel } from './sms-channel';
import { registerReminders } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
    /** Runs the send of one message now (what a queue's job does); tests call it directly. */
    noticeSender: { sendNotice(id: number): Promise<SendOutcome> };
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
  app.decorate('noticeSender', { sendNotice: worker.sendNotice });
  if (app.config.noticeWorkers > 0) {
    // Two workers per instance, each taking up to NOTICE_WORKERS messages in one look at the queue and
    // sending them at once: a look reads every waiting job, so one look per message would bound the rate.
    await app.jobs.work<{ id?: unknown }>(NOTICES_QUEUE, (data) => worker.handle(data), {
      concurrency: 2,
      batchSize: app.config.noticeWorkers,
    });
  }
  app.addHook('onClose', () => email.close?.());
  await registerReminders(app);
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['context', 'jobs'] });
