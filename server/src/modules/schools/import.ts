// POST /school/import: the subject's whole list replaced by the browser's rows, all or nothing. The batch
// row is locked first, so two teachers of one school importing at once end with one whole list; the old
// rows are deleted and the new ones inserted by one statement each, so a failure anywhere rolls back to
// the previous list. Rows are normalised and validated with the browser's own functions and stored with
// their errors; a student still on the list points at their candidate, so the preview shows the kept number.
import { normaliseSchoolRow, validateSchoolRows, type SchoolBatch, type SchoolImportRow } from '@mockexam/contracts';
import type { Db } from '../../db';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { lockBatch, readBatch, sameStudent } from './batch';
import { openCycle, type SchoolScope } from './context';

export async function importSchoolRows(
  db: Db,
  scope: SchoolScope,
  actor: AuditActor,
  input: readonly SchoolImportRow[],
  now: Date = new Date(),
): Promise<SchoolBatch> {
  const rows = input.map((row) => ({ row_no: row.row_no, ...normaliseSchoolRow(row) }));
  const errors = validateSchoolRows(rows);
  const errorRows = rows.filter((_, i) => Object.keys(errors[i]).length > 0).map((row) => row.row_no);
  return db.tx(async (q) => {
    const cycleId = await openCycle(q, now);
    const batch = await lockBatch(q, scope, cycleId, { create: true, userId: actor.userId });
    await q.query('delete from school_candidate_rows where batch_id = $1', [batch.id]);
    await q.query(
      `insert into school_candidate_rows (batch_id, row_no, class, name, student_no, language_version, errors, candidate_id)
       select $1, r.row_no, r.class, r.name, r.student_no, r.language_version, r.errors::jsonb, c.id
         from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              with ordinality as r(row_no, class, name, student_no, language_version, errors, ord)
         left join candidates c on c.school_batch_id = $1 and ${sameStudent('c', 'r')}
        order by r.ord`,
      [
        batch.id,
        rows.map((r) => r.row_no),
        rows.map((r) => r.class),
        rows.map((r) => r.name),
        rows.map((r) => r.student_no),
        rows.map((r) => r.language_version),
        errors.map((e) => JSON.stringify(e)),
      ],
    );
    await q.query(`update school_import_batches set status = 'draft', updated_at = $2 where id = $1`, [batch.id, now]);
    await writeAudit(q, actor, 'school.import', 'school', scope.schoolId, {
      subject: scope.subjectCode,
      cycle_id: cycleId,
      rows: rows.length,
      error_rows: errorRows.length,
    });
    // Read under the lock: the answer is the list this import made.
    return readBatch(q, scope, now);
  });
}
