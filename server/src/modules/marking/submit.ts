// Submitting (or changing) a mark. One transaction takes the marker's assignment and the task, checks
// the mark against the question, stores it, moves standardisation and seeds on, and finalises the item
// (which takes the exam's row lock only when a final mark changes, as late as it can: every marker of
// the exam queues on that lock); the route answers only once it committed, so a mark the marker saw
// accepted is never lost. The Idempotency-Key makes a retried submit answer the stored mark and change nothing.
import {
  MARKING_RECENT_LIMIT,
  type AssignmentStatus,
  type CriteriaScores,
  type SubmitMarkRequest,
  type SubmitMarkResponse,
} from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { JobQueue } from '../../lib/jobs';
import { notAssigned } from './claim';
import { finaliseItem } from './finalise';
import {
  assignmentOf,
  kindOf,
  setStatus,
  type Assignment,
  type QuestionInfo,
  type Settings,
  type TaskRow,
} from './marking-queries';
import { lockedTaskForSubmit, submitContext, type Reference } from './submit-queries';
import { questionRegions } from './regions';
import { advanceStandardisation } from './standardisation';

export type MarkInput = z.output<typeof SubmitMarkRequest>;

export interface SubmitInput {
  markerId: number;
  taskId: number;
  idempotencyKey: string;
  mark: MarkInput;
}

export type SubmitResult = SubmitMarkResponse & { replayed: boolean };

/** The mark fits the question: its maximum and step, its criteria (essays only), its pages. */
async function checkMark(q: Queryable, question: QuestionInfo, settings: Settings, mark: MarkInput): Promise<void> {
  if (mark.score > question.max_score)
    throw badRequest('MARKING_SCORE_ABOVE_MAX', { score: 'MARKING_SCORE_ABOVE_MAX' });
  const onStep = (value: number) => Number.isInteger(value / settings.step);
  if (!onStep(mark.score)) throw badRequest('MARKING_SCORE_STEP', { score: 'MARKING_SCORE_STEP' });
  if (question.criteria.length === 0) {
    if (mark.criteria !== null)
      throw badRequest('MARKING_CRITERIA_NOT_ESSAY', { criteria: 'MARKING_CRITERIA_NOT_ESSAY' });
  } else {
    const given = mark.criteria ?? {};
    const codes = Object.keys(given);
    const required = () => badRequest('MARKING_CRITERIA_REQUIRED', { criteria: 'MARKING_CRITERIA_REQUIRED' });
    if (codes.length !== question.criteria.length) throw required();
    let sum = 0;
    for (const criterion of question.criteria) {
      const value = given[criterion.code as keyof CriteriaScores];
      if (value === undefined) throw required();
      if (value > criterion.max_score) {
        throw badRequest('MARKING_SCORE_ABOVE_MAX', { [`criteria.${criterion.code}`]: 'MARKING_SCORE_ABOVE_MAX' });
      }
      if (!onStep(value))
        throw badRequest('MARKING_SCORE_STEP', { [`criteria.${criterion.code}`]: 'MARKING_SCORE_STEP' });
      sum += value;
    }
    if (sum !== mark.score) throw required();
  }
  if (mark.annotations.length > 0) {
    const pages = new Set((await questionRegions(q, question.id)).map((r) => r.page));
    if (mark.annotations.some((a) => !pages.has(a.page))) {
      throw badRequest('MARKING_ANNOTATION_INVALID', { annotations: 'MARKING_ANNOTATION_INVALID' });
    }
  }
}

const definitiveOf = (reference: Reference | null) =>
  reference?.purpose === 'practice' ? { score: reference.definitive_score, note: reference.note } : null;

/** A done task its marker may still change: a live one of their recent marks not overridden by a chief's. */
async function changeable(q: Queryable, task: TaskRow, markerId: number): Promise<boolean> {
  if (task.purpose === 'practice' || task.purpose === 'qualification') return false;
  const { rows } = await q.query(
    `select 1
       from (select m.task_id from marking_marks m join marking_tasks t on t.id = m.task_id
              where m.marker_id = $2 and t.question_id = $3
              order by m.submitted_at desc, m.id desc limit $4) recent
      where recent.task_id = $1
        and not exists (select 1 from marking_tasks third
                         where third.item_id = $5 and third.round = 3 and third.state = 'done' and $6 < 3)`,
    [task.id, markerId, task.question_id, MARKING_RECENT_LIMIT, task.item_id, task.round],
  );
  return rows.length > 0;
}

