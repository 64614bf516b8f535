// The language a user last used: the messages we send them (SMS, email) follow it. Read from the
// X-Locale the client sends with every call; written when they register, log in or open the site
// signed in (session resume), and only when it changed, so a steady user costs no write.
import type { Locale } from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';

/** The language the client says it shows, or null when it does not say (a script, an old client). */
export function statedLocale(request: FastifyRequest): Locale | null {
  const stated = request.headers['x-locale'];
  return stated === 'en' || stated === 'zh-hk' ? stated : null;
}

/** Remembers the user's language when the request states one that differs from the stored one. */
export async function rememberLocale(q: Queryable, userId: number | null, request: FastifyRequest): Promise<void> {
  const locale = statedLocale(request);
  if (userId === null || locale === null) return;
  await q.query('update users set locale = $2 where id = $1 and locale is distinct from $2', [userId, locale]);
}
