// A school's analysis of an exam against every candidate of the published run: participants and
// averages, a histogram of weighted totals in bins of 10, level counts, the analysis groups, and per
// question the facility (mean mark over full marks) and, over the school's students, the
// discrimination: Pearson's correlation of the question's marks with the rest of its paper.
import type { Locale, QuestionStatistic, SchoolAnalysisResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import type { ReleasedExam } from './access';
import { analysisGroups } from './analysis';

export const LEVELS = ['5**', '5*', '5', '4', '3', '2', '1', 'U'];
export const ATTAINMENT = ['Attained', 'Unattained'];
const BINS = 10;

const SUMMARY_SQL = `
with cohort as (
  select r.school_id, r.score, r.level, r.attained from candidate_exam_results r where r.grading_run_id = $1
)
select (select count(*)::int from cohort where school_id = $2) as participants_school,
       (select count(*)::int from cohort) as participants_all,
       (select count(distinct school_id)::int from cohort) as schools_all,
       (select round(avg(score), 2) from cohort where school_id = $2) as average_school,
       (select round(avg(score), 2) from cohort) as average_all,
       (select coalesce(json_agg(json_build_object('bin', bin, 'school', n_school, 'all', n_all)), '[]'::json)
          from (select least(floor(score / 10)::int, ${BINS - 1}) as bin,
                       count(*) filter (where school_id = $2) as n_school, count(*) as n_all
                  from cohort where score is not null group by 1) b) as bins,
       (select coalesce(json_agg(json_build_object('level', level, 'school', n_school, 'all', n_all)), '[]'::json)
          from (select case when $3::boolean then case attained when true then 'Attained' when false then 'Unattained' end else level end as level,
                       count(*) filter (where school_id = $2) as n_school, count(*) as n_all
                  from cohort group by 1) l) as levels`;

/** Every cohort student by every question (a missing mark is 0), with their total on that paper. */
const QUESTIONS_SQL = `
with cohort as (
  select r.candidate_id, r.school_id from candidate_exam_results r where r.grading_run_id = $2
), qs as (
  select q.id, q.exam_paper_id, p.paper_no, q.label, q.type, q.max_score, q.sort_order
    from questions q join exam_papers p on p.id = q.exam_paper_id where p.exam_id = $1
), grid as (
  select c.candidate_id, c.school_id, qs.id as question_id, qs.exam_paper_id, coalesce(a.score, 0) as score
    from cohort c cross join qs
    left join answers a on a.candidate_id = c.candidate_id and a.question_id = qs.id
), paper_totals as (
  select candidate_id, exam_paper_id, sum(score) as total from grid group by candidate_id, exam_paper_id
)
select qs.id as question_id, qs.paper_no, qs.label, qs.type, qs.max_score,
       round(avg(g.score) filter (where g.school_id = $3) * 100 / nullif(qs.max_score, 0), 2) as facility_school,
       round(avg(g.score) * 100 / nullif(qs.max_score, 0), 2) as facility_all,
       round(corr(g.score, t.total - g.score) filter (where g.school_id = $3)::numeric, 4) as discrimination_school
  from qs join grid g on g.question_id = qs.id
  join paper_totals t on t.candidate_id = g.candidate_id and t.exam_paper_id = g.exam_paper_id
 group by qs.id, qs.paper_no, qs.label, qs.type, qs.max_score, qs.sort_order
 order by qs.paper_no, qs.sort_order, qs.id`;

interface Summary {
  participants_school: number;
  participants_all: number;
  schools_all: number;
  average_school: number | null;
  average_all: number | null;
  bins: { bin: number; school: number; all: number }[];
  levels: { level: string | null; school: number; all: number }[];
}

export async function schoolAnalysis(
  q: Queryable,
  exam: ReleasedExam,
  schoolId: number,
  locale: Locale,
): Promise<SchoolAnalysisResponse> {
  const attainment = exam.attainMinScore !== null;
  // Three independent reads: on a pool they overlap.
  const [summary, groups, questions] = await Promise.all([
    q.query<Summary>(SUMMARY_SQL, [exam.runId, schoolId, attainment]).then((r) => r.rows[0]),
    analysisGroups(q, { examId: exam.examId, runId: exam.runId, schoolId, candidateId: null }, locale),
    q.query<QuestionStatistic>(QUESTIONS_SQL, [exam.examId, exam.runId, schoolId]).then((r) => r.rows),
  ]);
  const bin = (i: number) => summary.bins.find((b) => b.bin === i);
  const level = (name: string) => summary.levels.find((l) => l.level === name);
  return {
    participants_school: summary.participants_school,
    participants_all: summary.participants_all,
    schools_all: summary.schools_all,
    average_school: summary.average_school,
    average_all: summary.average_all,
    // As the contract reads them: 0 to 9.99, ..., 90 to 100.
    histogram: Array.from({ length: BINS }, (_, i) => ({
      from: i * 10,
      to: i === BINS - 1 ? 100 : (i * 1000 + 999) / 100,
      school: bin(i)?.school ?? 0,
      all: bin(i)?.all ?? 0,
    })),
    levels: (attainment ? ATTAINMENT : LEVELS).map((name) => ({
      level: name,
      school: level(name)?.school ?? 0,
      all: level(name)?.all ?? 0,
    })),
    groups,
    questions,
  };
}
