// GET /api/dev/sms-outbox?phone= : what the console provider "sent", newest first.
// Registered only in demo mode with the console provider; absent (404) everywhere else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SmsOutboxQuery, SmsOutboxResponse } from '@mockexam/contracts';
import { consoleOutbox } from './outbox';

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
      return (await consoleOutbox(app.db, request.query.phone ?? null)).map((row) => ({
        phone: row.phone,
        purpose: row.purpose,
        code: row.code,
        text: row.body,
        sent_at: row.sent_at.toISOString(),
      }));
    },
  );
};
