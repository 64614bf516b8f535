// Claiming the next task of a question. A live marker's usual claim is one statement (liveClaim); every
// other claim (standardisation, seeds, chiefs, an empty queue) queues on the marker's assignment row lock.
// Live tasks are taken with FOR UPDATE SKIP LOCKED, so markers of any instance claiming at once never get
// the same task and never wait on each other. A task keeps its marker for MARKING_LEASE_SECONDS unless
// renewed; an expired lease returns it to the queue.
import { MARKING_LEASE_SECONDS, type MarkingTask, type NoTaskReason } from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { AppError } from '../../lib/app-error';
import { openQuestionMarking } from './items';
import {
  DEFAULT_SETTINGS,
  leaseTask,
  lockedAssignmentAndSettings,
  taskViewSql,
  toTaskView,
  type Assignment,
  type TaskViewRow,
} from './marking-queries';
import { advanceStandardisation, nextReferenceTask } from './standardisation';

type Reason = z.infer<typeof NoTaskReason>;

export const notAssigned = () => new AppError(403, 'MARKING_NOT_ASSIGNED', 'MARKING_NOT_ASSIGNED');

/** A claim's outcome: the task taken (with its view when the claim read it too), or why there is none. */
export type Claimed = { taskId: number; reason: null; task?: MarkingTask } | { taskId: null; reason: Reason };

/** The item's tasks the marker ($2) may take: not their school's candidate, no other round of the item theirs. */
const eligible = (school: string) => `
        and t.item_id is not null
        and t.returned_from is distinct from $2
        and not exists (select 1 from candidates c where c.id = i.candidate_id and c.school_id = ${school})
        and not exists (select 1 from marking_tasks o
                         where o.item_id = t.item_id and o.id <> t.id and o.marker_id = $2)`;

/**
 * The statement that takes the oldest open task of `rounds` of the question ($1) nobody holds, skipping
 * those another claim has locked, and leases it to the marker ($2) for `lease` seconds; `guard` adds
 * conditions (a statement of several parts takes it only when they hold).
 */
const takeNextSql = (rounds: string, school: string, lease: string, guard = '') => `
       update marking_tasks
          set marker_id = $2, lease_until = now() + make_interval(secs => ${lease}), claimed_at = now()
        where ${guard}id = (select t.id
                      from marking_tasks t join marking_items i on i.id = t.item_id
                     where t.question_id = $1 and t.state = 'open' and ${rounds}
                       and (t.lease_until is null or t.lease_until < now())${eligible(school)}
                     order by t.id
                       for update of t skip locked
                     limit 1)
       returning id, lease_until`;

/**
 * The statement that leases again the open task the marker ($2) holds on the question ($1) (an expired
 * lease nobody took is still theirs); `guard` as in takeNextSql.
 */
const leaseHeldSql = (lease: string, guard = '') => `
       update marking_tasks set lease_until = now() + make_interval(secs => ${lease})
        where ${guard}id = (select t.id from marking_tasks t
                     where t.question_id = $1 and t.marker_id = $2 and t.state = 'open' and t.claimed_at is not null
                     order by t.id limit 1)
          and marker_id = $2 and state = 'open'
       returning id, lease_until`;

/**
 * Claims the oldest open live task (round 1 or 2, or 3 for a chief) nobody holds, skipping those another
 * claim has locked, and leases it, in one statement.
 */
async function claimLive(q: Queryable, a: Assignment, rounds: 'live' | 'third'): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    takeNextSql(rounds === 'third' ? 't.round = 3' : 't.round < 3', '$3', '$4'),
    [a.question_id, a.marker_id, a.school_id ?? -1, MARKING_LEASE_SECONDS],
  );
  return rows[0]?.id ?? null;
}

/**
 * A live marker's usual claim as one statement, outside a transaction: the open task they hold, leased
 * again, or else the next live task, answered as the workspace shows it. It applies only to a marker
 * (not a chief) who is live on an open question with no seed due, and answers null otherwise, or when
 * the queue looks empty: claimIn then works it out in full, as it does when the marker's other claim
 * took a task at the same moment.
 */
