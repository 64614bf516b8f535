// The language a user last used: the messages we send them (SMS, email) follow it. Read from the
// X-Locale the client sends with every call; written when they register or log in, and on any signed-in
// call that states another language than the one stored (switching language mid-visit counts at the
// next call, before that call writes any message), so a steady user costs no write.
import type { Locale } from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import type { AuthContext } from './principal';

/** The language the client says it shows, or null when it does not say (a script, an old client). */
export function statedLocale(request: FastifyRequest): Locale | null {
  const stated = request.headers['x-locale'];
  return stated === 'en' || stated === 'zh-hk' ? stated : null;
}

/** Remembers the user's language when the request states one that differs from the stored one. */
export async function rememberLocale(q: Queryable, userId: number | null, request: FastifyRequest): Promise<void> {
  const locale = statedLocale(request);
  if (userId === null || locale === null) return;
  await storeLocale(q, userId, locale);
}

/** Stores the user's language; a write only when it differs. */
function storeLocale(q: Queryable, userId: number, locale: Locale) {
  return q.query('update users set locale = $2 where id = $1 and locale is distinct from $2', [userId, locale]);
}

/**
 * Follows a signed-in user's language: stores the request's stated one when it differs from the one
 * `auth` last saw (the session cache keeps `auth`, so the next call compares without the database).
 */
export async function followLocale(q: Queryable, auth: AuthContext, request: FastifyRequest): Promise<void> {
  const locale = statedLocale(request);
  if (auth.userId === null || locale === null || auth.locale === locale) return;
  await storeLocale(q, auth.userId, locale);
  auth.locale = locale;
}
