// GET /api/dev/sms-outbox?phone= : what the console provider "sent", newest first.
// Registered only in demo mode with the console provider; absent (404) everywhere else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SmsOutboxQuery, SmsOutboxResponse, type SmsPurpose } from '@mockexam/contracts';

export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/sms-outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development only: messages of the console SMS provider, newest first',
        querystring: SmsOutboxQuery,
        response: { 200: SmsOutboxResponse },
      },
    },
    async (request) => {
      const phone = request.query.phone ?? null;
      const { rows } = await app.db.query<{
        phone: string;
        purpose: SmsPurpose;
        code: string;
        body: string;
        sent_at: Date;
      }>(
        `select phone, purpose, code, body, sent_at from sms_messages
          where provider = 'console' and code is not null and ($1::text is null or phone = $1)
          order by id desc limit 50`,
        [phone],
      );
      return rows.map((row) => ({
        phone: row.phone,
        purpose: row.purpose,
        code: row.code,
        text: row.body,
        sent_at: row.sent_at.toISOString(),
      }));
    },
  );
};
