// A grading run: every candidate with at least one answer in the exam is graded from the marks
// alone, set-based in one transaction, and the run's rows replace the exam's results.
//
// Rules (README, "Grading"):
// - paper total = sum of the paper's answer scores (a blank score counts 0); section A / B sum the
//   questions of that section over every paper;
// - weighted total = Σ paper total / paper full marks × weight_percent, rounded half up to 2 decimals
//   on the exact value (62.5 of 120 at 30% is 15.625 → 15.63); ranks, levels and averages use this
//   rounded total, so equal shown totals share a rank. Exactly: each paper's share is one division
//   carried to 40 decimals, so the sum is within 4 × 10⁻⁴⁰ of the exact total; the exact total is a
//   fraction whose denominator divides 100 × Π (2 × paper full marks) ≤ 100 × 80,000⁴, so unless it is
//   a half hundredth it lies more than 10⁻²³ away from one, and rounding to 30 decimals first gives
//   back the exact half hundredth (dividing first, then multiplying, gave 15.6249…99 → 15.62);
// - level: the highest cut score reached, 'U' below level 1; overall_level = level (one exam);
//   CSD has no level: attained = total ≥ attain_min_score, null for the other subjects;
// - rank_in_school: rank() within the school (ties share a rank, the next one skips); individual
//   candidates have none; rank_in_territory: rank() over everyone graded;
// - average_score_in_school: the school's mean total (null for individual candidates);
//   average_score_all_schools: the mean total of every school candidate graded, or of everyone
//   graded when no school candidate is; participants: the number graded;
// - a new run unpublishes the exam (published_run_id = null): its earlier results are gone, and
//   staff publish again once they have looked at the new distribution; release messages still held
//   are withdrawn (release-notices.ts);
// - the run records the exam's marks version it graded (settling derived marks is part of the run,
//   not a change of marks); publishing refuses it once marks change (runs.ts).
import { BOUNDARY_LEVELS } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { SYSTEM_ACTOR, writeAudit, type AuditActor } from '../../lib/audit';
import { settleDerivedMarks } from './derived-marks';
import { isAttainSubject, LEVEL_POINTS } from './levels';
import { withdrawReleaseNotices } from './release-notices';

export interface GradingRunResult {
  runId: number;
  candidates: number;
  distribution: Record<string, number>;
  /** The run that was published before this one, now unpublished. */
  unpublishedRunId: number | null;
}

interface LockedExam {
  id: number;
  subject_code: string;
  attain_min_score: number | null;
  published_run_id: number | null;
  /** The marks version this run grades: read under the lock, so no change of marks slips in. */
  marks_version: number;
}

/** Cut scores (levels, ascending) for a graded subject, or the attained score for CSD. */
interface GradingRule {
  levels: string[];
  minScores: number[];
  attainMin: number | null;
}

