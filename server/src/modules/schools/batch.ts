// A subject's list (one import batch per school, subject and cycle) and its rows: locking it, reading it
// as the preview shows it, and storing the errors of every row (duplicates make a row's errors depend
// on the whole list, so the whole list is validated after every change).
import {
  normaliseSchoolRow,
  validateSchoolRows,
  type RowErrors,
  type SchoolBatch,
  type SchoolCandidateRow,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { schoolPhase, type SchoolScope } from './context';

export type BatchStatus = 'draft' | 'submitted' | 'rejected';

export interface LockedBatch {
  id: number;
  status: BatchStatus;
}

/**
 * The batch of this school, subject and cycle, locked (FOR UPDATE) for the rest of the transaction:
 * two teachers of one school take turns. Created first when missing (`create`), else 404.
 */
export async function lockBatch(
  q: Queryable,
  scope: SchoolScope,
  cycleId: number,
  options: { create: boolean; userId: number | null },
): Promise<LockedBatch> {
  if (options.create) {
    await q.query(
      `insert into school_import_batches (school_id, subject_code, cycle_id, created_by)
       values ($1, $2, $3, $4) on conflict do nothing`,
      [scope.schoolId, scope.subjectCode, cycleId, options.userId],
    );
  }
  const { rows } = await q.query<LockedBatch>(
    `select id, status from school_import_batches
      where school_id = $1 and subject_code = $2 and cycle_id = $3 for update`,
    [scope.schoolId, scope.subjectCode, cycleId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export interface StoredRow {
  id: number;
  row_no: number;
  class: string;
  name: string;
  student_no: string;
  language_version: string;
  errors: RowErrors;
}

export async function storedRows(q: Queryable, batchId: number): Promise<StoredRow[]> {
  const { rows } = await q.query<StoredRow>(
    `select id, row_no, class, name, student_no, language_version, errors
       from school_candidate_rows where batch_id = $1 order by row_no, id`,
    [batchId],
  );
  return rows;
}

const sameErrors = (a: RowErrors, b: RowErrors) => JSON.stringify(a) === JSON.stringify(b);

/** Validates every row again, writes the errors that changed (one statement), answers the rows with errors. */
export async function revalidate(q: Queryable, batchId: number): Promise<StoredRow[]> {
  const rows = await storedRows(q, batchId);
  const errors = validateSchoolRows(rows.map((row) => normaliseSchoolRow(row)));
  const changed = rows.flatMap((row, i) =>
    sameErrors(row.errors, errors[i]) ? [] : [{ id: row.id, errors: errors[i] }],
  );
  if (changed.length > 0) {
    await q.query(
      `update school_candidate_rows r set errors = u.errors::jsonb, updated_at = now()
         from unnest($1::bigint[], $2::text[]) as u(id, errors) where r.id = u.id`,
      [changed.map((c) => c.id), changed.map((c) => JSON.stringify(c.errors))],
    );
  }
  return rows.map((row, i) => ({ ...row, errors: errors[i] })).filter((row) => Object.keys(row.errors).length > 0);
}

/**
 * The one rule for "the same student" (who keeps a candidate number and account): same class, same name
 * (any case) and the same student number (leading zeros aside). SQL over candidate `c` and row `r`.
 */
export const sameStudent = (c: string, r: string) =>
  `${c}.class = ${r}.class and lower(${c}.name) = lower(${r}.name)
   and ltrim(${c}.student_no, '0') = ltrim(${r}.student_no, '0')`;

/** Points each row at the candidate of this batch with the same class, student number and name, or at none. */
export async function relinkRows(q: Queryable, batchId: number): Promise<void> {
  await q.query(
    `update school_candidate_rows r set candidate_id = c.id
       from school_candidate_rows r2
       left join candidates c on c.school_batch_id = r2.batch_id and ${sameStudent('c', 'r2')}
      where r.id = r2.id and r2.batch_id = $1 and r.candidate_id is distinct from c.id`,
    [batchId],
  );
}

interface BatchHead {
  id: number;
  status: BatchStatus;
  submitted_at: Date | null;
}

/** The subject's list as GET /school/batch answers it. */
export async function readBatch(q: Queryable, scope: SchoolScope, now: Date): Promise<SchoolBatch> {
  const phase = await schoolPhase(q, now);
  const { rows: heads } = await q.query<BatchHead>(
    `select id, status, submitted_at from school_import_batches
      where school_id = $1 and subject_code = $2 and cycle_id = $3`,
    [scope.schoolId, scope.subjectCode, phase.cycleId],
  );
  const head = heads[0];
  const { rows } = head
    ? await q.query<Omit<SchoolCandidateRow, 'errors'> & { errors: Record<string, string> }>(
        `select r.id as row_id, r.row_no, r.class, r.name, r.student_no, r.language_version, r.errors,
                c.candidate_no, u.username as account
           from school_candidate_rows r
           left join candidates c on c.id = r.candidate_id
           left join users u on u.id = c.user_id
          where r.batch_id = $1 order by r.row_no, r.id`,
        [head.id],
      )
    : { rows: [] };
  return {
    batch_id: head?.id ?? null,
    subject: scope.subjectCode as SchoolBatch['subject'],
    status: head?.status ?? 'none',
    rows,
    error_count: rows.filter((row) => Object.keys(row.errors).length > 0).length,
    submitted_at: head?.submitted_at?.toISOString() ?? null,
    closed: phase.closed,
    reg_end: phase.regEnd?.toISOString() ?? null,
    complete: phase.complete,
  };
}
