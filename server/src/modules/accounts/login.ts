// Checking credentials and finding the principal an account acts as.
import { normaliseHkMobile, type Realm } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { safeEqual } from '../../lib/tokens';
import type { Principal } from './principal';

const invalidCredentials = () => new AppError(401, 'LOGIN_INVALID_CREDENTIALS', 'LOGIN_INVALID_CREDENTIALS');

/** Individuals may type their mobile number with +852, spaces or dashes. */
export function normaliseUsername(realm: Realm, username: string): string {
  return realm === 'candidate-realm' ? normaliseHkMobile(username.trim()) : username.trim();
}

interface UserRow {
  id: number;
  realm: Realm;
  password_hash: string | null;
  disabled: boolean;
}

/** The principal of a user account, from the role tables; null when the account has no role. */
export async function principalOfUser(q: Queryable, user: { id: number; realm: Realm }): Promise<Principal | null> {
  const base = { realm: user.realm, userId: user.id, candidateId: null, schoolId: null, subjectCode: null };
  if (user.realm === 'staff-realm') {
    // A marker is a staff-realm account, yet acts only as a marker (the marking workspace).
    const { rows } = await q.query<{ role: string }>('select role from staff where user_id = $1', [user.id]);
    if (!rows[0]) return null;
    return { ...base, role: rows[0].role === 'marker' ? 'marker' : 'staff' };
  }
  if (user.realm === 'school-realm') {
    const teacher = await q.query<{ school_id: number; subject_code: string }>(
      'select school_id, subject_code from school_accounts where user_id = $1',
      [user.id],
    );
    if (teacher.rows[0]) {
      return {
        ...base,
        role: 'school',
        schoolId: teacher.rows[0].school_id,
        subjectCode: teacher.rows[0].subject_code,
      };
    }
  }
  const candidate = await q.query<{ id: number; school_id: number | null; subject_code: string | null }>(
    'select id, school_id, subject_code from candidates where user_id = $1',
    [user.id],
  );
  const row = candidate.rows[0];
  if (!row) return null;
  if (user.realm === 'candidate-realm' && row.school_id === null) {
    return { ...base, role: 'candidate', candidateId: row.id };
  }
  if (user.realm === 'school-realm' && row.school_id !== null) {
    return {
      ...base,
      role: 'school_candidate',
      candidateId: row.id,
      schoolId: row.school_id,
      subjectCode: row.subject_code,
    };
  }
  return null;
}

/**
 * The spec's candidate login form always sends realm candidate-realm, and school candidates use it
 * with the account their teacher issued: such accounts (never teachers' subject accounts) answer there too.
 */
async function schoolCandidateAccount(q: Queryable, username: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select u.id, u.realm, u.password_hash, u.disabled from users u
       join candidates c on c.user_id = u.id and c.school_id is not null
      where u.realm = 'school-realm' and lower(u.username) = lower($1)`,
    [username.trim()],
  );
  return rows[0];
}

/** Verifies realm + username + password; throws the same 401 for every kind of mismatch. */
export async function authenticatePassword(
  q: Queryable,
  input: { realm: Realm; username: string; password: string },
): Promise<Principal> {
  const username = normaliseUsername(input.realm, input.username);
  const { rows } = await q.query<UserRow>(
    'select id, realm, password_hash, disabled from users where realm = $1 and lower(username) = lower($2)',
    [input.realm, username],
  );
  const user =
    rows[0] ?? (input.realm === 'candidate-realm' ? await schoolCandidateAccount(q, input.username) : undefined);
  // Verify even when the user does not exist, so response time does not reveal accounts.
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) throw invalidCredentials();
  if (user.disabled) throw new AppError(403, 'ACCOUNT_DISABLED', 'ACCOUNT_DISABLED');
  const principal = await principalOfUser(q, user);
  if (!principal) throw invalidCredentials();
  return principal;
}

/** Names compare ignoring case and runs of spaces ('Wong  ka ho' = 'WONG KA HO'). */
export function normalisePersonName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** School candidates log in with candidate number plus name. */
export async function authenticateCandidate(
  q: Queryable,
  input: { candidate: string; name: string },
): Promise<Principal> {
  const { rows } = await q.query<{
    id: number;
    name: string;
    school_id: number;
    subject_code: string | null;
    user_id: number | null;
  }>(
    'select id, name, school_id, subject_code, user_id from candidates where candidate_no = $1 and school_id is not null',
    [input.candidate],
  );
  const row = rows[0];
  const expected = normalisePersonName(row?.name ?? '\u0000no-candidate');
  if (!row || !safeEqual(expected, normalisePersonName(input.name))) {
    throw new AppError(401, 'LOGIN_CANDIDATE_NOT_FOUND', 'LOGIN_CANDIDATE_NOT_FOUND');
  }
  if (row.user_id) {
    const { rows: users } = await q.query<{ disabled: boolean }>('select disabled from users where id = $1', [
      row.user_id,
    ]);
    if (users[0]?.disabled) throw new AppError(403, 'ACCOUNT_DISABLED', 'ACCOUNT_DISABLED');
  }
  return {
    role: 'school_candidate',
    realm: 'school-realm',
    userId: row.user_id,
    candidateId: row.id,
    schoolId: row.school_id,
    subjectCode: row.subject_code,
  };
}
