// Registration of individual candidates, password change and password reset.
import type { Locale } from '@mockexam/contracts';
import type { Db } from '../../db';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { consumeVerificationToken } from '../sms/codes';
import type { AuthContext } from './principal';
import { revokeUserSessions } from './sessions';
import type { Revocation } from './session-cache';

const UNIQUE_VIOLATION = '23505';

export interface Registration {
  name: string;
  phone: string;
  verification_token: string;
  password: string;
  email: string;
  marketing_consent: boolean;
}

/** Creates the account (username = mobile) and its candidate record, in the language they registered in; returns the username. */
export async function registerCandidate(db: Db, input: Registration, locale: Locale): Promise<string> {
  const hash = await hashPassword(input.password);
  try {
    return await db.tx(async (q) => {
      const taken = await q.query("select 1 from users where realm = 'candidate-realm' and lower(username) = $1", [
        input.phone,
      ]);
      if (taken.rows.length) throw conflict('PHONE_ALREADY_REGISTERED', { phone: 'PHONE_ALREADY_REGISTERED' });
      await consumeVerificationToken(q, input.verification_token, input.phone, 'register');
      const { rows } = await q.query<{ id: number }>(
        `insert into users (realm, username, password_hash, display_name, email, phone, marketing_consent,
                            password_changed_at, locale)
         values ('candidate-realm', $1, $2, $3, $4, $1, $5, now(), $6) returning id`,
        [input.phone, hash, input.name, input.email, input.marketing_consent, locale],
      );
      const userId = rows[0].id;
      await q.query(
        `insert into candidates (candidate_no, name, user_id) values (nextval('candidate_no_seq')::text, $1, $2)`,
        [input.name, userId],
      );
      await writeAudit(q, { userId, role: 'candidate' }, 'register', 'user', userId, {
        marketing_consent: input.marketing_consent,
      });
      return input.phone;
    });
  } catch (error) {
    // Two registrations of one number racing: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw conflict('PHONE_ALREADY_REGISTERED', { phone: 'PHONE_ALREADY_REGISTERED' });
    }
    throw error;
  }
}

/** Changes the caller's password after checking the old one; other sessions end. */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  oldPassword: string,
  newPassword: string,
): Promise<Revocation> {
  if (!auth.userId) throw forbidden();
  const { rows } = await db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [
    auth.userId,
  ]);
  if (!(await verifyPassword(rows[0]?.password_hash, oldPassword))) {
    throw badRequest('OLD_PASSWORD_WRONG', { old_password: 'OLD_PASSWORD_WRONG' });
  }
  const hash = await hashPassword(newPassword);
  return db.tx(async (q) => {
    await q.query(
      'update users set password_hash = $2, password_changed_at = now(), updated_at = now() where id = $1',
      [auth.userId, hash],
    );
    const revoked = await revokeUserSessions(q, auth.userId as number, auth.sessionId);
    await writeAudit(q, { userId: auth.userId, role: auth.role }, 'password_change', 'user', auth.userId as number);
    return revoked;
  });
}

/**
 * Sets a new password for the account of a verified phone. Answers the same whether
 * or not the number has an account, so the call does not reveal registrations.
 */
export async function resetPassword(
  db: Db,
  phone: string,
  verificationToken: string,
  newPassword: string,
): Promise<Revocation | null> {
  const hash = await hashPassword(newPassword);
  return db.tx(async (q) => {
    await consumeVerificationToken(q, verificationToken, phone, 'reset');
    const { rows } = await q.query<{ id: number }>(
      `update users set password_hash = $2, password_changed_at = now(), updated_at = now()
        where realm = 'candidate-realm' and lower(username) = $1 returning id`,
      [phone, hash],
    );
    const userId = rows[0]?.id;
    if (!userId) return null;
    const revoked = await revokeUserSessions(q, userId);
    await writeAudit(q, { userId, role: 'candidate' }, 'password_reset', 'user', userId);
    return revoked;
  });
}
