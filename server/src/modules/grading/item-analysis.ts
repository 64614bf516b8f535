// Item analysis of an exam's papers from the marks as they are now, with Moodle's quiz statistics
// definitions (question/classes/statistics/questions/calculator.php):
// - facility index: mean mark / full marks × 100;
// - discrimination index: Pearson correlation of the question's marks with the rest of the paper
//   (paper total minus this question), shown here as -1 to 1 (Moodle shows it × 100);
// - discriminative efficiency: 100 × cov(mark, rest) / covmax, where covmax pairs the i-th smallest
//   mark with the i-th smallest rest: the most covariance these two score distributions allow;
// - per paper Cronbach's alpha k / (k − 1) × (1 − Σ var(question) / var(total)) and the standard
//   error of measurement sd(total) × √(1 − alpha).
// Everyone with at least one answer on the paper counts; a question they left counts 0.
import type { ItemAnalysisResponse, ItemFlag, ItemStatistic, PaperStatistic } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';

/** Weak questions: facility below 10 (too hard) or above 95 (too easy), or discrimination below 0.2. */
export function itemFlags(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility < 10) flags.push('too_hard');
  if (facility !== null && facility > 95) flags.push('too_easy');
  if (discrimination !== null && discrimination < 0.2) flags.push('low_discrimination');
  return flags;
}

const round = (value: number | null, places: number) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** places) / 10 ** places;

const MARKS = `
with qs as (select id from questions where exam_paper_id = $1),
takers as (select distinct a.candidate_id from answers a join qs on qs.id = a.question_id),
marks as (
  select t.candidate_id, qs.id as question_id, coalesce(a.score, 0)::float8 as mark
    from takers t cross join qs
    left join answers a on a.candidate_id = t.candidate_id and a.question_id = qs.id
),
totals as (select candidate_id, sum(mark) as total from marks group by candidate_id),
item as (
  select m.question_id, m.mark, t.total - m.mark as rest from marks m join totals t using (candidate_id)
)`;

interface QuestionRow {
  question_id: number;
  label: string;
  type: ItemStatistic['type'];
  max_score: number;
  mean: number | null;
  sd: number | null;
  variance: number | null;
  discrimination: number | null;
  covariance: number | null;
  covariance_max: number | null;
}

async function questionRows(q: Queryable, paperId: number): Promise<QuestionRow[]> {
  const { rows } = await q.query<QuestionRow>(
    `${MARKS},
     by_mark as (select question_id, mark, row_number() over (partition by question_id order by mark) as i from item),
     by_rest as (select question_id, rest, row_number() over (partition by question_id order by rest) as i from item),
     cov_max as (
       select m.question_id, covar_samp(m.mark, r.rest) as covariance_max
         from by_mark m join by_rest r using (question_id, i) group by m.question_id
     ),
     stats as (
       select question_id, avg(mark) as mean, stddev_samp(mark) as sd, var_samp(mark) as variance,
              corr(mark, rest) as discrimination, covar_samp(mark, rest) as covariance
         from item group by question_id
     )
     select q.id as question_id, q.label, q.type, q.max_score, s.mean, s.sd, s.variance, s.discrimination,
            s.covariance, c.covariance_max
       from questions q
       left join stats s on s.question_id = q.id
       left join cov_max c on c.question_id = q.id
      where q.exam_paper_id = $1
      order by q.sort_order, q.id`,
    [paperId],
  );
  return rows;
}

async function paperTotals(q: Queryable, paperId: number) {
  const { rows } = await q.query<{
    candidates: number;
    mean: number | null;
    sd: number | null;
    variance: number | null;
  }>(
    `${MARKS}
     select count(*)::int as candidates, avg(total) as mean, stddev_samp(total) as sd, var_samp(total) as variance
       from totals`,
    [paperId],
  );
  return rows[0];
}

function toItem(row: QuestionRow): ItemStatistic {
  const facility = row.mean === null || row.max_score === 0 ? null : (row.mean / row.max_score) * 100;
  const efficiency =
    row.covariance === null || !row.covariance_max ? null : (100 * row.covariance) / row.covariance_max;
  return {
    question_id: row.question_id,
    label: row.label,
    type: row.type,
    max_score: row.max_score,
    mean: round(row.mean, 2),
    facility: round(facility, 2),
    sd: round(row.sd, 2),
    discrimination: round(row.discrimination, 3),
    discriminative_efficiency: round(efficiency, 2),
    flags: itemFlags(facility, row.discrimination),
  };
}

export async function paperAnalysis(
  q: Queryable,
  paper: { id: number; paper_no: number; title_zh: string; title_en: string },
): Promise<PaperStatistic> {
  const rows = await questionRows(q, paper.id);
  const totals = await paperTotals(q, paper.id);
  const k = rows.length;
  const itemVariance = rows.reduce((sum, row) => sum + (row.variance ?? 0), 0);
  const alpha = k > 1 && totals.variance ? (k / (k - 1)) * (1 - itemVariance / totals.variance) : null;
  const sem = alpha !== null && totals.sd !== null ? totals.sd * Math.sqrt(1 - alpha) : null;
  return {
    exam_paper_id: paper.id,
    paper_no: paper.paper_no,
    title_zh: paper.title_zh,
    title_en: paper.title_en,
    candidates: totals.candidates,
    max_score: rows.reduce((sum, row) => sum + row.max_score, 0),
    mean: round(totals.mean, 2),
    sd: round(totals.sd, 2),
    alpha: round(alpha, 3),
    sem: round(sem, 2),
    questions: rows.map(toItem),
  };
}

/** Every paper of the exam (404 for an unknown exam). */
export async function itemAnalysis(q: Queryable, examId: number): Promise<ItemAnalysisResponse> {
  const exam = await q.query('select 1 from exams where id = $1', [examId]);
  if (!exam.rows[0]) throw notFound();
  const { rows: papers } = await q.query<{ id: number; paper_no: number; title_zh: string; title_en: string }>(
    'select id, paper_no, title_zh, title_en from exam_papers where exam_id = $1 order by paper_no',
    [examId],
  );
  const analysed: PaperStatistic[] = [];
  for (const paper of papers) analysed.push(await paperAnalysis(q, paper));
  return { exam_id: examId, papers: analysed };
}
