// How many pages a paper's answer book has: the one place scan intake asks. The paper's layout keeps
// it (exam_papers.page_count, with report pages 1..n kept beside it).
import type { Queryable } from '../../db';

export async function paperPageCount(q: Queryable, examPaperId: number): Promise<number> {
  const { rows } = await q.query<{ pages: number }>('select page_count::int as pages from exam_papers where id = $1', [
    examPaperId,
  ]);
  return rows[0]?.pages ?? 0;
}
