// Resolved bearer sessions kept in memory, so most requests skip the session lookup: one database
// round trip per request, which was half the cost of the FPS page's 5-second poll. Staleness is
// bounded: every revocation is announced with NOTIFY when its transaction commits and each instance
// forgets what it names (and everything, while its listening connection is down), the instance that
// revoked forgets at once, and no entry outlives `ttlMs` or its session's own expiry.
import type { AuthContext } from './principal';

/** What a revocation names: one session, or every session of a user but one. */
export interface Revocation {
  session_id?: number;
  user_id?: number;
  except_session_id?: number;
}

export const REVOCATION_CHANNEL_PREFIX = 'session_revoked_';

export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthContext; until: number }>();
  /** Off until revocations from other instances can be heard, and again whenever they cannot. */
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now = Date.now()): AuthContext | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.auth;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, auth: AuthContext, now = Date.now()): void {
    if (!this.listening || this.ttlMs <= 0) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { auth, until: Math.min(now + this.ttlMs, auth.expiresAt.getTime()) });
  }

  forget(revocation: Revocation): void {
    for (const [key, { auth }] of this.entries) {
      const session = revocation.session_id !== undefined && auth.sessionId === revocation.session_id;
      const user =
        revocation.user_id !== undefined &&
        auth.userId === revocation.user_id &&
        auth.sessionId !== revocation.except_session_id;
      if (session || user) this.entries.delete(key);
    }
  }

  /** A parsed NOTIFY payload; anything unreadable empties the cache rather than risk a stale entry. */
  forgetAnnounced(payload: string): void {
    try {
      this.forget(JSON.parse(payload) as Revocation);
    } catch {
      this.entries.clear();
    }
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.entries.clear();
  }
}
