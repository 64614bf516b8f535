// Bearer sessions: a fresh 256-bit token per login, stored as SHA-256 with an expiry.
import type { Queryable } from '../../db';
import { newToken, sha256Hex } from '../../lib/tokens';
import type { AuthContext, Principal } from './principal';
import { REVOCATION_CHANNEL_PREFIX, type Revocation } from './session-cache';

const HOUR = 60 * 60 * 1000;
/** Staff (and marker) sessions are short whatever persist says; others last 30 days when persisted. */
export const SESSION_TTL = { staff: 12 * HOUR, persisted: 30 * 24 * HOUR, transient: 12 * HOUR } as const;

export function sessionTtl(principal: Principal, persist: boolean): number {
  if (principal.role === 'staff' || principal.role === 'marker') return SESSION_TTL.staff;
  return persist ? SESSION_TTL.persisted : SESSION_TTL.transient;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  sessionId: number;
}

export async function createSession(
  q: Queryable,
  principal: Principal,
  options: { persist: boolean; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionTtl(principal, options.persist));
  const { rows } = await q.query<{ id: number }>(
    `insert into sessions (token_hash, user_id, candidate_id, school_id, subject_code, role, realm, expires_at, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      sha256Hex(token),
      principal.userId,
      principal.candidateId,
      principal.schoolId,
      principal.subjectCode,
      principal.role,
      principal.realm,
      expiresAt,
      options.ip ?? null,
      options.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return { token, expiresAt, sessionId: rows[0].id };
}

interface SessionRow {
  id: number;
  user_id: number | null;
  candidate_id: number | null;
  school_id: number | null;
  subject_code: string | null;
  role: AuthContext['role'];
  realm: AuthContext['realm'];
  expires_at: Date;
  locale: AuthContext['locale'];
}

/** The live session of a token's SHA-256, or null (unknown, expired, revoked, or its account disabled). */
export async function resolveSession(q: Queryable, tokenHash: string): Promise<AuthContext | null> {
  const { rows } = await q.query<SessionRow>(
    `select s.id, s.user_id, s.candidate_id, s.school_id, s.subject_code, s.role, s.realm, s.expires_at, u.locale
       from sessions s
       left join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and (u.id is null or not u.disabled)`,
    [tokenHash],
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.id,
    userId: row.user_id,
    candidateId: row.candidate_id,
    schoolId: row.school_id,
    subjectCode: row.subject_code,
    role: row.role,
    realm: row.realm,
    expiresAt: row.expires_at,
    locale: row.locale,
  };
}

/**
 * Tells every server instance's session cache to forget what a revocation names. NOTIFY is
 * delivered when the surrounding transaction commits, never for one that rolls back. Anything that
 * ends sessions (or disables an account) must announce it here.
 */
export async function announceRevocation(q: Queryable, revocation: Revocation): Promise<void> {
  await q.query(`select pg_notify('${REVOCATION_CHANNEL_PREFIX}' || current_schema(), $1)`, [
    JSON.stringify(revocation),
  ]);
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<Revocation> {
  await q.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
  const revocation = { session_id: sessionId };
  await announceRevocation(q, revocation);
  return revocation;
}

/** After a password change or reset every other session of the user ends. */
export async function revokeUserSessions(q: Queryable, userId: number, exceptSessionId?: number): Promise<Revocation> {
  await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id <> $2', [
    userId,
    exceptSessionId ?? 0,
  ]);
  const revocation = { user_id: userId, except_session_id: exceptSessionId };
  await announceRevocation(q, revocation);
  return revocation;
}

/**
 * Ends every session of these users (a school's students whose initial passwords were reissued, or who left
 * the list) and announces only the users who had one: most such students never logged in.
 */
export async function revokeUsersSessions(q: Queryable, userIds: readonly number[]): Promise<Revocation[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ user_id: number }>(
    `with revoked as (
       update sessions set revoked_at = now() where user_id = any($1::bigint[]) and revoked_at is null
       returning user_id)
     select distinct user_id from revoked`,
    [userIds],
  );
  const revocations = rows.map((row) => ({ user_id: row.user_id }));
  for (const revocation of revocations) await announceRevocation(q, revocation);
  return revocations;
}
