// A reader's own messages and their reminder switches. Candidates (individual, and school candidates with an
// account) and teachers call them; staff and markers read messages in the back office instead. Messages
// belong to an account (users.id), so a session without one (a school candidate signed in with number and
// name) has none to read and no switches to set.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, MyNoticeList, MyNoticeListQuery, NoticePreferences } from '@mockexam/contracts';
import type { AuthContext } from '../accounts/principal';
import { notFound, unauthenticated } from '../../lib/app-error';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const readers = { access: ['candidate', 'school_candidate', 'school'] as const };

interface MyNoticeRow {
  id: number | string;
  event: string;
  channel: string;
  address: string;
  subject: string | null;
  body: string;
  state: string;
  created_at: Date;
  sent_at: Date | null;
}

/** The caller's account, which messages and switches belong to; 404 for a session without one. */
function ownUserId(auth: AuthContext | null): number {
  if (!auth) throw unauthenticated();
  if (!auth.userId) throw notFound();
  return auth.userId;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const notificationAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/notifications',
    {
      config: readers,
      schema: {
        tags: ['notifications'],
        summary: 'The messages sent to me, newest first',
        querystring: MyNoticeListQuery,
        response: { 200: MyNoticeList, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      if (!auth.userId) return { items: [] };
      const { rows } = await app.db.query<MyNoticeRow>(
        `select id, event, channel, address, subject, body, state, created_at, sent_at
           from notifications where user_id = $1
          order by id desc limit $2`,
        [auth.userId, request.query.limit],
      );
      return {
        items: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          created_at: iso(row.created_at),
          sent_at: row.sent_at ? iso(row.sent_at) : null,
        })) as MyNoticeList['items'],
      };
    },
  );

  app.get(
    '/account/notification-preferences',
    {
      config: readers,
      schema: {
        tags: ['notifications'],
        summary: 'Whether I receive reminders by email and by SMS',
        response: { 200: NoticePreferences, ...errors },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<NoticePreferences>(
        'select email_reminders, sms_reminders from users where id = $1',
        [ownUserId(request.auth)],
      );
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  );

  app.put(
    '/account/notification-preferences',
    {
      config: readers,
      schema: {
        tags: ['notifications'],
        summary: 'Switch my email and SMS reminders on or off (payment and result notices are always sent)',
        body: NoticePreferences,
        response: { 200: NoticePreferences, ...errors },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<NoticePreferences>(
        `update users set email_reminders = $2, sms_reminders = $3, updated_at = now()
          where id = $1 returning email_reminders, sms_reminders`,
        [ownUserId(request.auth), request.body.email_reminders, request.body.sms_reminders],
      );
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  );
};
