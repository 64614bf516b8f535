// Fixed-window counters shared by every server instance (PostgreSQL, or Redis with REDIS_URL).

export interface RateLimitRule {
  /** Counter name, e.g. 'login-account'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one event and returns the count in the current window. */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  /** The count in the current window, without counting. */
  peek(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  close(): Promise<void>;
}

export function windowOf(rule: RateLimitRule, now = Date.now()): { start: number; end: number } {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, end: start + size };
}

export function retryAfter(end: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((end - now) / 1000));
}
