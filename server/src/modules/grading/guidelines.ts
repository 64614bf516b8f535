// A paper's marking guidelines: read them, or replace them all at once. The table keys a guideline by
// exam (what the report reads by) and question; the paper scopes them through the question.
import type { AdminPaperGuidelinesResponse, MessageKey, ReplaceGuidelinesRequest } from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';

/** The pages a question spans: its page_location '2,3' (older rows may have spaces after the commas). */
export const pagesOf = (pageLocation: string): number[] => pageLocation.split(',').map((page) => Number(page.trim()));

export async function paperGuidelines(q: Queryable, paperId: number): Promise<AdminPaperGuidelinesResponse> {
  const paper = await q.query('select 1 from exam_papers where id = $1', [paperId]);
  if (!paper.rows[0]) throw notFound();
  const { rows } = await q.query<AdminPaperGuidelinesResponse['guidelines'][number]>(
    `select q.id as question_id, q.label, g.page, g.suggestion
       from guidelines g join questions q on q.id = g.q_id
      where q.exam_paper_id = $1 order by q.sort_order, q.id, g.id`,
    [paperId],
  );
  return { exam_paper_id: paperId, guidelines: rows };
}

type Guidelines = z.output<typeof ReplaceGuidelinesRequest>['guidelines'];

export async function replaceGuidelines(
  db: Db,
  actor: AuditActor,
  paperId: number,
  guidelines: Guidelines,
): Promise<AdminPaperGuidelinesResponse> {
  await db.tx(async (q) => {
    // The exam's lock, as for the paper's questions: a question replace cannot slip in between the
    // check of labels and pages below and the insert.
    const { rows } = await q.query<{ exam_id: number }>(
      'select e.id as exam_id from exams e join exam_papers ep on ep.exam_id = e.id where ep.id = $1 for update of e',
      [paperId],
    );
    if (!rows[0]) throw notFound();
    const examId = rows[0].exam_id;
    const questions = await q.query<{ id: number; label: string; page_location: string }>(
      'select id, label, page_location from questions where exam_paper_id = $1',
      [paperId],
    );
    const byLabel = new Map(questions.rows.map((row) => [row.label, row]));
    const fields: Record<string, MessageKey> = {};
    const values = guidelines.map((guideline, i) => {
      const question = byLabel.get(guideline.label);
      if (!question) fields[`guidelines.${i}.label`] = 'GUIDELINE_UNKNOWN_QUESTION';
      else if (!pagesOf(question.page_location).includes(guideline.page))
        fields[`guidelines.${i}.page`] = 'GUIDELINE_PAGE_NOT_ON_QUESTION';
      return { q_id: question?.id, page: guideline.page, suggestion: guideline.suggestion, n: i };
    });
    if (Object.keys(fields).length > 0) throw badRequest('FORM_INVALID', fields);
    const removed = await q.query(
      'delete from guidelines where q_id in (select id from questions where exam_paper_id = $1)',
      [paperId],
    );
    // One statement, in the order given: the report lists a page's guidelines by id.
    await q.query(
      `insert into guidelines (exam_id, q_id, page, suggestion)
       select $1, x.q_id, x.page, x.suggestion
         from jsonb_to_recordset($2::jsonb) as x(q_id bigint, page int, suggestion text, n int)
        order by x.n`,
      [examId, JSON.stringify(values)],
    );
    await writeAudit(q, actor, 'exam_paper.guidelines_replaced', 'exam', examId, {
      exam_paper_id: paperId,
      guidelines: guidelines.length,
      removed: removed.rowCount,
    });
  });
  return paperGuidelines(db, paperId);
}
