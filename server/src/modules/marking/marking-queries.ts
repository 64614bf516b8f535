// The marker's side of on-screen marking: the SQL that reads a question's settings, a marker's
// assignment and tasks, and builds a task as the workspace shows it.
import {
  MARKING_LEASE_SECONDS,
  type Annotation,
  type AssignmentStatus,
  type CriteriaScores,
  type FinalRule,
  type MarkingTask,
  type TaskKind,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { withImageUrls } from './regions';

/** A question's settings; a question nobody set up yet has the defaults (not open). */
export interface Settings {
  step: number;
  tolerance: number;
  qualify_min: number;
  seed_every: number;
  seed_fail_limit: number;
  double_share: number;
  final_rule: FinalRule;
  open: boolean;
}

/** The schema's defaults (019_on_screen_marking.sql), for a question nobody has set yet. */
export const DEFAULT_SETTINGS: Settings = {
  step: 1,
  tolerance: 1,
  qualify_min: 3,
  seed_every: 10,
  seed_fail_limit: 2,
  double_share: 0,
  final_rule: 'mean',
  open: false,
};

/** A question's settings as one JSON value, or null when nobody set them (`question` names its id in SQL). */
export const settingsJsonSql = (
  question: string,
) => `(select json_build_object('step', s.step::float8, 'tolerance', s.tolerance::float8,
                                      'qualify_min', s.qualify_min, 'seed_every', s.seed_every,
                                      'seed_fail_limit', s.seed_fail_limit, 'double_share', s.double_share,
                                      'final_rule', s.final_rule, 'open', s.open)
               from marking_settings s where s.question_id = ${question})`;

export async function settingsOf(q: Queryable, questionId: number): Promise<Settings> {
  const { rows } = await q.query<Settings>(
    `select step, tolerance, qualify_min, seed_every, seed_fail_limit, double_share, final_rule, open
       from marking_settings where question_id = $1`,
    [questionId],
  );
  return rows[0] ?? DEFAULT_SETTINGS;
}

export interface QuestionInfo {
  id: number;
  label: string;
  max_score: number;
  type: string;
  exam_paper_id: number;
  exam_id: number;
  criteria: { id: number; code: string; max_score: number }[];
}

export async function questionInfo(q: Queryable, questionId: number): Promise<QuestionInfo | null> {
  const { rows } = await q.query<QuestionInfo>(
    `select qq.id, qq.label, qq.max_score, qq.type, qq.exam_paper_id, ep.exam_id,
            coalesce((select json_agg(json_build_object('id', c.id, 'code', c.code, 'max_score', c.max_score::float8)
                                      order by c.sort_order, c.id)
                        from question_criteria c where c.question_id = qq.id), '[]') as criteria
       from questions qq join exam_papers ep on ep.id = qq.exam_paper_id where qq.id = $1`,
    [questionId],
  );
  return rows[0] ?? null;
}

export interface Assignment {
  id: number;
  question_id: number;
  marker_id: number;
  role: 'marker' | 'chief';
  status: AssignmentStatus;
  paused_reason: 'seeds' | 'chief' | null;
  seed_failures: number;
  since_seed: number;
  school_id: number | null;
}

const ASSIGNMENT_COLUMNS = `a.id, a.question_id, a.marker_id, a.role, a.status, a.paused_reason, a.seed_failures,
            a.since_seed, m.school_id`;

/** The marker's assignment to the question, locked when `lock` (claims and submits of one marker queue). */
export async function assignmentOf(
  q: Queryable,
  questionId: number,
  markerId: number,
  lock = false,
): Promise<Assignment | null> {
  const { rows } = await q.query<Assignment>(
    `select ${ASSIGNMENT_COLUMNS}
       from marking_assignments a join markers m on m.user_id = a.marker_id
      where a.question_id = $1 and a.marker_id = $2${lock ? ' for update of a' : ''}`,
    [questionId, markerId],
  );
  return rows[0] ?? null;
}

/** The assignment, locked, and the question's settings, in one round trip (every claim reads both). */
export async function lockedAssignmentAndSettings(
  q: Queryable,
  questionId: number,
  markerId: number,
): Promise<{ assignment: Assignment; settings: Settings } | null> {
  const { rows } = await q.query<Assignment & { settings: Settings | null }>(
    `select ${ASSIGNMENT_COLUMNS},
            ${settingsJsonSql('a.question_id')} as settings
       from marking_assignments a join markers m on m.user_id = a.marker_id
      where a.question_id = $1 and a.marker_id = $2
        for update of a`,
    [questionId, markerId],
  );
  if (!rows[0]) return null;
  const { settings, ...assignment } = rows[0];
  return { assignment, settings: settings ?? DEFAULT_SETTINGS };
}

export async function setStatus(
  q: Queryable,
  assignmentId: number,
  status: AssignmentStatus,
  pausedReason: 'seeds' | 'chief' | null = null,
): Promise<void> {
  await q.query('update marking_assignments set status = $2, paused_reason = $3 where id = $1', [
    assignmentId,
    status,
    pausedReason,
  ]);
}

/** A task with what decides who may touch it and how it shows. */
export interface TaskRow {
  id: number;
  question_id: number;
  item_id: number | null;
  reference_id: number | null;
  round: number;
  marker_id: number | null;
  lease_until: Date | null;
  claimed_at: Date | null;
  state: 'open' | 'done';
  purpose: 'practice' | 'qualification' | 'seed' | null;
  script_code: string;
}

const TASK_COLUMNS = `t.id, t.question_id, t.item_id, t.reference_id, t.round, t.marker_id, t.lease_until, t.claimed_at,
       t.state, r.purpose, coalesce(i.script_code, r.script_code) as script_code`;

export async function taskRow(q: Queryable, taskId: number, lock = false): Promise<TaskRow | null> {
  const { rows } = await q.query<TaskRow>(
    `select ${TASK_COLUMNS}
       from marking_tasks t
       left join marking_items i on i.id = t.item_id
       left join marking_references r on r.id = t.reference_id
      where t.id = $1${lock ? ' for update of t' : ''}`,
    [taskId],
  );
  return rows[0] ?? null;
}

/** What the marker sees the task as: a seed looks like any live item. */
export function kindOf(task: Pick<TaskRow, 'purpose' | 'round'>): TaskKind {
  if (task.purpose === 'practice' || task.purpose === 'qualification') return task.purpose;
  return task.round === 3 ? 'third' : 'live';
}

/**
 * Hands the task to the marker for MARKING_LEASE_SECONDS from now. `held`: only if it is still theirs
 * and open (read without a lock, another claim may have taken it since); false when it was not.
 */
export async function leaseTask(q: Queryable, taskId: number, markerId: number, held = false): Promise<boolean> {
  const { rowCount } = await q.query(
    `update marking_tasks set marker_id = $2, lease_until = now() + make_interval(secs => $3),
            claimed_at = case when marker_id = $2 and claimed_at is not null then claimed_at else now() end
      where id = $1${held ? " and marker_id = $2 and state = 'open'" : ''}`,
    [taskId, markerId, MARKING_LEASE_SECONDS],
  );
  return rowCount > 0;
}

export interface MarkRow {
  score: number;
  criteria: CriteriaScores | null;
  comment: string | null;
  annotations: Annotation[];
}

/** A task's row as taskViewSql reads it. */
export interface TaskViewRow {
  id: number;
  round: number;
  purpose: TaskRow['purpose'];
  script_code: string;
  lease_until: Date | null;
  question: MarkingTask['question'];
  regions: Omit<MarkingTask['regions'][number], 'image_url'>[];
  mark: MarkRow | null;
}

/**
 * The select of the task view of the tasks `from` names as `t` (a claim's statement joins the task it
 * took): `lease` is their lease (an expression), `step` the parameter of the default mark step.
 */
export const taskViewSql = (from: string, step: string, lease = 't.lease_until') => `
     select t.id, t.round, r.purpose, coalesce(i.script_code, r.script_code) as script_code, ${lease} as lease_until,
            json_build_object(
              'id', qq.id, 'label', qq.label, 'max_score', qq.max_score::float8,
              'step', coalesce(s.step::float8, ${step}),
              'criteria', coalesce((select json_agg(json_build_object('code', c.code, 'max_score', c.max_score::float8)
                                                    order by c.sort_order, c.id)
                                      from question_criteria c where c.question_id = qq.id), '[]')) as question,
            -- the layout's regions, else each whole page the question spans (regions.ts, in SQL)
            coalesce((select json_agg(json_build_object('page', g.page, 'x', g.x::float8, 'y', g.y::float8,
                                                        'w', g.w::float8, 'h', g.h::float8)
                                      order by g.page, g.y, g.x, g.id)
                        from question_regions g where g.question_id = qq.id),
                     (select json_agg(json_build_object('page', p, 'x', 0, 'y', 0, 'w', 1, 'h', 1) order by p)
                        from unnest(page_location_pages(qq.page_location)) p),
                     '[]') as regions,
            (select json_build_object('score', mm.score::float8, 'criteria', mm.criteria, 'comment', mm.comment,
                                      'annotations', mm.annotations)
               from marking_marks mm where mm.task_id = t.id) as mark
       from ${from}
       join questions qq on qq.id = t.question_id
       left join marking_settings s on s.question_id = t.question_id
       left join marking_items i on i.id = t.item_id
       left join marking_references r on r.id = t.reference_id`;

/** The task as the workspace shows it, from its row as taskViewSql reads it. */
export function toTaskView(task: TaskViewRow): MarkingTask {
  return {
    id: task.id,
    kind: kindOf(task),
    script_code: task.script_code,
    question: task.question,
    regions: withImageUrls(task.regions, (page) => `/api/marking/tasks/${task.id}/pages/${page}/image`),
    lease_until: (task.lease_until ?? new Date()).toISOString(),
    mark: task.mark,
  };
}

/** The task as the workspace shows it, with the marker's mark when they marked it: one round trip. */
export async function taskView(q: Queryable, taskId: number): Promise<MarkingTask> {
  const { rows } = await q.query<TaskViewRow>(`${taskViewSql('marking_tasks t', '$2')} where t.id = $1`, [
    taskId,
    DEFAULT_SETTINGS.step,
  ]);
  const task = rows[0];
  if (!task) throw new Error(`marking task ${taskId} vanished`);
  return toTaskView(task);
}
