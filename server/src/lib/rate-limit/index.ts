import type { Db } from '../../db';
import { tooManyRequests } from '../app-error';
import type { MessageKey } from '@mockexam/contracts';
import { createDbRateLimiter } from './postgres';
import { createRedisRateLimiter } from './redis';
import type { RateLimiter, RateLimitRule } from './types';

export type { RateLimiter, RateLimitRule } from './types';

export function createRateLimiter(db: Db, redisUrl?: string): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createDbRateLimiter(db);
}

/** Throws 429 when the subject has already used up the rule's window. */
export async function assertUnderLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
  key: MessageKey = 'RATE_LIMITED',
) {
  const state = await limiter.peek(rule, subject);
  if (state.count >= rule.limit) throw tooManyRequests(state.retryAfterSeconds, key);
}

/** Counts one event and throws 429 when it goes over the rule's limit. */
export async function consumeLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
  key: MessageKey = 'RATE_LIMITED',
) {
  const state = await limiter.hit(rule, subject);
  if (state.count > rule.limit) throw tooManyRequests(state.retryAfterSeconds, key);
}

/** The limits of the product, in one place. */
export const RATE_LIMITS = {
  /** Wrong old passwords per account when changing the password (logins: modules/accounts/throttle.ts). */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  /** SMS codes sent per phone number and per client address per day. */
  smsPhoneDaily: { name: 'sms-phone', limit: 10, windowSeconds: 24 * 60 * 60 },
  smsAddressDaily: { name: 'sms-address', limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Code checks per client address per hour (per-code tries are capped at 5 separately). */
  smsVerifyAddress: { name: 'sms-verify-address', limit: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
