import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, EventsResponse } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { currentCycle, cycleEvents } from './events';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Event dates of the current cycle (ISO instants; deadlines are Hong Kong time)',
        response: { 200: EventsResponse, 404: ErrorBody },
      },
    },
    async () => {
      const cycle = await currentCycle(app.db);
      if (!cycle) throw notFound();
      return cycleEvents(app.db, cycle);
    },
  );
};
