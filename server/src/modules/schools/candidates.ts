// The candidates a submitted list stands for. A student still on the list (same class, student number
// and name) keeps their candidate number and account; a student who is gone loses both (and every
// session); a new student gets a candidate number from candidate_no_seq (8 characters) and a school-realm account
// named after it, with no password until a slip is printed. Set-based statements: a whole school's
// list costs a handful of round trips.
import type { Queryable } from '../../db';
import type { Revocation } from '../accounts/session-cache';
import { revokeUsersSessions } from '../accounts/sessions';
import type { SchoolScope } from './context';

export interface CandidateSync {
  created: number;
  kept: number;
  removed: number;
  /** Users whose sessions ended: the caller tells its session cache once the transaction commits. */
  revocations: Revocation[];
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
  const revocations = await revokeUsersSessions(q, goneUsers);
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
  const created = await createCandidates(q, scope, batchId);
  return { created, kept: kept.rowCount, removed: gone.rows.length, revocations };
}

/**
 * New students: candidate numbers, accounts and candidates for the rows without one. Arrays in,
 * ids out and matched here by name: joining the rows of one statement's CTEs made PostgreSQL loop
 * 2,000 x 2,000 (it cannot estimate a CTE's rows).
 */
async function createCandidates(q: Queryable, scope: SchoolScope, batchId: number): Promise<number> {
  const { rows: fresh } = await q.query<{
    id: number;
    name: string;
    class: string;
    student_no: string;
    language_version: string;
  }>(
    `select id, name, class, student_no, language_version from school_candidate_rows
      where batch_id = $1 and candidate_id is null order by row_no, id`,
    [batchId],
  );
  if (fresh.length === 0) return 0;
  const { rows: numbers } = await q.query<{ no: string }>(
    `select lpad(nextval('candidate_no_seq')::text, 8, '0') as no from generate_series(1, $1)`,
    [fresh.length],
  );
  const candidateNos = numbers.map((n) => n.no);
  const { rows: users } = await q.query<{ id: number; username: string }>(
    `insert into users (realm, username, display_name)
     select 'school-realm', u.username, u.name from unnest($1::text[], $2::text[]) as u(username, name)
     returning id, username`,
    [candidateNos, fresh.map((row) => row.name)],
  );
  const userOf = new Map(users.map((u) => [u.username, u.id]));
  const { rows: candidates } = await q.query<{ id: number; candidate_no: string }>(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code,
                             user_id, school_batch_id)
     select c.candidate_no, c.name, c.class, c.student_no, c.language_version, $7, $8, c.user_id, $9
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
            as c(candidate_no, name, class, student_no, language_version, user_id)
     returning id, candidate_no`,
    [
      candidateNos,
      fresh.map((row) => row.name),
      fresh.map((row) => row.class),
      fresh.map((row) => row.student_no),
      fresh.map((row) => row.language_version),
      candidateNos.map((no) => userOf.get(no)),
      scope.schoolId,
      scope.subjectCode,
      batchId,
    ],
  );
  const candidateOf = new Map(candidates.map((c) => [c.candidate_no, c.id]));
  await q.query(
    `update school_candidate_rows r set candidate_id = n.candidate_id
       from unnest($1::bigint[], $2::bigint[]) as n(row_id, candidate_id) where r.id = n.row_id`,
    [fresh.map((row) => row.id), candidateNos.map((no) => candidateOf.get(no))],
  );
  return candidates.length;
}
