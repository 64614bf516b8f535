// What a report shows besides the result line: the exam and its papers, a paper's pages with the
// candidate's scans, the questions on a page with the candidate's answers, the guidelines. The
// caller has opened the report (access.ts), so these read by id without checking again.
import type { Answer, Exam, GuidelineItem, Locale, PageInfo, Question } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { columnIn, textColumns } from '../../lib/text-columns';
import { blankPageUrl, pageImageUrl } from './page-urls';

/** The exam and its papers, their texts in the reader's language and in both. */
export async function examWithPapers(q: Queryable, examId: number, locale: Locale): Promise<Exam> {
  const { rows } = await q.query<Exam>(
    `select e.id as exam_id, ${textColumns('e.title1', 'title1', locale)}, ${textColumns('e.title2', 'title2', locale)},
            e.follow_page, e.has_report, e.subject_code as subject,
            coalesce((select json_agg(json_build_object('paper_id', p.id, 'paper_no', p.paper_no,
                                                        'title', ${columnIn('p.title', locale)},
                                                        'title_zh', p.title_zh, 'title_en', p.title_en,
                                                        'weight_percent', p.weight_percent) order by p.paper_no)
                        from exam_papers p where p.exam_id = e.id), '[]'::json) as papers
       from exams e where e.id = $1`,
    [examId],
    { prepared: true },
  );
  return rows[0];
}

/**
 * The paper's pages. `url` is the candidate's scan, or the blank paper page without one; `local_url`
 * the marked scan, when there is one. Both are authorised calls the browser adds ?access_token= to.
 */
export async function paperPages(q: Queryable, paperId: number, candidateId: number): Promise<PageInfo[]> {
  const { rows } = await q.query<{
    report_page_id: number;
    page: number;
    new_page: number | null;
    page_number: number;
    marked_page_id: number | null;
    has_scan: boolean;
    has_marked: boolean;
  }>(
    `select rp.id as report_page_id, rp.page, rp.new_page, rp.page_number, mp.id as marked_page_id,
            coalesce(mp.scan_path is not null, false) as has_scan,
            coalesce(mp.has_marked and mp.marked_path is not null, false) as has_marked
       from report_pages rp
       left join marked_pages mp on mp.report_page_id = rp.id and mp.candidate_id = $2
      where rp.exam_paper_id = $1
      order by rp.page`,
    [paperId, candidateId],
    { prepared: true },
  );
  return rows.map((row) => ({
    page: row.page,
    new_page: row.new_page,
    page_number: row.page_number,
    has_marked: row.has_marked,
    url:
      row.has_scan && row.marked_page_id !== null
        ? pageImageUrl(row.marked_page_id, 'scan')
        : blankPageUrl(row.report_page_id),
    local_url: row.has_marked && row.marked_page_id !== null ? pageImageUrl(row.marked_page_id, 'marked') : null,
  }));
}

/** The questions whose page_location lists `page` (abilities in the reader's language and in both), and the candidate's answers to them. */
export async function questionsOnPage(
  q: Queryable,
  on: { paperId: number; page: number; candidateId: number },
  locale: Locale,
): Promise<{ questions: Question[]; answers: Answer[] }> {
  const { rows } = await q.query<
    Question & { answered: boolean; score: number | null; answer: unknown; comment: string | null }
  >(
    `select q.id as question_id, q.page_location, q.label, q.type, q.section, q.genre,
            ${textColumns('q.ability', 'ability', locale)}, q.max_score,
            q.correct_answer, a.id is not null as answered, a.score, a.answer, a.comment
       from questions q
       left join answers a on a.question_id = q.id and a.candidate_id = $3
      where q.exam_paper_id = $1 and $2::text = any (string_to_array(replace(q.page_location, ' ', ''), ','))
      order by q.sort_order, q.id`,
    [on.paperId, on.page, on.candidateId],
    { prepared: true },
  );
  return {
    questions: rows.map((row) => ({
      question_id: row.question_id,
      page_location: row.page_location,
      label: row.label,
      type: row.type,
      section: row.section,
      genre: row.genre,
      ability: row.ability,
      ability_zh: row.ability_zh,
      ability_en: row.ability_en,
      max_score: row.max_score,
      correct_answer: row.correct_answer,
    })),
    answers: rows
      .filter((row) => row.answered)
      .map((row) => ({ question_id: row.question_id, score: row.score, answer: row.answer, comment: row.comment })),
  };
}

/** The exam's scoring guidelines by page (those tied to a question: the popup keys them by q_id). */
export async function examGuidelines(q: Queryable, examId: number): Promise<GuidelineItem[]> {
  const { rows } = await q.query<GuidelineItem>(
    `select q_id, page, suggestion from guidelines where exam_id = $1 and q_id is not null order by page, id`,
    [examId],
    { prepared: true },
  );
  return rows;
}
