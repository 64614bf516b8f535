// The candidates entered for an exam, a page at a time: the rows of the marks template, so staff
// fill in marks beside names rather than look candidate numbers up.
import type { EnteredCandidatesResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { ENTERED, ENTERED_PARAMS } from './entered';

export async function enteredCandidates(
  q: Queryable,
  examId: number,
  page: { offset: number; limit: number },
): Promise<EnteredCandidatesResponse> {
  const exam = await q.query<{ subject_code: string; cycle_id: number }>(
    'select subject_code, cycle_id from exams where id = $1',
    [examId],
  );
  if (!exam.rows[0]) throw notFound();
  // School candidates are of the subject; individuals have no subject of their own.
  const { rows } = await q.query<EnteredCandidatesResponse['candidates'][number] & { total: number }>(
    `select c.candidate_no, c.name, s.name_zh as school_name_zh, s.name_en as school_name_en, c.class,
            count(*) over ()::int as total
       from candidates c left join schools s on s.id = c.school_id
      where (c.school_id is null or c.subject_code = $1::text) and ${ENTERED}
      order by s.code nulls last, c.class nulls last, c.candidate_no
      offset $3 limit $4`,
    [...ENTERED_PARAMS(exam.rows[0]), page.offset, page.limit],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: the count alone.
    const counted = await q.query<{ n: number }>(
      `select count(*)::int as n from candidates c where (c.school_id is null or c.subject_code = $1::text) and ${ENTERED}`,
      ENTERED_PARAMS(exam.rows[0]),
    );
    total = counted.rows[0].n;
  }
  return { total, candidates: rows.map(({ total: _total, ...candidate }) => candidate) };
}