/** A seed's mark: a failure counts towards the pause; either way the count to the next seed starts again. */
async function countSeed(q: Queryable, a: Assignment, settings: Settings, within: boolean): Promise<AssignmentStatus> {
  const failures = a.seed_failures + (within ? 0 : 1);
  await q.query('update marking_assignments set since_seed = 0, seed_failures = $2 where id = $1', [a.id, failures]);
  if (!within && failures >= settings.seed_fail_limit && a.status === 'live') {
    await setStatus(q, a.id, 'paused', 'seeds');
    return 'paused';
  }
  return a.status;
}

async function submitIn(q: Queryable, jobs: JobQueue, input: SubmitInput): Promise<SubmitResult> {
  const { markerId, taskId, idempotencyKey, mark } = input;
  const context = await submitContext(q, taskId);
  if (!context) throw notFound();
  const { question, settings } = context;
  // The assignment's lock first, as every claim takes it: one marker's claims and submits queue on it.
  const a = await assignmentOf(q, question.id, markerId, true);
  const task = await lockedTaskForSubmit(q, taskId, markerId, idempotencyKey);
  if (!task) throw notFound();
  const kind = kindOf(task);
  const reference = task.reference;

  if (task.earlier) {
    if (task.earlier.task_id !== taskId) throw conflict('MARKING_IDEMPOTENCY_KEY_REUSED');
    const status = a?.status ?? 'live';
    return {
      task_id: taskId,
      kind,
      score: task.earlier.score,
      definitive: definitiveOf(reference),
      status,
      replayed: true,
    };
  }

  if (task.marker_id !== markerId) {
    // Another marker's script or mark is not for this one to see; a live task they lost went back to the queue.
    if (task.reference_id !== null || task.state === 'done') throw notFound();
    throw conflict('MARKING_LEASE_LOST');
  }
  if (!a) throw notAssigned();
  if (task.state === 'done' && !(await changeable(q, task, markerId))) throw conflict('MARKING_NOT_CHANGEABLE');

  await checkMark(q, question, settings, mark);
  const within = reference ? Math.abs(mark.score - reference.definitive_score) <= settings.tolerance : null;
  const values = [
    mark.score,
    mark.criteria ? JSON.stringify(mark.criteria) : null,
    mark.comment || null,
    JSON.stringify(mark.annotations),
    idempotencyKey,
    within,
  ];
  let status = a.status;
  if (task.state === 'open') {
    // The task closes, the mark is stored and (a live item) the count to the next seed moves on: one statement.
    await q.query(
      `with closed as (update marking_tasks set state = 'done', lease_until = null where id = $1
                       returning id, claimed_at),
            counted as (update marking_assignments set since_seed = since_seed + 1 where id = $9 and $10::boolean)
       insert into marking_marks (task_id, marker_id, score, criteria, comment, annotations, idempotency_key,
                                  within_tolerance, seconds)
       select closed.id, $2, $3, $4, $5, $6, $7, $8,
              greatest(0, extract(epoch from now() - coalesce(closed.claimed_at, now())))::int
         from closed`,
      [taskId, markerId, ...values, a.id, reference === null],
    );
    if (reference?.purpose === 'seed') status = await countSeed(q, a, settings, within === true);
    else if (reference) status = await advanceStandardisation(q, a, settings);
  } else {
    await q.query(
      `update marking_marks set score = $2, criteria = $3, comment = $4, annotations = $5, idempotency_key = $6,
              within_tolerance = $7, updated_at = now()
        where task_id = $1`,
      [taskId, ...values],
    );
  }
  if (task.item_id !== null) {
    const deps = { jobs, actor: { userId: markerId, role: 'marker' }, known: { question, settings } };
    await finaliseItem(q, deps, task.item_id);
  }
  return { task_id: taskId, kind, score: mark.score, definitive: definitiveOf(reference), status, replayed: false };
}

/** Stores the mark; resolves once its transaction committed. */
export async function submitMark(db: Db, jobs: JobQueue, input: SubmitInput): Promise<SubmitResult> {
  return db.tx((q) => submitIn(q, jobs, input));
}
