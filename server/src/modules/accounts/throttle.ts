// Login throttling for both login kinds (password; candidate number + name). Only wrong credentials
// (401) count; refused attempts and successes never do.
//
// - Consecutive failures per (login key, client address) slow down exponentially and reset on success.
// - A login key takes at most LIMITS.perKeyPerHour wrong guesses from all addresses together.
// - Per-address failures are capped separately for each kind, generously (a school's computer room).
// - A browser with a valid device cookie for the login key (device-cookie.ts) is not refused by
//   strangers' failures: the key's cap and the address cap do not apply to it; its own counters do.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CounterStore } from '../../lib/rate-limit/flexible';
import { loginKeyHash } from './device-cookie';

export type LoginKind = 'password' | 'candidate';

export const LIMITS = {
  /** Consecutive failures before the first wait; then 1 s, 2 s, 4 s ... */
  slowAfter: 3,
  /** The longest wait between two tries (the hourly cap bounds guessing long before it matters). */
  maxWaitSeconds: 15 * 60,
  /** A streak of failures is forgotten a day after it began (and at once on success). */
  streakSeconds: 24 * 60 * 60,
  /**
   * Wrong guesses per account or candidate number per hour, from every address together: rolling,
   * so no hour ever holds more (at most 720 a day against 960 of the old clock windows).
   */
  perKeyPerHour: 30,
  /** Wrong guesses per device cookie per hour; past it the cookie is no longer trusted. */
  perDevicePerHour: 10,
  /**
   * Failures per client address per 15 minutes, per login kind: a computer room of about 40 students
   * behind one address, each mistyping a few times at the start of a session, makes up to ~120-160;
   * 200 leaves room for that while still stopping one address from spraying guesses over many
   * numbers (the per-key cap stops it on any one). Operators may set it (LOGIN_FAILURES_PER_ADDRESS).
   */
  perAddressPer15Min: 200,
} as const;

export class LoginThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login throttled');
    this.name = 'LoginThrottled';
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** A consume that went over the limit rejects with the result itself; both come back as results. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/** Milliseconds until the counter lets another failure through, or 0 when it does now. */
async function waitOf(limiter: RateLimiterAbstract, key: string, limit: number): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= limit ? Math.max(state.msBeforeNext, 1000) : 0;
}

export interface LoginAttempt {
  kind: LoginKind;
  /** realm:username (lower case) or candidate:number. */
  loginKey: string;
  ip: string;
  /** Nonce of a valid device cookie for this login key, or null. */
  deviceNonce: string | null;
}

export function createLoginThrottle(store: CounterStore, options: { perAddress?: number } = {}) {
  const perAddress = options.perAddress ?? LIMITS.perAddressPer15Min;
  const hour = 60 * 60;
  const streak = store.counter({ name: 'login-streak', points: 1_000_000, duration: LIMITS.streakSeconds });
  // A blocked key reads as points + 1 consumed until its block ends.
  const slow = store.counter({ name: 'login-slow', points: 1, duration: LIMITS.maxWaitSeconds });
  const perKey = store.counter({ name: 'login-key', points: LIMITS.perKeyPerHour, duration: hour, rolling: true });
  const perDevice = store.counter({
    name: 'login-device',
    points: LIMITS.perDevicePerHour,
    duration: hour,
    rolling: true,
  });
  const address: Record<LoginKind, RateLimiterAbstract> = {
    password: store.counter({ name: 'login-address-password', points: perAddress, duration: 15 * 60 }),
    candidate: store.counter({ name: 'login-address-candidate', points: perAddress, duration: 15 * 60 }),
  };
  let failures = 0;

  /** Runs `attempt` unless the throttle refuses it (LoginThrottled); counts it when it throws a 401. */
  async function guard<T>(input: LoginAttempt, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean) {
    const key = loginKeyHash(input.loginKey);
    const deviceFailures = input.deviceNonce ? await perDevice.get(input.deviceNonce) : null;
    const trusted = input.deviceNonce !== null && (deviceFailures?.consumedPoints ?? 0) < LIMITS.perDevicePerHour;
    const streakKey = trusted ? `device:${input.deviceNonce}` : hash(`${key}|${input.ip}`);

    // Counters that may refuse this attempt, and those that only count its failure.
    const checked: [RateLimiterAbstract, string, number][] = trusted
      ? [[perDevice, input.deviceNonce as string, LIMITS.perDevicePerHour]]
      : [
          [perKey, key, LIMITS.perKeyPerHour],
          [address[input.kind], input.ip, perAddress],
        ];
    const counted: [RateLimiterAbstract, string][] = trusted
      ? [
          [perKey, key],
          [address[input.kind], input.ip],
        ]
      : [];

    const waits = await Promise.all([
      waitOf(slow, streakKey, 2),
      ...checked.map(([limiter, subject, limit]) => waitOf(limiter, subject, limit)),
    ]);
    const refuse = Math.max(...waits);
    if (refuse > 0) throw new LoginThrottled(refuse / 1000);

    // Hold one point on every counter that may refuse while the credentials are checked, so concurrent
    // guesses cannot all pass the check above; given back unless the attempt is a failure (a rolling
    // counter's window is renewed by the hold either way).
    const held: [RateLimiterAbstract, string][] = [];
    const giveBack = () => Promise.all(held.map(([limiter, subject]) => limiter.reward(subject)));
    let over = 0;
    for (const [limiter, subject, limit] of checked) {
      const state = await consume(limiter, subject);
      held.push([limiter, subject]);
      if (state.consumedPoints > limit) over = Math.max(over, state.msBeforeNext, 1000);
    }
    if (over > 0) {
      await giveBack();
      throw new LoginThrottled(over / 1000);
    }

    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!isFailure(error)) {
        await giveBack();
        throw error;
      }
      // Counted only now: holding a point on them would renew the strangers' lockout on every success.
      await Promise.all(counted.map(([limiter, subject]) => limiter.penalty(subject)));
      const run = (await streak.penalty(streakKey)).consumedPoints;
      if (run >= LIMITS.slowAfter) {
        await slow.block(streakKey, Math.min(2 ** (run - LIMITS.slowAfter), LIMITS.maxWaitSeconds));
      }
      if (++failures % 200 === 0) await store.sweep();
      throw error;
    }
    await giveBack();
    await Promise.all([streak.delete(streakKey), slow.delete(streakKey)]);
    return result;
  }

  return { guard };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
