import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@mockexam/contracts';

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
      // A real round trip, so a load balancer takes an instance with a broken database out.
      await app.db.query('select 1');
      return { status: 'ok' as const, db: app.db.kind };
    },
  );
};
