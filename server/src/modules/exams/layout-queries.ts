// The SQL of a paper's layout: its page count, its questions' pages (page_location) and regions, the
// sample page images, and the report pages that follow the page count.
import type { Queryable } from '../../db';

export interface LayoutPaperRow {
  exam_paper_id: number;
  exam_id: number;
  paper_no: number;
  page_count: number;
}

const PAPER = `select ep.id as exam_paper_id, ep.exam_id, ep.paper_no, ep.page_count
                 from exam_papers ep join exams e on e.id = ep.exam_id where ep.id = $1`;

export async function layoutPaper(q: Queryable, paperId: number): Promise<LayoutPaperRow | null> {
  const { rows } = await q.query<LayoutPaperRow>(PAPER, [paperId]);
  return rows[0] ?? null;
}

/**
 * The paper, with its exam's row locked: question replacement and marks imports take the same lock,
 * so a layout never lands on questions that are being replaced.
 */
export async function lockLayoutPaper(q: Queryable, paperId: number): Promise<LayoutPaperRow | null> {
  const { rows } = await q.query<LayoutPaperRow>(`${PAPER} for update of e, ep`, [paperId]);
  return rows[0] ?? null;
}

export interface LayoutQuestionRow {
  question_id: number;
  label: string;
  pages: number[];
  regions: { page: number; x: number; y: number; w: number; h: number }[];
}

export async function layoutQuestions(q: Queryable, paperId: number): Promise<LayoutQuestionRow[]> {
  const { rows } = await q.query<LayoutQuestionRow>(
    `select q.id as question_id, q.label, page_location_pages(q.page_location) as pages,
            coalesce((select json_agg(json_build_object('page', r.page, 'x', r.x::float8, 'y', r.y::float8,
                                                        'w', r.w::float8, 'h', r.h::float8) order by r.page, r.id)
                        from question_regions r where r.question_id = q.id), '[]') as regions
       from questions q where q.exam_paper_id = $1 order by q.sort_order, q.id`,
    [paperId],
  );
  return rows;
}

export async function pageImages(q: Queryable, paperId: number): Promise<{ page: number; uploaded_at: Date }[]> {
  const { rows } = await q.query<{ page: number; uploaded_at: Date }>(
    'select page, uploaded_at from paper_page_images where exam_paper_id = $1 order by page',
    [paperId],
  );
  return rows;
}

export async function pageImageKey(q: Queryable, paperId: number, page: number): Promise<string | null> {
  const { rows } = await q.query<{ file_key: string }>(
    'select file_key from paper_page_images where exam_paper_id = $1 and page = $2',
    [paperId, page],
  );
  return rows[0]?.file_key ?? null;
}

/** Stores the page's image key; answers the key it replaced, if any. */
export async function setPageImage(q: Queryable, paperId: number, page: number, key: string): Promise<string | null> {
  const { rows } = await q.query<{ file_key: string }>(
    'select file_key from paper_page_images where exam_paper_id = $1 and page = $2 for update',
    [paperId, page],
  );
  await q.query(
    `insert into paper_page_images (exam_paper_id, page, file_key) values ($1, $2, $3)
     on conflict (exam_paper_id, page) do update set file_key = excluded.file_key, uploaded_at = now()`,
    [paperId, page, key],
  );
  return rows[0]?.file_key ?? null;
}

/** The highest page of the paper that holds a candidate's scanned (or marked) page; 0 for none. */
export async function scannedThrough(q: Queryable, paperId: number): Promise<number> {
  const { rows } = await q.query<{ page: number | null }>(
    `select max(rp.page) as page from report_pages rp
      where rp.exam_paper_id = $1 and exists (select 1 from marked_pages mp where mp.report_page_id = rp.id)`,
    [paperId],
  );
  return rows[0]?.page ?? 0;
}

/** Whether a marking guideline of the paper sits on a page its question would no longer be on. */
export async function guidelinesOffTheirPages(
  q: Queryable,
  paperId: number,
  pagesByQuestion: { question_id: number; pages: number[] }[],
): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from guidelines g
       join questions q on q.id = g.q_id
       join jsonb_to_recordset($2::jsonb) as x(question_id bigint, pages int[]) on x.question_id = q.id
      where q.exam_paper_id = $1 and not (g.page = any (x.pages))
      limit 1`,
    [paperId, JSON.stringify(pagesByQuestion)],
  );
  return rows.length > 0;
}

/**
 * The paper has pages 1 to `pageCount`: report pages past it go (the caller checked they hold no
 * scans), missing ones come, and sample images past it go (their file keys are answered, to delete
 * from the file store once the change is committed).
 */
export async function setPageCount(q: Queryable, paperId: number, pageCount: number): Promise<string[]> {
  await q.query('update exam_papers set page_count = $2 where id = $1', [paperId, pageCount]);
  await q.query('delete from report_pages where exam_paper_id = $1 and page > $2', [paperId, pageCount]);
  await ensurePaperPages(q, paperId);
  const { rows } = await q.query<{ file_key: string }>(
    'delete from paper_page_images where exam_paper_id = $1 and page > $2 returning file_key',
    [paperId, pageCount],
  );
  return rows.map((row) => row.file_key);
}

/**
 * Adds the report pages the paper lacks among 1 to page_count (a paper made before it had any): scan
 * intake and the report find every page of the layout. Such a page has no blank page file (url null).
 */
export async function ensurePaperPages(q: Queryable, paperId: number): Promise<void> {
  await q.query(
    `insert into report_pages (exam_paper_id, page, page_number, url)
     select p.id, g, g, null from exam_papers p, generate_series(1, p.page_count) g where p.id = $1
         on conflict (exam_paper_id, page) do nothing`,
    [paperId],
  );
}

/** Each question's pages (as its page_location) and regions, replacing the regions it had. */
export async function setQuestionLayout(
  q: Queryable,
  paperId: number,
  questions: {
    question_id: number;
    pages: number[];
    regions: { page: number; x: number; y: number; w: number; h: number }[];
  }[],
): Promise<void> {
  await q.query(
    `update questions q set page_location = x.page_location
       from jsonb_to_recordset($2::jsonb) as x(question_id bigint, page_location text)
      where q.id = x.question_id and q.exam_paper_id = $1 and q.page_location is distinct from x.page_location`,
    [
      paperId,
      JSON.stringify(
        questions.map((question) => ({ question_id: question.question_id, page_location: question.pages.join(',') })),
      ),
    ],
  );
  await q.query(
    'delete from question_regions r using questions q where q.id = r.question_id and q.exam_paper_id = $1',
    [paperId],
  );
  const regions = questions.flatMap((question) =>
    question.regions.map((region) => ({ question_id: question.question_id, ...region })),
  );
  await q.query(
    `insert into question_regions (question_id, page, x, y, w, h)
     select x.question_id, x.page, x.x, x.y, x.w, x.h
       from jsonb_to_recordset($1::jsonb) as x(question_id bigint, page int, x numeric, y numeric, w numeric, h numeric)`,
    [JSON.stringify(regions)],
  );
}
