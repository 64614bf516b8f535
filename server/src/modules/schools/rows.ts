// Editing the list in place: add, edit or delete one row (POST /school/rows, PUT and DELETE /school/rows/:id).
// Every change locks the batch, validates the whole list again (a duplicate depends on the other rows),
// re-points rows at their kept candidates and puts the list back to draft (not yet audited).
import { SCHOOL_IMPORT_MAX_ROWS, normaliseSchoolRow, type SchoolBatch, type SchoolRowEdit } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { lockBatch, readBatch, relinkRows, revalidate } from './batch';
import { openCycle, type SchoolScope } from './context';

export type RowChange =
  | { op: 'add'; row: SchoolRowEdit }
  | { op: 'edit'; rowId: number; row: SchoolRowEdit }
  | { op: 'delete'; rowId: number };

async function applyChange(q: Queryable, batchId: number, change: RowChange): Promise<number> {
  if (change.op === 'add') {
    const { rows } = await q.query<{ n: number; last: number }>(
      'select count(*)::int as n, coalesce(max(row_no), 1)::int as last from school_candidate_rows where batch_id = $1',
      [batchId],
    );
    if (rows[0].n >= SCHOOL_IMPORT_MAX_ROWS) throw conflict('SCHOOL_ROWS_FULL');
    const v = normaliseSchoolRow(change.row);
    const inserted = await q.query<{ row_no: number }>(
      `insert into school_candidate_rows (batch_id, row_no, class, name, student_no, language_version)
       values ($1, $2, $3, $4, $5, $6) returning row_no`,
      [batchId, rows[0].last + 1, v.class, v.name, v.student_no, v.language_version],
    );
    return inserted.rows[0].row_no;
  }
  if (!Number.isSafeInteger(change.rowId)) throw notFound();
  if (change.op === 'delete') {
    const { rows } = await q.query<{ row_no: number }>(
      'delete from school_candidate_rows where id = $1 and batch_id = $2 returning row_no',
      [change.rowId, batchId],
    );
    if (!rows[0]) throw notFound();
    return rows[0].row_no;
  }
  const v = normaliseSchoolRow(change.row);
  const { rows } = await q.query<{ row_no: number }>(
    `update school_candidate_rows set class = $3, name = $4, student_no = $5, language_version = $6, updated_at = now()
      where id = $1 and batch_id = $2 returning row_no`,
    [change.rowId, batchId, v.class, v.name, v.student_no, v.language_version],
  );
  if (!rows[0]) throw notFound();
  return rows[0].row_no;
}

export async function changeSchoolRow(
  db: Db,
  scope: SchoolScope,
  actor: AuditActor,
  change: RowChange,
  now: Date = new Date(),
): Promise<SchoolBatch> {
  return db.tx(async (q) => {
    const cycleId = await openCycle(q, now);
    // Another school's row ids are simply not in this batch: 404 like an unknown id.
    const batch = await lockBatch(q, scope, cycleId, { create: change.op === 'add', userId: actor.userId });
    const rowNo = await applyChange(q, batch.id, change);
    await revalidate(q, batch.id);
    await relinkRows(q, batch.id);
    await q.query(`update school_import_batches set status = 'draft', updated_at = $2 where id = $1`, [batch.id, now]);
    await writeAudit(q, actor, 'school.rows_edit', 'school', scope.schoolId, {
      subject: scope.subjectCode,
      cycle_id: cycleId,
      op: change.op,
      row_no: rowNo,
    });
    return readBatch(q, scope, now);
  });
}
