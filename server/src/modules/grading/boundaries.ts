// Grade boundaries of an exam: the seven level cut scores of a graded subject, or the attained
// score of Citizenship and Social Development. A change takes effect at the next grading run.
import { BOUNDARY_LEVELS, type BoundariesRequest } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { isAttainSubject } from './levels';

export async function examBoundaries(q: Queryable, examId: number): Promise<BoundariesRequest> {
  const exam = await q.query<{ attain_min_score: number | null }>('select attain_min_score from exams where id = $1', [
    examId,
  ]);
  if (!exam.rows[0]) throw notFound();
  const { rows } = await q.query<{ level: string; min_score: number }>(
    'select level, min_score from grade_boundaries where exam_id = $1',
    [examId],
  );
  const levels = Object.fromEntries(rows.map((r) => [r.level, r.min_score]));
  return {
    levels: rows.length === BOUNDARY_LEVELS.length ? (levels as BoundariesRequest['levels']) : null,
    attain_min_score: exam.rows[0].attain_min_score,
  };
}

export async function setBoundaries(
  db: Db,
  actor: AuditActor,
  examId: number,
  input: BoundariesRequest,
): Promise<BoundariesRequest> {
  await db.tx(async (q) => {
    const exam = await q.query<{ subject_code: string }>('select subject_code from exams where id = $1 for update', [
      examId,
    ]);
    if (!exam.rows[0]) throw notFound();
    const attain = isAttainSubject(exam.rows[0].subject_code);
    if (
      attain
        ? input.levels !== null || input.attain_min_score === null
        : input.levels === null || input.attain_min_score !== null
    )
      throw badRequest('BOUNDARIES_SUBJECT', { [attain ? 'attain_min_score' : 'levels']: 'BOUNDARIES_SUBJECT' });
    await q.query('delete from grade_boundaries where exam_id = $1', [examId]);
    if (input.levels)
      await q.query(
        `insert into grade_boundaries (exam_id, level, min_score)
         select $1, x.level, x.min_score from unnest($2::text[], $3::numeric[]) as x(level, min_score)`,
        [examId, Object.keys(input.levels), Object.values(input.levels)],
      );
    await q.query('update exams set attain_min_score = $2 where id = $1', [examId, input.attain_min_score]);
    await writeAudit(q, actor, 'exam.boundaries_set', 'exam', examId, { ...input });
  });
  return examBoundaries(db, examId);
}
