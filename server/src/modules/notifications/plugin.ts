// Notifications in the app: app.notices writes messages in a caller's transaction; the queue's
// workers (every instance runs them) send them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotifier, NOTICES_QUEUE, type Notifier } from './notifier';
import { registerReminders } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notifier;
  }
}

async function notificationsPlugin(app: FastifyInstance) {
  app.decorate('notices', createNotifier({ jobs: app.jobs, baseUrl: app.config.publicUrl }));
  await app.jobs.createQueue(NOTICES_QUEUE);
  await registerReminders(app);
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['context', 'jobs'] });
