// How many pages a paper's answer book has: the one place that decides it. Read from the paper's
// report pages (the highest page number) until the paper keeps its own page count.
import type { Queryable } from '../../db';

export async function paperPageCount(q: Queryable, examPaperId: number): Promise<number> {
  const { rows } = await q.query<{ pages: number }>(
    'select coalesce(max(page), 0)::int as pages from report_pages where exam_paper_id = $1',
    [examPaperId],
  );
  return rows[0]?.pages ?? 0;
}
