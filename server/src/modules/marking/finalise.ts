// An item's final mark from its marks: round 1 alone when it is not double marked; two marks within the
// question's tolerance by its final rule (the mean rounded half up to the step, the higher or the lower,
// criterion by criterion for an essay with criteria, the score being their sum); two marks beyond it
// wait for the chief's third marking, whose mark is final. A final lands in answers (source 'screen')
// and the exam's marks version, with an audit entry and the drawing of the candidate's marked pages,
// all in the transaction of the mark that caused it; the marks version goes up last, under the exam's row lock.
import type { CriteriaScores, FinalRule } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { JobQueue } from '../../lib/jobs';
import { marksChanged } from '../grading/marks-version';
import { questionInfo, settingsOf, type QuestionInfo, type Settings } from './marking-queries';
import { queueMarkedPages } from './render-queue';

/** Two marks made one by the rule; the mean is rounded half up to `step`. */
export function combine(a: number, b: number, rule: FinalRule, step: number): number {
  if (rule === 'higher') return Math.max(a, b);
  if (rule === 'lower') return Math.min(a, b);
  return Math.floor((a + b) / 2 / step + 0.5) * step;
}

interface Final {
  score: number;
  criteria: CriteriaScores | null;
}

/** Two marks (with their criteria) made one: an essay's criteria each by the rule, the score their sum. */
export function combineMarks(a: Final, b: Final, rule: FinalRule, step: number): Final {
  if (!a.criteria || !b.criteria) return { score: combine(a.score, b.score, rule, step), criteria: null };
  const criteria: Record<string, number> = {};
  for (const code of Object.keys(a.criteria) as (keyof CriteriaScores)[]) {
    criteria[code] = combine(a.criteria[code] ?? 0, b.criteria[code] ?? 0, rule, step);
  }
  const score = Object.values(criteria).reduce((sum, value) => sum + value, 0);
  return { score, criteria: criteria as CriteriaScores };
}

interface RoundMark {
  round: number;
  state: 'open' | 'done';
  score: number | null;
  criteria: CriteriaScores | null;
}

const sameCriteria = (a: CriteriaScores | null, b: CriteriaScores | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The item's round-3 task, made when two marks differ beyond tolerance (none twice). */
async function needThird(q: Queryable, item: { id: number; question_id: number }): Promise<void> {
  await q.query(
    `insert into marking_tasks (question_id, item_id, round) values ($1, $2, 3) on conflict (item_id, round) do nothing`,
    [item.question_id, item.id],
  );
  await q.query(`update marking_items set state = 'third' where id = $1 and state <> 'third'`, [item.id]);
}

export interface FinaliseDeps {
  jobs: JobQueue;
  actor: AuditActor;
  /** The item's question and settings when the caller has read them already (a submit has). */
  known?: { question: QuestionInfo; settings: Settings };
}

/**
 * Works the item's final mark out again after one of its marks was made or changed, writes it where it
 * changed, and queues the drawing of the candidate's marked pages (the marks behind them changed).
 */
export async function finaliseItem(q: Queryable, deps: FinaliseDeps, itemId: number): Promise<void> {
  const items = await q.query<{
    id: number;
    question_id: number;
    candidate_id: number;
    script_code: string;
    double_marked: boolean;
    state: 'marking' | 'third' | 'final';
    final_score: number | null;
    final_criteria: CriteriaScores | null;
  }>(
    `select id, question_id, candidate_id, script_code, double_marked, state, final_score, final_criteria
       from marking_items where id = $1 for update`,
    [itemId],
  );
  const item = items.rows[0];
  if (!item) return;
  const known = deps.known?.question.id === item.question_id ? deps.known : null;
  const question = known?.question ?? (await questionInfo(q, item.question_id));
  if (!question) return;
  const settings = known?.settings ?? (await settingsOf(q, item.question_id));
  const marks = await q.query<RoundMark>(
    `select t.round, t.state, m.score, m.criteria
       from marking_tasks t left join marking_marks m on m.task_id = t.id
      where t.item_id = $1 order by t.round`,
    [itemId],
  );
  const done = (round: number) => marks.rows.find((m) => m.round === round && m.state === 'done' && m.score !== null);
  const first = done(1);
  const second = done(2);
  const third = done(3);

  let final: Final | null = null;
  if (third) final = { score: third.score as number, criteria: third.criteria };
  else if (!item.double_marked && first) final = { score: first.score as number, criteria: first.criteria };
  else if (first && second) {
    const a = { score: first.score as number, criteria: first.criteria };
    const b = { score: second.score as number, criteria: second.criteria };
    if (Math.abs(a.score - b.score) <= settings.tolerance) {
      final = combineMarks(a, b, settings.final_rule, settings.step);
      // A changed mark brought the two within tolerance: the third marking is no longer wanted.
      await q.query(`delete from marking_tasks where item_id = $1 and round = 3 and state = 'open'`, [itemId]);
    } else {
      await needThird(q, item);
    }
  }
  // Marked pages show final marks only: nothing to draw before there is one.
  if (!final) return;
  const paper = { candidate_id: item.candidate_id, exam_paper_id: question.exam_paper_id };
  const changed =
    item.state !== 'final' || item.final_score !== final.score || !sameCriteria(item.final_criteria, final.criteria);
  if (changed) {
    // The item's final mark and the answer the grading run reads, in one statement.
    const before = await q.query<{ score: number | null }>(
      `with item as (update marking_items set state = 'final', final_score = $3, final_criteria = $5,
                                              finalised_at = now()
                      where id = $4),
            old as (select score from answers where candidate_id = $1 and question_id = $2)
       insert into answers (candidate_id, question_id, score, source) values ($1, $2, $3, 'screen')
       on conflict (candidate_id, question_id) do update set score = excluded.score, source = 'screen'
       returning (select score from old) as score`,
      [
        item.candidate_id,
        item.question_id,
        final.score,
        itemId,
        final.criteria ? JSON.stringify(final.criteria) : null,
      ],
    );
    const criteria = question.criteria.filter((c) => final.criteria?.[c.code as keyof CriteriaScores] !== undefined);
    if (criteria.length > 0) {
      await q.query(
        `insert into criterion_scores (candidate_id, criterion_id, score)
         select $1, unnest($2::bigint[]), unnest($3::numeric[])
         on conflict (candidate_id, criterion_id) do update set score = excluded.score`,
        [
          item.candidate_id,
          criteria.map((c) => c.id),
          criteria.map((c) => final.criteria?.[c.code as keyof CriteriaScores]),
        ],
      );
    }
    await writeAudit(q, deps.actor, 'marking.final', 'marking_item', itemId, {
      question: question.label,
      script_code: item.script_code,
      from: before.rows[0]?.score ?? null,
      to: final.score,
    });
  }
  await queueMarkedPages(deps.jobs, q, paper);
  // The marks version rule: the exam's row lock, taken by this update as the transaction's last statement, so
  // the lock every submit of the exam queues on is held for one statement and the commit. A grading run
  // holding the lock first sees none of this change and is left a version behind; one that waits sees it all.
  if (changed) await marksChanged(q, question.exam_id);
}
