// The job queue of the app (app.jobs): its queues and workers are asked for while the app's plugins
// load and set up once the app is ready, so an app that fails to start leaves nothing running; it
// closes with the app, before the database. Every instance runs workers; pg-boss hands each job to one.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './job-queue';
import { startPgBossQueue } from './pg-boss-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The queue's schema: `pgboss`, or beside a server confined to its own schema, `<schema>_jobs`. */
async function jobsSchema(app: FastifyInstance): Promise<string> {
  const { rows } = await app.db.query<{ schema: string }>('select current_schema() as schema');
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

/** A JobQueue that takes queues and workers before it runs, and sets them up when started. */
function startsLater(start: () => Promise<JobQueue>) {
  let running: JobQueue | null = null;
  let closed = false;
  const pending: ((queue: JobQueue) => Promise<void>)[] = [];
  const jobs: JobQueue = {
    async createQueue(name, options) {
      if (running) return running.createQueue(name, options);
      pending.push((queue) => queue.createQueue(name, options));
    },
    async work(name, handler, options) {
      if (running) return running.work(name, handler, options);
      pending.push((queue) => queue.work(name, handler, options));
    },
    async schedule(name, cron, data, options) {
      if (running) return running.schedule(name, cron, data, options);
      pending.push((queue) => queue.schedule(name, cron, data, options));
    },
    async send(name, data, options) {
      if (!running) throw new Error('The job queue runs once the app is ready');
      return running.send(name, data, options);
    },
    async sendMany(name, list, options) {
      if (!running) throw new Error('The job queue runs once the app is ready');
      return running.sendMany(name, list, options);
    },
    wake: (name) => running?.wake(name),
    async close() {
      closed = true;
      await running?.close();
    },
  };
  return {
    jobs,
    async start() {
      if (closed || running) return;
      const queue = await start();
      running = queue;
      for (const setUp of pending.splice(0)) await setUp(queue);
    },
  };
}

async function jobsPlugin(app: FastifyInstance) {
  const queue = startsLater(async () =>
    startPgBossQueue(app.db, {
      schema: await jobsSchema(app),
      onError: (error) => app.log.warn({ err: error }, 'job queue upkeep failed'),
    }),
  );
  app.decorate('jobs', queue.jobs);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.jobs.close());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['context'] });
