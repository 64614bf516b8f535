// The candidates a submitted list stands for. A student still on the list (same class, student number
// and name) keeps their candidate number and account; a student who is gone loses both (and every
// session); a new student gets a candidate number from candidate_no_seq and a school-realm account
// named after it, with no password until a slip is printed. Set-based statements: a whole school's
// list costs a handful of round trips.
import type { Queryable } from '../../db';
import { REVOCATION_CHANNEL_PREFIX } from '../auth/session-cache';
import type { Revocation } from '../auth/session-cache';
import type { SchoolScope } from './context';

export interface CandidateSync {
  created: number;
  kept: number;
  removed: number;
  /** Users whose sessions ended: the caller tells its session cache once the transaction commits. */
  revocations: Revocation[];
}

/** Ends the sessions of these users in every instance (NOTIFY is delivered on commit). */
export async function announceUsersRevoked(q: Queryable, userIds: number[]): Promise<Revocation[]> {
  if (userIds.length === 0) return [];
  await q.query(
    `select pg_notify('${REVOCATION_CHANNEL_PREFIX}' || current_schema(), json_build_object('user_id', id)::text)
       from unnest($1::bigint[]) as id`,
    [userIds],
  );
  return userIds.map((id) => ({ user_id: id }));
}

/** Runs after relinkRows, on a list without errors (so no two rows name the same candidate). */
export async function syncCandidates(q: Queryable, scope: SchoolScope, batchId: number): Promise<CandidateSync> {
  const gone = await q.query<{ id: number; user_id: number | null }>(
    `select c.id, c.user_id from candidates c
      where c.school_batch_id = $1
        and not exists (select 1 from school_candidate_rows r where r.batch_id = $1 and r.candidate_id = c.id)`,
    [batchId],
  );
  const goneUsers = gone.rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
  const revocations = await announceUsersRevoked(q, goneUsers);
  if (gone.rows.length > 0) {
    // Sessions go with their user and candidate (on delete cascade).
    await q.query('delete from candidates where id = any($1::bigint[])', [gone.rows.map((row) => row.id)]);
    await q.query('delete from users where id = any($1::bigint[])', [goneUsers]);
  }
  const kept = await q.query(
    `with kept as (
       update candidates c
          set name = r.name, class = r.class, student_no = r.student_no, language_version = r.language_version,
              updated_at = now()
         from school_candidate_rows r
        where r.batch_id = $1 and r.candidate_id = c.id
        returning c.user_id, c.name)
     update users u set display_name = kept.name, updated_at = now() from kept where u.id = kept.user_id`,
    [batchId],
  );
  // nextval in a CTE is evaluated once per row (volatile CTEs are materialised).
  const created = await q.query(
    `with fresh as (
       select r.id as row_id, r.name, r.class, r.student_no, r.language_version,
              lpad(nextval('candidate_no_seq')::text, 8, '0') as candidate_no
         from school_candidate_rows r where r.batch_id = $1 and r.candidate_id is null),
     new_users as (
       insert into users (realm, username, display_name)
       select 'school-realm', candidate_no, name from fresh
       returning id, username),
     new_candidates as (
       insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code,
                               user_id, school_batch_id)
       select f.candidate_no, f.name, f.class, f.student_no, f.language_version, $2, $3, u.id, $1
         from fresh f join new_users u on u.username = f.candidate_no
       returning id, candidate_no)
     update school_candidate_rows r set candidate_id = c.id
       from fresh f join new_candidates c on c.candidate_no = f.candidate_no
      where r.id = f.row_id`,
    [batchId, scope.schoolId, scope.subjectCode],
  );
  return { created: created.rowCount, kept: kept.rowCount, removed: gone.rows.length, revocations };
}
