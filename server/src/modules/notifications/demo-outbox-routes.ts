// GET /api/dev/notifications?address= : demo mode's outbox, every message (email and SMS, whatever its
// state) newest first, so a newcomer reads what the service sent and what waits for 08:00.
// Registered only in demo mode; absent (404) everywhere else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoOutbox, DemoOutboxQuery, type Notice } from '@mockexam/contracts';

const OUTBOX_SIZE = 100;

type NoticeRow = Omit<Notice, 'created_at' | 'sent_at' | 'next_attempt_at'> & {
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
};

export const demoOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/notifications',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the messages of the outbox (email and SMS), newest first, at most 100',
        querystring: DemoOutboxQuery,
        response: { 200: DemoOutbox },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<NoticeRow>(
        `select id, event, channel, address, locale, subject, body, state, attempts, last_error, order_id, school_id,
                user_id, resent_from, created_at, sent_at, next_attempt_at
           from notifications
          where ($1::text is null or address = $1)
          order by id desc limit ${OUTBOX_SIZE}`,
        [request.query.address || null],
      );
      return {
        items: rows.map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
          next_attempt_at: row.next_attempt_at.toISOString(),
        })),
      };
    },
  );
};
