// Starts the job queue with the app (app.jobs) and closes it when the app closes, before the database.
// Every instance runs workers; pg-boss hands each job to one of them.
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

async function jobsPlugin(app: FastifyInstance) {
  const jobs = await startPgBossQueue(app.db, {
    schema: await jobsSchema(app),
    onError: (error) => app.log.warn({ err: error }, 'job queue upkeep failed'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.close());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['context'] });
