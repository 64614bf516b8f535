// Standardisation: before live marking a marker marks the question's practice scripts (seeing the
// definitive mark after each), then its qualification scripts; after the last one they go live when at
// least qualify_min of them (all of them, when there are fewer) were within tolerance, else they are
// not qualified until the chief decides. A stage without scripts is skipped; a chief is not standardised.
import type { AssignmentStatus } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { setStatus, type Assignment, type Settings } from './marking-queries';

type StagePurpose = 'practice' | 'qualification';

/**
 * The marker's task of the first script of `purpose` (by id) they have not marked yet, made on first
 * need; null when they marked them all. The caller holds the assignment's lock, so one task per script.
 */
export async function nextReferenceTask(q: Queryable, a: Assignment, purpose: StagePurpose): Promise<number | null> {
  const { rows } = await q.query<{ reference_id: number; task_id: number | null }>(
    `select r.id as reference_id,
            (select t.id from marking_tasks t where t.reference_id = r.id and t.marker_id = $3 and t.state = 'open'
              order by t.id limit 1) as task_id
       from marking_references r
      where r.question_id = $1 and r.purpose = $2
        and not exists (select 1 from marking_tasks t
                         where t.reference_id = r.id and t.marker_id = $3 and t.state = 'done')
      order by r.id limit 1`,
    [a.question_id, purpose, a.marker_id],
  );
  const next = rows[0];
  if (!next) return null;
  if (next.task_id !== null) return next.task_id;
  const made = await q.query<{ id: number }>(
    'insert into marking_tasks (question_id, reference_id, round, marker_id) values ($1, $2, 1, $3) returning id',
    [a.question_id, next.reference_id, a.marker_id],
  );
  return made.rows[0].id;
}

/** The marker's qualification figures: scripts in all, marked, and marked within tolerance. */
export async function qualificationFigures(q: Queryable, questionId: number, markerId: number) {
  const { rows } = await q.query<{ total: number; done: number; within: number }>(
    `select count(distinct r.id)::int as total,
            count(distinct r.id) filter (where t.state = 'done')::int as done,
            count(distinct r.id) filter (where t.state = 'done' and m.within_tolerance)::int as within
       from marking_references r
       left join marking_tasks t on t.reference_id = r.id and t.marker_id = $2
       left join marking_marks m on m.task_id = t.id
      where r.question_id = $1 and r.purpose = 'qualification'`,
    [questionId, markerId],
  );
  return rows[0];
}

async function stageDone(q: Queryable, a: Assignment, purpose: StagePurpose): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from marking_references r
      where r.question_id = $1 and r.purpose = $2
        and not exists (select 1 from marking_tasks t
                         where t.reference_id = r.id and t.marker_id = $3 and t.state = 'done')
      limit 1`,
    [a.question_id, purpose, a.marker_id],
  );
  return rows.length === 0;
}

/**
 * Moves the marker on as far as their marks allow (practice → qualifying → live | not_qualified) and
 * answers the status reached. Paused and not qualified markers stay where the chief left them.
 */
export async function advanceStandardisation(
  q: Queryable,
  a: Assignment,
  settings: Settings,
): Promise<AssignmentStatus> {
  let status = a.status;
  if (status !== 'practice' && status !== 'qualifying') return status;
  if (a.role === 'chief') status = 'live';
  if (status === 'practice' && (await stageDone(q, a, 'practice'))) status = 'qualifying';
  if (status === 'qualifying' && (await stageDone(q, a, 'qualification'))) {
    const figures = await qualificationFigures(q, a.question_id, a.marker_id);
    const needed = Math.min(settings.qualify_min, figures.total);
    status = figures.within >= needed ? 'live' : 'not_qualified';
  }
  if (status !== a.status) {
    await setStatus(q, a.id, status);
    a.status = status;
  }
  return status;
}
