// Candidate slips (POST /school/slips) and a student's password reset (POST /school/rows/:id/password).
// A slip gives a new initial password to a student who has not set their own; it is shown on this answer
// only and stored as an argon2id hash. Hashing runs before the transaction (it is slow, and a transaction
// may be run again after a deadlock); the write then skips anyone who set a password meanwhile.
import type { CandidateSlip, SchoolSlipsResponse } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { Revocation } from '../accounts/session-cache';
import { revokeUserSessions, revokeUsersSessions } from '../accounts/sessions';
import { schoolPhase, type SchoolScope } from './context';
import { hashAll, initialPassword } from './initial-password';

type SlipRow = Omit<CandidateSlip, 'initial_password' | 'starts_at'> & {
  starts_at: Date | null;
  user_id: number;
  own_password: boolean;
};

/** The submitted students of this school and subject (all, or these rows; 404 if one is not theirs). */
async function slipRows(q: Queryable, scope: SchoolScope, rowIds: number[] | undefined, now: Date): Promise<SlipRow[]> {
  const { cycleId } = await schoolPhase(q, now);
  if (rowIds && !rowIds.every(Number.isSafeInteger)) throw notFound();
  const { rows } = await q.query<SlipRow>(
    `select r.id as row_id, c.candidate_no, u.username as account, c.name, c.class, c.student_no, c.language_version,
            sub.name_zh as subject_zh, sub.name_en as subject_en, reg.arrangement,
            v.name_zh as venue_name_zh, v.name_en as venue_name_en,
            v.address_zh as venue_address_zh, v.address_en as venue_address_en, vs.starts_at, null as seat_no,
            u.id as user_id, u.password_changed_at is not null as own_password
       from school_import_batches b
       join school_candidate_rows r on r.batch_id = b.id
       join candidates c on c.id = r.candidate_id and c.school_batch_id = b.id
       join users u on u.id = c.user_id
       join subjects sub on sub.code = b.subject_code
       left join school_registrations reg
         on reg.school_id = b.school_id and reg.subject_code = b.subject_code and reg.cycle_id = b.cycle_id
        and reg.status = 'registered'
       left join venue_sessions vs on vs.id = reg.venue_session_id and reg.arrangement = 'venue'
       left join venues v on v.id = vs.venue_id
      where b.school_id = $1 and b.subject_code = $2 and b.cycle_id = $3
        and ($4::bigint[] is null or r.id = any($4::bigint[]))
      order by r.row_no, r.id`,
    [scope.schoolId, scope.subjectCode, cycleId, rowIds ?? null],
  );
  if (rowIds && new Set(rowIds).size !== rows.length) throw notFound();
  return rows;
}

function slipOf(row: SlipRow, password: string | null): CandidateSlip {
  const { user_id: _user, own_password: _own, starts_at, ...slip } = row;
  return { ...slip, starts_at: starts_at?.toISOString() ?? null, initial_password: password };
}

/** Stores the new hashes of users who still have no password of their own; answers the users updated. */
async function storeInitialPasswords(q: Queryable, userIds: number[], hashes: string[], force: boolean) {
  const { rows } = await q.query<{ id: number }>(
    `update users u set password_hash = n.hash, password_changed_at = null, updated_at = now()
       from unnest($1::bigint[], $2::text[]) as n(id, hash)
      where u.id = n.id and ($3 or u.password_changed_at is null)
      returning u.id`,
    [userIds, hashes, force],
  );
  return new Set(rows.map((row) => row.id));
}

export interface SlipsOutcome {
  response: SchoolSlipsResponse;
  revocations: Revocation[];
}

export async function printSlips(
  db: Db,
  scope: SchoolScope,
  actor: AuditActor,
  rowIds?: number[],
  now: Date = new Date(),
): Promise<SlipsOutcome> {
  const rows = await slipRows(db, scope, rowIds, now);
  const due = rows.filter((row) => !row.own_password);
  const passwords = due.map(() => initialPassword());
  const hashes = await hashAll(passwords);
  return db.tx(async (q) => {
    const updated = await storeInitialPasswords(
      q,
      due.map((row) => row.user_id),
      hashes,
      false,
    );
    // Sessions opened with an earlier initial password end with it.
    const revocations = await revokeUsersSessions(q, [...updated]);
    const school = await q.query<{ name_zh: string; name_en: string }>(
      'select name_zh, name_en from schools where id = $1',
      [scope.schoolId],
    );
    await writeAudit(q, actor, 'school.slips', 'school', scope.schoolId, {
      subject: scope.subjectCode,
      rows: rows.length,
      passwords: updated.size,
    });
    const byUser = new Map(due.map((row, i) => [row.user_id, passwords[i]]));
    return {
      response: {
        school_name_zh: school.rows[0]?.name_zh ?? '',
        school_name_en: school.rows[0]?.name_en ?? '',
        slips: rows.map((row) => slipOf(row, updated.has(row.user_id) ? (byUser.get(row.user_id) ?? null) : null)),
      },
      revocations,
    };
  });
}

export interface ResetOutcome {
  slip: CandidateSlip;
  revocation: Revocation;
}

/** A new initial password for one student, always; their sessions end. */
export async function resetStudentPassword(
  db: Db,
  scope: SchoolScope,
  actor: AuditActor,
  rowId: number,
  now: Date = new Date(),
): Promise<ResetOutcome> {
  const [row] = await slipRows(db, scope, [rowId], now);
  const password = initialPassword();
  const [hash] = await hashAll([password]);
  return db.tx(async (q) => {
    await storeInitialPasswords(q, [row.user_id], [hash], true);
    const revocation = await revokeUserSessions(q, row.user_id);
    await writeAudit(q, actor, 'school.password_reset', 'school', scope.schoolId, {
      subject: scope.subjectCode,
      rows: 1,
      candidate_no: row.candidate_no,
    });
    return { slip: slipOf(row, password), revocation };
  });
}