async function liveClaim(db: Db, questionId: number, markerId: number): Promise<MarkingTask | null> {
  const { rows } = await db
    .query<TaskViewRow>(
      `with a as (
       select m.school_id
         from marking_assignments a join markers m on m.user_id = a.marker_id
         join marking_settings s on s.question_id = a.question_id
        where a.question_id = $1 and a.marker_id = $2 and a.role = 'marker' and a.status = 'live' and s.open
          and (s.seed_every = 0 or a.since_seed < s.seed_every)),
     held as (${leaseHeldSql('$3', 'exists (select 1 from a) and ')}),
     taken as (${takeNextSql(
       't.round < 3',
       '(select school_id from a)',
       '$3',
       'exists (select 1 from a) and not exists (select 1 from held) and ',
     )}),
     claimed as (select id, lease_until from held union all select id, lease_until from taken)
     -- the task's view in the same statement: its row as it was (the claim changes only whose it is)
     -- and the new lease
     ${taskViewSql('claimed c join marking_tasks t on t.id = c.id', '$4', 'c.lease_until')}`,
      [questionId, markerId, MARKING_LEASE_SECONDS, DEFAULT_SETTINGS.step],
    )
    // The marker's other claim took a task at the same moment (marking_tasks_one_in_hand): claimIn finds it.
    .catch((error: { code?: string }) => {
      if (error.code === '23505') return { rows: [] };
      throw error;
    });
  return rows[0] ? toTaskView(rows[0]) : null;
}

/** Live tasks this marker could take but others hold now. */
async function othersHold(q: Queryable, a: Assignment): Promise<boolean> {
  const { rows } = await q.query(
    `select 1
       from marking_tasks t join marking_items i on i.id = t.item_id
      where t.question_id = $1 and t.state = 'open'
        and (t.round < 3 or $4::boolean)
        and t.lease_until >= now()${eligible('$3')}
      limit 1`,
    [a.question_id, a.marker_id, a.school_id ?? -1, a.role === 'chief'],
  );
  return rows.length > 0;
}

/** A seed this marker has not marked, as their task (made now), when one is due. */
async function seedTask(q: Queryable, a: Assignment, seedEvery: number): Promise<number | null> {
  if (a.role === 'chief' || seedEvery === 0 || a.since_seed < seedEvery) return null;
  const { rows } = await q.query<{ id: number }>(
    `select r.id from marking_references r
      where r.question_id = $1 and r.purpose = 'seed'
        and not exists (select 1 from marking_tasks t where t.reference_id = r.id and t.marker_id = $2)
        -- a script they marked as a live item would give the seed away
        and not exists (select 1 from marking_items i join marking_tasks t on t.item_id = i.id
                         where i.question_id = r.question_id and i.candidate_id = r.candidate_id and t.marker_id = $2)
      order by random() limit 1`,
    [a.question_id, a.marker_id],
  );
  if (!rows[0]) return null;
  const made = await q.query<{ id: number }>(
    'insert into marking_tasks (question_id, reference_id, round, marker_id) values ($1, $2, 1, $3) returning id',
    [a.question_id, rows[0].id, a.marker_id],
  );
  return made.rows[0].id;
}

/**
 * The open task this marker holds on the question (an expired lease nobody took is still theirs), leased
 * again; null when they hold none.
 */
async function heldTask(q: Queryable, a: Assignment): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(leaseHeldSql('$3'), [
    a.question_id,
    a.marker_id,
    MARKING_LEASE_SECONDS,
  ]);
  return rows[0]?.id ?? null;
}

async function claimIn(q: Queryable, questionId: number, markerId: number): Promise<Claimed> {
  const found = await lockedAssignmentAndSettings(q, questionId, markerId);
  if (!found) throw notAssigned();
  const { assignment: a, settings } = found;
  if (a.status === 'paused') return { taskId: null, reason: 'paused' };
  const status = await advanceStandardisation(q, a, settings);
  if (status === 'not_qualified') return { taskId: null, reason: 'not_qualified' };

  const held = await heldTask(q, a);
  if (held !== null) return { taskId: held, reason: null };
  if (status === 'practice' || status === 'qualifying') {
    const task = await nextReferenceTask(q, a, status === 'practice' ? 'practice' : 'qualification');
    if (task === null) throw new Error('a stage left with scripts to mark');
    await leaseTask(q, task, markerId);
    return { taskId: task, reason: null };
  }
  if (!settings.open) return { taskId: null, reason: 'not_open' };
  const seed = await seedTask(q, a, settings.seed_every);
  if (seed !== null) {
    await leaseTask(q, seed, markerId);
    return { taskId: seed, reason: null };
  }
  const take = async () =>
    (a.role === 'chief' ? await claimLive(q, a, 'third') : null) ?? (await claimLive(q, a, 'live'));
  let task = await take();
  // Scans filed since the question opened become items when its queue runs dry.
  if (task === null && (await openQuestionMarking(q, questionId)).created > 0) task = await take();
  if (task !== null) return { taskId: task, reason: null };
  return { taskId: null, reason: (await othersHold(q, a)) ? 'waiting' : 'done' };
}

/** The marker's next task of the question, or why there is none. */
export async function claimTask(db: Db, questionId: number, markerId: number): Promise<Claimed> {
  const live = await liveClaim(db, questionId, markerId);
  if (live !== null) return { taskId: live.id, reason: null, task: live };
  return db.tx((q) => claimIn(q, questionId, markerId));
}
