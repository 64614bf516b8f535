// GET /api/site (the facts every public page shows) and PUT /api/admin/settings/contact (staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminWriteResponse, ContactSettingsUpdate, ErrorBody, SiteResponse } from '@mockexam/contracts';
import { staffActor, writeAudit } from '../../lib/audit';
import { siteFacts } from './service';

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
        const actor = staffActor(request);
        await q.query(
          `insert into settings (key, value, updated_at, updated_by) values ('contact', $1, now(), $2)
           on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
          [JSON.stringify(request.body), actor.userId],
        );
        await writeAudit(q, actor, 'settings.contact_updated', 'settings', 'contact', request.body);
        return { success: true as const, id: 'contact' };
      }),
  );
};
