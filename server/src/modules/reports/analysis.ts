// The analysis groups of a report card and of a school's analysis: the exam's questions grouped by
// section, type, genre and ability, and its writing criteria by code, each as percent of the
// group's full marks scored by one candidate, by a school's students and by every candidate of the
// published run. A mark that was never entered counts as 0 (the run graded the whole cohort). An ability
// is the publisher's wording: its key is the reader's language, its names both languages.
import { WRITING_CRITERIA, type AnalysisGroup, type Locale } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { columnIn } from '../../lib/text-columns';

const DIMENSIONS = ['section', 'type', 'genre', 'ability', 'criterion'];

/** Set-based: the cohort's marks are summed per question or criterion once, then per group. */
const groupsSql = (locale: Locale) => `
with cohort as (
  select r.candidate_id, r.school_id from candidate_exam_results r where r.grading_run_id = $2
), counts as (
  select count(*) as n_all, count(*) filter (where school_id = $3) as n_school from cohort
), items as (
  select 'q' as src, q.id, q.max_score, d.dimension, d.key, d.name_zh, d.name_en
    from questions q join exam_papers p on p.id = q.exam_paper_id
    cross join lateral (values ('section', q.section, null, null), ('type', q.type, null, null),
                               ('genre', q.genre, null, null),
                               ('ability', ${columnIn('q.ability', locale)}, q.ability_zh, q.ability_en))
         as d (dimension, key, name_zh, name_en)
   where p.exam_id = $1 and d.key is not null
  union all
  select 'c', qc.id, qc.max_score, 'criterion', qc.code, null, null
    from question_criteria qc join questions q on q.id = qc.question_id join exam_papers p on p.id = q.exam_paper_id
   where p.exam_id = $1
), marks as (
  select 'q' as src, a.question_id as id, a.candidate_id, a.score
    from answers a where a.question_id in (select id from items where src = 'q')
  union all
  select 'c', cs.criterion_id, cs.candidate_id, cs.score
    from criterion_scores cs where cs.criterion_id in (select id from items where src = 'c')
), sums as (
  select m.src, m.id, sum(m.score) as all_sum,
         sum(m.score) filter (where c.school_id = $3) as school_sum,
         sum(m.score) filter (where m.candidate_id = $4) as candidate_sum
    from marks m join cohort c on c.candidate_id = m.candidate_id
   group by m.src, m.id
)
select i.dimension, i.key, i.name_zh, i.name_en, sum(i.max_score) as max_score,
       case when $4::bigint is not null
            then round(coalesce(sum(s.candidate_sum), 0) * 100 / nullif(sum(i.max_score), 0), 2) end as candidate,
       round(coalesce(sum(s.school_sum), 0) * 100 / nullif(sum(i.max_score) * n.n_school, 0), 2) as school,
       round(coalesce(sum(s.all_sum), 0) * 100 / nullif(sum(i.max_score) * n.n_all, 0), 2) as all_candidates
  from items i left join sums s on s.src = i.src and s.id = i.id cross join counts n
 group by i.dimension, i.key, i.name_zh, i.name_en, n.n_school, n.n_all
 order by array_position($5::text[], i.dimension), array_position($6::text[], i.key), i.key`;

export interface GroupsFor {
  examId: number;
  runId: number;
  /** The school compared against; null for an individual candidate (school figures are null). */
  schoolId: number | null;
  /** The candidate whose own figures are wanted; null for a school's analysis. */
  candidateId: number | null;
}

export async function analysisGroups(q: Queryable, of: GroupsFor, locale: Locale): Promise<AnalysisGroup[]> {
  const { rows } = await q.query<Omit<AnalysisGroup, 'all'> & { all_candidates: number | null }>(groupsSql(locale), [
    of.examId,
    of.runId,
    of.schoolId,
    of.candidateId,
    DIMENSIONS,
    WRITING_CRITERIA,
  ]);
  return rows.map(({ all_candidates, ...group }) => ({ ...group, all: all_candidates }));
}
