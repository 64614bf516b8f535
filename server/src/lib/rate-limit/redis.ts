// Rate-limit counters in Redis: INCR on a per-window key that expires with the window.
import { Redis } from 'ioredis';
import { retryAfter, windowOf, type RateLimiter, type RateLimitRule } from './types';

export function createRedisRateLimiter(url: string, prefix = 'mockexam:rl:'): RateLimiter {
  // lazyConnect: an app that is built but never used (or fails to start) opens no connection.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  const keyOf = (rule: RateLimitRule, subject: string, start: number) => `${prefix}${rule.name}:${subject}:${start}`;
  return {
    async hit(rule, subject) {
      const { start, end } = windowOf(rule);
      const key = keyOf(rule, subject, start);
      const results = await redis
        .multi()
        .incr(key)
        .pexpireat(key, end + 1000)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      return { count, retryAfterSeconds: retryAfter(end) };
    },
    async peek(rule, subject) {
      const { start, end } = windowOf(rule);
      const value = await redis.get(keyOf(rule, subject, start));
      return { count: Number(value ?? 0), retryAfterSeconds: retryAfter(end) };
    },
    async close() {
      if (redis.status === 'wait' || redis.status === 'end') {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
