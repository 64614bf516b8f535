// The SQL of the answer books: the paper as printed (titles, pages, questions and regions per page)
// and the candidates entered for its exam, in the order the books are packed (school, class, student
// number; individual candidates last, by candidate number), read a batch at a time.
import type { Queryable } from '../../db';
import { ENTERED, ENTERED_PARAMS } from '../grading/entered';

export interface PrintedPaper {
  exam_paper_id: number;
  exam_id: number;
  subject_code: string;
  cycle_id: number;
  exam_title_zh: string;
  exam_title_en: string;
  paper_no: number;
  paper_title_zh: string;
  paper_title_en: string;
  page_count: number;
  /** Per question: its label, pages and regions (fractions of the page). */
  questions: {
    label: string;
    pages: number[];
    regions: { page: number; x: number; y: number; w: number; h: number }[];
  }[];
}

export async function printedPaper(q: Queryable, paperId: number): Promise<PrintedPaper | null> {
  const { rows } = await q.query<PrintedPaper>(
    `select ep.id as exam_paper_id, e.id as exam_id, e.subject_code, e.cycle_id,
            e.title1_zh as exam_title_zh, e.title1_en as exam_title_en, ep.paper_no,
            ep.title_zh as paper_title_zh, ep.title_en as paper_title_en, ep.page_count,
            coalesce((select json_agg(json_build_object(
                        'label', q.label, 'pages', page_location_pages(q.page_location),
                        'regions', coalesce((select json_agg(json_build_object('page', r.page, 'x', r.x::float8,
                                                                'y', r.y::float8, 'w', r.w::float8, 'h', r.h::float8))
                                               from question_regions r where r.question_id = q.id), '[]'))
                        order by q.sort_order, q.id)
                        from questions q where q.exam_paper_id = ep.id), '[]') as questions
       from exam_papers ep join exams e on e.id = ep.exam_id
      where ep.id = $1`,
    [paperId],
  );
  return rows[0] ?? null;
}

/** Whose books: one school's candidates, the individual candidates, or both (null school: every school). */
export interface BookScope {
  schoolId: number | null;
  schools: boolean;
  individuals: boolean;
}

export interface BookCandidate {
  candidate_no: string;
  name: string;
  class: string | null;
  student_no: string | null;
  school_name_zh: string | null;
  school_name_en: string | null;
}

/** $1, $2: ENTERED's; $3 the school (null: any); $4 schools wanted; $5 individuals wanted. */
const IN_SCOPE = `(c.school_id is null or c.subject_code = $1::text) and ${ENTERED}
  and case when c.school_id is null then $5::boolean
           else $4::boolean and ($3::bigint is null or c.school_id = $3::bigint) end`;

const scopeParams = (paper: PrintedPaper, scope: BookScope) => [
  ...ENTERED_PARAMS(paper),
  scope.schoolId,
  scope.schools,
  scope.individuals,
];

export async function countBookCandidates(q: Queryable, paper: PrintedPaper, scope: BookScope): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from candidates c where ${IN_SCOPE}`,
    scopeParams(paper, scope),
  );
  return rows[0].n;
}

export async function bookCandidates(
  q: Queryable,
  paper: PrintedPaper,
  scope: BookScope,
  page: { offset: number; limit: number },
): Promise<BookCandidate[]> {
  const { rows } = await q.query<BookCandidate>(
    `select c.candidate_no, c.name, c.class, c.student_no, s.name_zh as school_name_zh, s.name_en as school_name_en
       from candidates c left join schools s on s.id = c.school_id
      where ${IN_SCOPE}
      order by s.code nulls last, c.class nulls last,
               case when c.student_no ~ '^[0-9]{1,9}$' then c.student_no::int end nulls last, c.student_no,
               c.candidate_no
     offset $6 limit $7`,
    [...scopeParams(paper, scope), page.offset, page.limit],
  );
  return rows;
}

/** The schools with candidates entered for the paper's exam, and how many individual candidates. */
export async function bookSchools(q: Queryable, paper: PrintedPaper) {
  const { rows } = await q.query<{
    school_id: number | null;
    name_zh: string | null;
    name_en: string | null;
    candidates: number;
  }>(
    `select c.school_id, s.name_zh, s.name_en, count(*)::int as candidates
       from candidates c left join schools s on s.id = c.school_id
      where (c.school_id is null or c.subject_code = $1::text) and ${ENTERED}
      group by c.school_id, s.code, s.name_zh, s.name_en
      order by s.code nulls last`,
    ENTERED_PARAMS(paper),
  );
  return rows;
}
