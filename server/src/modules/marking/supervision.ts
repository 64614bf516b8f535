// A chief's (or staff's) hold on the question's markers: pause and resume a marker, send a marker's
// live marks back to the queue, and answer the flags markers raise. A task that goes back to the queue
// never returns to the marker it came from (returned_from; the claim skips it for them).
//
// An item whose mark was final when one of its marks goes back returns to 'marking'; its answer keeps
// the last final mark (final_score stays as the record of it) until the item is final again, so a
// grading run meanwhile grades the mark candidates last had. A third marking still to do for that item
// is dropped: it is made again if the new mark differs beyond tolerance.
import type { AssignmentStatus, FlagReason } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { MarkedQuestion } from './chief-access';
import { questionRegions, withImageUrls } from './regions';
import { questionSettings } from './settings';

type Access = (q: Queryable, questionId: number) => Promise<MarkedQuestion>;

interface AssignmentRow {
  id: number;
  question_id: number;
  marker_id: number;
  status: AssignmentStatus;
  paused_reason: 'seeds' | 'chief' | null;
}

async function lockAssignment(q: Queryable, id: number): Promise<AssignmentRow> {
  const { rows } = await q.query<AssignmentRow>(
    'select id, question_id, marker_id, status, paused_reason from marking_assignments where id = $1 for update',
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The exam's row lock: changes of marks of one exam take turns (marks-version.ts). */
async function lockExam(q: Queryable, question: MarkedQuestion) {
  await q.query('select id from exams where id = $1 for update', [question.exam_id]);
}

const statusOf = (row: AssignmentRow) => ({ id: row.id, status: row.status, paused_reason: row.paused_reason });

export async function pauseMarker(db: Db, actor: AuditActor, assignmentId: number, access: Access) {
  return db.tx(async (q) => {
    const before = await lockAssignment(q, assignmentId);
    await access(q, before.question_id);
    const { rows } = await q.query<AssignmentRow>(
      `update marking_assignments set status = 'paused', paused_reason = 'chief' where id = $1
       returning id, question_id, marker_id, status, paused_reason`,
      [assignmentId],
    );
    // Live tasks the marker holds go back to the queue at once.
    await q.query(
      `update marking_tasks set marker_id = null, lease_until = null, claimed_at = null
        where question_id = $1 and marker_id = $2 and state = 'open' and item_id is not null`,
      [before.question_id, before.marker_id],
    );
    await writeAudit(q, actor, 'marking_assignment.paused', 'marking_assignment', assignmentId, {
      question_id: before.question_id,
      marker_id: before.marker_id,
      was: before.status,
    });
    return statusOf(rows[0]);
  });
}

/**
 * Where a marker stands without a pause: live once qualified (or when the question has no
 * qualification scripts), else practice, qualifying or not qualified by the scripts they marked.
 */
async function standing(q: Queryable, questionId: number, markerId: number): Promise<AssignmentStatus> {
  const settings = await questionSettings(q, questionId);
  const { rows } = await q.query<{ purpose: string; total: number; done: number; within: number }>(
    `select r.purpose, count(*)::int as total, count(mm.id)::int as done,
            count(mm.id) filter (where mm.within_tolerance)::int as within
       from marking_references r
       left join marking_tasks t on t.reference_id = r.id and t.marker_id = $2
       left join marking_marks mm on mm.task_id = t.id and mm.marker_id = $2
      where r.question_id = $1 and r.purpose in ('practice', 'qualification')
      group by r.purpose`,
    [questionId, markerId],
  );
  const practice = rows.find((r) => r.purpose === 'practice');
  const qualification = rows.find((r) => r.purpose === 'qualification');
  if (!qualification) return 'live';
  if (qualification.within >= Math.min(settings.qualify_min, qualification.total)) return 'live';
  if (practice && practice.done < practice.total) return 'practice';
  return qualification.done < qualification.total ? 'qualifying' : 'not_qualified';
}

export async function resumeMarker(db: Db, actor: AuditActor, assignmentId: number, access: Access) {
  return db.tx(async (q) => {
    const before = await lockAssignment(q, assignmentId);
    await access(q, before.question_id);
    if (before.status !== 'paused') return statusOf(before);
    const status = await standing(q, before.question_id, before.marker_id);
    const { rows } = await q.query<AssignmentRow>(
      `update marking_assignments set status = $2, paused_reason = null, seed_failures = 0, since_seed = 0
        where id = $1 returning id, question_id, marker_id, status, paused_reason`,
      [assignmentId, status],
    );
    await writeAudit(q, actor, 'marking_assignment.resumed', 'marking_assignment', assignmentId, {
      question_id: before.question_id,
      marker_id: before.marker_id,
      paused_reason: before.paused_reason,
      status,
    });
    return statusOf(rows[0]);
  });
}

/**
 * Live tasks back to the queue: their marks removed, each task open again for anyone but `fromMarker`,
 * their items back to marking (see the file's header). Answers how many went back.
 */
async function returnTasks(q: Queryable, taskIds: number[], fromMarker: number): Promise<number> {
  if (taskIds.length === 0) return 0;
  await q.query('delete from marking_marks where task_id = any($1::bigint[])', [taskIds]);
  const { rows } = await q.query<{ item_id: number; round: number }>(
    `update marking_tasks set state = 'open', marker_id = null, lease_until = null, claimed_at = null, returned_from = $2
      where id = any($1::bigint[]) and item_id is not null
      returning item_id, round`,
    [taskIds, fromMarker],
  );
  const items = rows.map((r) => r.item_id);
  const rounds = rows.map((r) => r.round);
  // A third marking sent back leaves the item waiting for it; a first or second one leaves it marking,
  // without a third marking still to do (unless the chief's third mark stands: it stays final).
  await q.query(
    `update marking_items i set state = case when x.round = 3 then 'third' else 'marking' end
       from unnest($1::bigint[], $2::int[]) as x(item_id, round)
      where i.id = x.item_id
        and (x.round = 3 or not exists (select 1 from marking_tasks t
                                         where t.item_id = i.id and t.round = 3 and t.state = 'done'))`,
    [items, rounds],
  );
  await q.query(
    `delete from marking_tasks t using unnest($1::bigint[], $2::int[]) as x(item_id, round)
      where t.item_id = x.item_id and x.round < 3 and t.round = 3 and t.state = 'open'`,
    [items, rounds],
  );
  return rows.length;
}

export async function sendBack(
  db: Db,
  actor: AuditActor,
  assignmentId: number,
  since: string | null,
  access: Access,
): Promise<{ returned: number }> {
  return db.tx(async (q) => {
    const assignment = await lockAssignment(q, assignmentId);
    const question = await access(q, assignment.question_id);
    await lockExam(q, question);
    const { rows } = await q.query<{ task_id: number }>(
      `select mm.task_id from marking_marks mm join marking_tasks t on t.id = mm.task_id
        where t.question_id = $1 and mm.marker_id = $2 and t.item_id is not null
          and ($3::timestamptz is null or mm.submitted_at >= $3)
        order by mm.task_id for update of t`,
      [assignment.question_id, assignment.marker_id, since],
    );
    const returned = await returnTasks(
      q,
      rows.map((r) => r.task_id),
      assignment.marker_id,
    );
    await writeAudit(q, actor, 'marking_assignment.sent_back', 'marking_assignment', assignmentId, {
      question_id: assignment.question_id,
      marker_id: assignment.marker_id,
      since,
      returned,
    });
    return { returned };
  });
}

// --- flags -----------------------------------------------------------------------------------------

export async function openFlags(q: Queryable, question: MarkedQuestion) {
  const { rows } = await q.query<{
    id: number;
    task_id: number;
    script_code: string;
    marker_name: string;
    reason: FlagReason;
    note: string | null;
    created_at: Date;
  }>(
    `select f.id, f.task_id, coalesce(i.script_code, r.script_code) as script_code, u.display_name as marker_name,
            f.reason, f.note, f.created_at
       from marking_flags f
       join marking_tasks t on t.id = f.task_id
       left join marking_items i on i.id = t.item_id
       left join marking_references r on r.id = t.reference_id
       join users u on u.id = f.marker_id
      where t.question_id = $1 and f.resolved_at is null
      order by f.created_at, f.id`,
    [question.id],
  );
  const regions = await questionRegions(q, question.id);
  return {
    flags: rows.map((f) => ({
      ...f,
      created_at: f.created_at.toISOString(),
      regions: withImageUrls(regions, (page) => `/api/marking/tasks/${f.task_id}/pages/${page}/image`),
    })),
  };
}

/**
 * Resolves a flag; with requeue, the flagged task's mark (if any) is removed and the task goes back to
 * the queue for anyone but the marker who flagged it (a reference script goes back to that marker).
 */
export async function resolveFlag(db: Db, actor: AuditActor, flagId: number, requeue: boolean, access: Access) {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ task_id: number; marker_id: number; question_id: number; item: boolean }>(
      `select f.task_id, f.marker_id, t.question_id, t.item_id is not null as item
         from marking_flags f join marking_tasks t on t.id = f.task_id
        where f.id = $1 and f.resolved_at is null for update of f`,
      [flagId],
    );
    const flag = rows[0];
    if (!flag) throw notFound();
    const question = await access(q, flag.question_id);
    let requeued = false;
    if (requeue) {
      await lockExam(q, question);
      await q.query('select id from marking_tasks where id = $1 for update', [flag.task_id]);
      if (flag.item) {
        requeued = (await returnTasks(q, [flag.task_id], flag.marker_id)) > 0;
      } else {
        await q.query('delete from marking_marks where task_id = $1', [flag.task_id]);
        await q.query(`update marking_tasks set state = 'open', lease_until = null, claimed_at = null where id = $1`, [
          flag.task_id,
        ]);
        requeued = true;
      }
    }
    const resolved = await q.query(
      'update marking_flags set resolved_by = $2, resolved_at = now() where id = $1 and resolved_at is null',
      [flagId, actor.userId],
    );
    if (resolved.rowCount === 0) throw notFound();
    await writeAudit(q, actor, 'marking_flag.resolved', 'marking_flag', flagId, {
      question_id: flag.question_id,
      task_id: flag.task_id,
      requeue: requeued,
    });
    return { ok: true as const };
  });
}
