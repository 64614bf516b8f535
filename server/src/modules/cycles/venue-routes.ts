import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, VenuesResponse } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { currentCycle } from './events';
import { listVenues } from './venues';

export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues',
    {
      config: { access: 'public' },
      schema: {
        tags: ['enrolment'],
        summary: 'Exam venues of the current cycle, sessions by date and seats left',
        response: { 200: VenuesResponse, 404: ErrorBody },
      },
    },
    async () => {
      const cycle = await currentCycle(app.db);
      if (!cycle) throw notFound();
      return listVenues(app.db, cycle.id);
    },
  );
};