async function lockExam(q: Queryable, examId: number): Promise<LockedExam> {
  // Two runs of one exam at once (two instances, two staff) take turns here.
  const { rows } = await q.query<LockedExam>(
    'select id, subject_code, attain_min_score, published_run_id, marks_version from exams where id = $1 for update',
    [examId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function gradingRule(q: Queryable, exam: LockedExam): Promise<GradingRule> {
  if (isAttainSubject(exam.subject_code)) {
    if (exam.attain_min_score === null) throw conflict('GRADING_NO_BOUNDARIES');
    return { levels: [], minScores: [], attainMin: exam.attain_min_score };
  }
  const { rows } = await q.query<{ level: string; min_score: number }>(
    'select level, min_score from grade_boundaries where exam_id = $1 order by min_score',
    [exam.id],
  );
  if (rows.length !== BOUNDARY_LEVELS.length) throw conflict('GRADING_NO_BOUNDARIES');
  return { levels: rows.map((r) => r.level), minScores: rows.map((r) => r.min_score), attainMin: null };
}

async function assertEveryPaperHasQuestions(q: Queryable, examId: number): Promise<void> {
  const { rows } = await q.query<{ papers: number; empty: number }>(
    `select count(*)::int as papers,
            count(*) filter (where coalesce((select sum(max_score) from questions where exam_paper_id = ep.id), 0) = 0)::int as empty
       from exam_papers ep where ep.exam_id = $1`,
    [examId],
  );
  // A paper without full marks would divide by zero in the weighted total.
  if (rows[0].papers === 0 || rows[0].empty > 0) throw conflict('GRADING_NO_QUESTIONS');
}

const DSE_POINTS = `case level ${Object.entries(LEVEL_POINTS)
  .map(([level, points]) => `when '${level}' then ${points}`)
  .join(' ')} end`;

/** One statement: totals, levels, ranks and averages of everyone with an answer in the exam. */
const INSERT_RESULTS = `
insert into candidate_exam_results (
  candidate_id, exam_id, grading_run_id, school_id, score, paper1_score, paper2_score, section_a_score,
  section_b_score, level, overall_level, average_score_in_school, average_score_all_schools, rank_in_school,
  rank_in_territory, participants, dse_score, attained)
with papers as (
  select ep.id, ep.paper_no, ep.weight_percent, sum(q.max_score) as max_score
    from exam_papers ep join questions q on q.exam_paper_id = ep.id
   where ep.exam_id = $1
   group by ep.id
),
per_paper as (
  select a.candidate_id, q.exam_paper_id,
         sum(coalesce(a.score, 0)) as total,
         sum(coalesce(a.score, 0)) filter (where q.section = 'A') as section_a,
         sum(coalesce(a.score, 0)) filter (where q.section = 'B') as section_b
    from answers a join questions q on q.id = a.question_id
   where q.exam_paper_id in (select id from papers)
   group by a.candidate_id, q.exam_paper_id
),
totals as (
  select pp.candidate_id,
         round(round(sum((pp.total * p.weight_percent)::numeric(50, 40) / p.max_score), 30), 2) as score,
         sum(pp.total) filter (where p.paper_no = 1) as paper1,
         sum(pp.total) filter (where p.paper_no = 2) as paper2,
         coalesce(sum(pp.section_a), 0) as section_a,
         coalesce(sum(pp.section_b), 0) as section_b
    from per_paper pp join papers p on p.id = pp.exam_paper_id
   group by pp.candidate_id
),
graded as (
  select t.*, c.school_id,
         case when $4::numeric is null then
           coalesce((select b.level from unnest($2::text[], $3::numeric[]) as b(level, min_score)
                      where t.score >= b.min_score order by b.min_score desc limit 1), 'U')
         end as level
    from totals t join candidates c on c.id = t.candidate_id
)
select candidate_id, $1, $5, school_id, score, paper1, paper2, section_a, section_b, level, level,
       case when school_id is not null then round(avg(score) over (partition by school_id), 2) end,
       round(coalesce(avg(score) filter (where school_id is not null) over (), avg(score) over ()), 2),
       case when school_id is not null then rank() over (partition by school_id order by score desc) end,
       rank() over (order by score desc),
       count(*) over (),
       ${DSE_POINTS},
       case when $4::numeric is not null then score >= $4::numeric end
  from graded`;

async function distributionOf(q: Queryable, runId: number): Promise<Record<string, number>> {
  const { rows } = await q.query<{ key: string; n: number }>(
    `select coalesce(level, case when attained then 'attained' else 'unattained' end) as key, count(*)::int as n
       from candidate_exam_results where grading_run_id = $1 group by 1`,
    [runId],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** Grades the exam inside the caller's transaction (the seed grades its demo exams this way). */
export async function gradeExam(q: Queryable, examId: number, actorUserId: number | null): Promise<GradingRunResult> {
  const actor: AuditActor = actorUserId === null ? SYSTEM_ACTOR : { userId: actorUserId, role: 'staff' };
  const exam = await lockExam(q, examId);
  const rule = await gradingRule(q, exam);
  await assertEveryPaperHasQuestions(q, examId);
  await settleDerivedMarks(q, examId);
  const run = await q.query<{ id: number }>(
    'insert into grading_runs (exam_id, ran_by, candidates, marks_version) values ($1, $2, 0, $3) returning id',
    [examId, actorUserId, exam.marks_version],
  );
  const runId = run.rows[0].id;
  await q.query('delete from candidate_exam_results where exam_id = $1', [examId]);
  const inserted = await q.query(INSERT_RESULTS, [examId, rule.levels, rule.minScores, rule.attainMin, runId]);
  const distribution = await distributionOf(q, runId);
  await q.query('update grading_runs set candidates = $2, distribution = $3 where id = $1', [
    runId,
    inserted.rowCount,
    JSON.stringify(distribution),
  ]);
  await q.query('update exams set published_run_id = null where id = $1', [examId]);
  if (exam.published_run_id !== null) await withdrawReleaseNotices(q, examId);
  const result = { runId, candidates: inserted.rowCount, distribution, unpublishedRunId: exam.published_run_id };
  await writeAudit(q, actor, 'grading.run', 'exam', examId, {
    run_id: runId,
    candidates: result.candidates,
    distribution,
    unpublished_run_id: result.unpublishedRunId,
  });
  return result;
}

/** Grades the exam from its marks in one transaction; the new run's results replace the exam's, unpublished. */
export function runGrading(db: Db, examId: number, actorUserId: number | null): Promise<GradingRunResult> {
  return db.tx((q) => gradeExam(q, examId, actorUserId));
}
