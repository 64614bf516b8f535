// GET /api/site (the facts every public page shows) and PUT /api/admin/settings/contact (staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminWriteResponse, ContactSettingsUpdate, ErrorBody, SiteResponse } from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import { saveContactSettings, siteFacts } from './service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: "The current cycle's dates and the contact details, as the public pages show them",
        response: { 200: SiteResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return siteFacts(app.db);
    },
  );

  app.put(
    '/admin/settings/contact',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'The phone, email, address, office hours and social media page shown on the public pages',
        body: ContactSettingsUpdate,
        response: { 200: AdminWriteResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await saveContactSettings(q, staffActor(request), request.body);
        return { success: true as const, id: 'contact' };
      }),
  );
};
