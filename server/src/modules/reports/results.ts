// Result lines (CandidateExamDetails): a candidate's one, all of theirs, and a school's roster. Every
// line is a row of the exam's published run; the list calls check the release in the same query.
import type { CandidateExamDetails, Locale, SchoolExamsResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { textColumns } from '../../lib/text-columns';

/** The exam's titles (exams e) in the reader's language and in both. */
const titles = (locale: Locale) =>
  `${textColumns('e.title1', 'title1', locale)}, ${textColumns('e.title2', 'title2', locale)}`;

/** The columns of a result line: r = candidate_exam_results, c = candidates, e = exams. */
const details = (locale: Locale) => `e.id as exam_id,
  (select p.id from exam_papers p where p.exam_id = e.id order by p.paper_no limit 1) as paper_id,
  ${titles(locale)}, c.name as candidate_name, c.class, c.student_no, c.candidate_no as candidate_id,
  c.language_version, r.score, r.paper1_score, r.paper2_score, r.section_a_score, r.section_b_score,
  r.level, r.overall_level, r.average_score_in_school, r.average_score_all_schools, r.rank_in_school,
  r.rank_in_territory, r.participants, r.dse_score, r.attained, e.has_report`;

/** Roster order of candidates c: by class, then student number (numerically when it is a number). */
export const ROSTER_ORDER = `c.class nulls last,
  case when c.student_no ~ '^[0-9]{1,9}$' then c.student_no::int end nulls last, c.student_no, c.candidate_no`;

const RELEASE_AT = `(select ce.at from cycle_events ce where ce.cycle_id = e.cycle_id and ce.key = 'candidate_result_release')`;

/** The result line of one candidate in an exam's published run (the caller has opened the report). */
export async function candidateDetails(
  q: Queryable,
  candidateId: number,
  runId: number,
  locale: Locale,
): Promise<CandidateExamDetails> {
  const { rows } = await q.query<CandidateExamDetails>(
    `select ${details(locale)}
       from candidate_exam_results r join candidates c on c.id = r.candidate_id join exams e on e.id = r.exam_id
      where r.candidate_id = $1 and r.grading_run_id = $2`,
    [candidateId, runId],
    { prepared: true },
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Every released result of a candidate, newest release first (archived exams too: a result once released stays). */
export async function allCandidateDetails(
  q: Queryable,
  candidateId: number,
  now: Date,
  locale: Locale,
): Promise<CandidateExamDetails[]> {
  const { rows } = await q.query<CandidateExamDetails & { release_at: Date }>(
    `select ${details(locale)}, ${RELEASE_AT} as release_at
       from candidate_exam_results r join candidates c on c.id = r.candidate_id
       join exams e on e.id = r.exam_id and e.published_run_id = r.grading_run_id
      where r.candidate_id = $1 and ${RELEASE_AT} < $2
      order by release_at desc, e.id desc`,
    [candidateId, now],
    { prepared: true },
  );
  return rows;
}

/** Every student of the school and subject with a result in the run, in roster order. */
export async function schoolRoster(
  q: Queryable,
  scope: { schoolId: number; subjectCode: string },
  runId: number,
  locale: Locale,
): Promise<CandidateExamDetails[]> {
  const { rows } = await q.query<CandidateExamDetails>(
    `select ${details(locale)}
       from candidate_exam_results r join candidates c on c.id = r.candidate_id join exams e on e.id = r.exam_id
      where r.grading_run_id = $1 and r.school_id = $2 and c.school_id = $2 and c.subject_code = $3
      order by ${ROSTER_ORDER}`,
    [runId, scope.schoolId, scope.subjectCode],
  );
  return rows;
}

/** The teacher's school, subject and the released exams in which the published run counted its students. */
export async function schoolExams(
  q: Queryable,
  scope: { schoolId: number; subjectCode: string },
  now: Date,
  locale: Locale,
): Promise<SchoolExamsResponse> {
  const { rows } = await q.query<{ name_zh: string; name_en: string; exams: SchoolExamsResponse['exams'] }>(
    `select s.name_zh, s.name_en, coalesce((
       select json_agg(json_build_object('exam_id', x.id, 'title1', x.title1, 'title2', x.title2,
                                         'title1_zh', x.title1_zh, 'title1_en', x.title1_en,
                                         'title2_zh', x.title2_zh, 'title2_en', x.title2_en,
                                         'has_report', x.has_report, 'participants_school', x.n)
                       order by x.release_at desc, x.id desc)
         from (select e.id, ${titles(locale)}, e.has_report, ${RELEASE_AT} as release_at, count(*)::int as n
                 from exams e join candidate_exam_results r on r.grading_run_id = e.published_run_id
                where e.subject_code = $2 and r.school_id = s.id and ${RELEASE_AT} < $3
                group by e.id) x), '[]'::json) as exams
       from schools s where s.id = $1`,
    [scope.schoolId, scope.subjectCode, now],
  );
  if (!rows[0]) throw notFound();
  const { name_zh, name_en, exams } = rows[0];
  return { school: { name_zh, name_en }, subject: scope.subjectCode, exams };
}
