import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@mockexam/contracts';
import { pingDatabase } from './queries';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: ErrorBody },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, db: app.db.kind };
    },
  );
};
