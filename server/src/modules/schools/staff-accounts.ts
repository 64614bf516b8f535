// Staff manage schools' subject accounts: create one, set a new password, disable or enable it.
// A new password or a disabled account ends the account's sessions. Every change is audited.
import type { SubjectCode } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { Revocation } from '../accounts/session-cache';
import { revokeUserSessions } from '../accounts/sessions';

const UNIQUE_VIOLATION = '23505';

export interface NewSchoolAccount {
  school_id: number;
  subject: SubjectCode;
  username: string;
  password: string;
}

export async function createSchoolAccount(db: Db, actor: AuditActor, input: NewSchoolAccount): Promise<number> {
  const hash = await hashPassword(input.password);
  try {
    return await db.tx(async (q) => {
      const { rows } = await q.query<{ name: string }>(
        `select s.name_en || ' - ' || sub.name_en as name from schools s, subjects sub where s.id = $1 and sub.code = $2`,
        [input.school_id, input.subject],
      );
      if (!rows[0]) throw notFound();
      const user = await q.query<{ id: number }>(
        `insert into users (realm, username, password_hash, display_name, password_changed_at)
         values ('school-realm', $1, $2, $3, now()) returning id`,
        [input.username, hash, rows[0].name],
      );
      const userId = user.rows[0].id;
      await q.query('insert into school_accounts (user_id, school_id, subject_code) values ($1, $2, $3)', [
        userId,
        input.school_id,
        input.subject,
      ]);
      await writeAudit(q, actor, 'school_account.created', 'school_account', userId, {
        school_id: input.school_id,
        subject: input.subject,
        username: input.username,
      });
      return userId;
    });
  } catch (error) {
    // Two staff creating one name at once: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw conflict('SCHOOL_ACCOUNT_USERNAME_TAKEN', { username: 'SCHOOL_ACCOUNT_USERNAME_TAKEN' });
    }
    throw error;
  }
}

/** 404 unless the user is a school subject account. */
async function assertSchoolAccount(q: Queryable, userId: number): Promise<void> {
  const { rows } = await q.query('select 1 from school_accounts where user_id = $1', [userId]);
  if (!rows[0]) throw notFound();
}

export async function setSchoolAccountPassword(
  db: Db,
  actor: AuditActor,
  userId: number,
  password: string,
): Promise<Revocation> {
  await assertSchoolAccount(db, userId);
  const hash = await hashPassword(password);
  return db.tx(async (q) => {
    await assertSchoolAccount(q, userId);
    await q.query(
      'update users set password_hash = $2, password_changed_at = now(), updated_at = now() where id = $1',
      [userId, hash],
    );
    const revocation = await revokeUserSessions(q, userId);
    await writeAudit(q, actor, 'school_account.password_reset', 'school_account', userId);
    return revocation;
  });
}

export async function setSchoolAccountDisabled(
  db: Db,
  actor: AuditActor,
  userId: number,
  disabled: boolean,
): Promise<Revocation | null> {
  return db.tx(async (q) => {
    await assertSchoolAccount(q, userId);
    await q.query('update users set disabled = $2, updated_at = now() where id = $1', [userId, disabled]);
    const revocation = disabled ? await revokeUserSessions(q, userId) : null;
    await writeAudit(
      q,
      actor,
      disabled ? 'school_account.disabled' : 'school_account.enabled',
      'school_account',
      userId,
    );
    return revocation;
  });
}
