// GET /api/admin/venues and /api/admin/postage_methods: the set-up screens read these, never the public lists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPostageMethodsResponse, AdminVenuesQuery, AdminVenuesResponse, ErrorBody } from '@mockexam/contracts';
import { assertCycleExists } from './setup-queries';
import { currentCycle } from './events';
import { adminPostageMethods, adminVenues } from './staff-lists';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/venues',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every venue with its active flag and its sessions in a cycle (default: the current one)',
        querystring: AdminVenuesQuery,
        response: { 200: AdminVenuesResponse, ...errors },
      },
    },
    async (request) => {
      const asked = request.query.cycle_id;
      if (asked !== undefined) {
        await assertCycleExists(app.db, asked);
        return adminVenues(app.db, asked);
      }
      return adminVenues(app.db, (await currentCycle(app.db))?.id ?? null);
    },
  );

  app.get(
    '/admin/postage_methods',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every postage method with its active flag',
        response: { 200: AdminPostageMethodsResponse, ...errors },
      },
    },
    async () => adminPostageMethods(app.db),
  );
};
