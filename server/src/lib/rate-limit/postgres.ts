// Rate-limit counters in the rate_limit_counters table: one upsert per event.
import type { Db } from '../../db';
import { retryAfter, windowOf, type RateLimiter, type RateLimitRule } from './types';

export function createDbRateLimiter(db: Db): RateLimiter {
  let hits = 0;
  return {
    async hit(rule: RateLimitRule, subject: string) {
      const { start, end } = windowOf(rule);
      const { rows } = await db.query<{ count: number }>(
        `insert into rate_limit_counters (key, window_start, count, expires_at) values ($1, $2, 1, $3)
         on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
         returning count`,
        [`${rule.name}:${subject}`, new Date(start), new Date(end)],
      );
      // Old windows are garbage; sweep them now and then rather than on every hit.
      if (++hits % 200 === 0) await db.query('delete from rate_limit_counters where expires_at < now()');
      return { count: rows[0].count, retryAfterSeconds: retryAfter(end) };
    },
    async peek(rule: RateLimitRule, subject: string) {
      const { start, end } = windowOf(rule);
      const { rows } = await db.query<{ count: number }>(
        'select count from rate_limit_counters where key = $1 and window_start = $2',
        [`${rule.name}:${subject}`, new Date(start)],
      );
      return { count: rows[0]?.count ?? 0, retryAfterSeconds: retryAfter(end) };
    },
    async close() {},
  };
}
