// Staff manage markers (staff-realm accounts with the marker role, each with a school affiliation that
// keeps their own school's scripts from them), who marks which question of a paper, and opening a paper
// for on-screen marking. Every change is audited; disabling a marker or setting a password ends their
// sessions.
import type {
  CreateMarkerRequest,
  Marker,
  PaperAssignmentsResponse as PaperAssignmentsSchema,
  UpdateMarkerRequest,
} from '@mockexam/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { Revocation } from '../accounts/session-cache';
import { revokeUserSessions } from '../accounts/sessions';
import { openPaperMarking, type OpenedMarking } from './items';

const UNIQUE_VIOLATION = '23505';

type MarkerRow = z.infer<typeof Marker>;
type PaperAssignmentsResponse = z.infer<typeof PaperAssignmentsSchema>;

const MARKER_SELECT = `
  select u.id, u.username, u.display_name as name, m.school_id, s.name_zh as school_name_zh,
         s.name_en as school_name_en, u.disabled,
         (select count(*)::int from marking_assignments a where a.marker_id = m.user_id) as assignments
    from markers m join users u on u.id = m.user_id left join schools s on s.id = m.school_id`;

export async function listMarkers(q: Queryable): Promise<MarkerRow[]> {
  const { rows } = await q.query<MarkerRow>(`${MARKER_SELECT} order by lower(u.display_name), u.id`);
  return rows;
}

async function markerById(q: Queryable, id: number): Promise<MarkerRow> {
  const { rows } = await q.query<MarkerRow>(`${MARKER_SELECT} where m.user_id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function assertSchool(q: Queryable, schoolId: number | null | undefined) {
  if (schoolId == null) return;
  const { rows } = await q.query('select 1 from schools where id = $1', [schoolId]);
  if (!rows[0]) throw badRequest('FIELD_INVALID', { school_id: 'FIELD_INVALID' });
}

function usernameTaken(error: unknown): never {
  // Two staff creating one name at once: the unique index decides.
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
    throw conflict('MARKER_USERNAME_TAKEN', { username: 'MARKER_USERNAME_TAKEN' });
  }
  throw error;
}

export async function createMarker(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof CreateMarkerRequest>,
): Promise<MarkerRow> {
  const hash = await hashPassword(input.password);
  try {
    return await db.tx(async (q) => {
      await assertSchool(q, input.school_id);
      const user = await q.query<{ id: number }>(
        `insert into users (realm, username, password_hash, display_name, password_changed_at)
         values ('staff-realm', $1, $2, $3, now()) returning id`,
        [input.username, hash, input.name],
      );
      const id = user.rows[0].id;
      await q.query("insert into staff (user_id, role) values ($1, 'marker')", [id]);
      await q.query('insert into markers (user_id, school_id, created_by) values ($1, $2, $3)', [
        id,
        input.school_id,
        actor.userId,
      ]);
      await writeAudit(q, actor, 'marker.created', 'marker', id, {
        username: input.username,
        school_id: input.school_id,
      });
      return markerById(q, id);
    });
  } catch (error) {
    return usernameTaken(error);
  }
}

/** Name, school, disabled and password as given; a password or disabling ends the marker's sessions. */
export async function updateMarker(
  db: Db,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateMarkerRequest>,
): Promise<{ marker: MarkerRow; revoked: Revocation | null }> {
  const hash = input.password === undefined ? null : await hashPassword(input.password);
  return db.tx(async (q) => {
    const before = await markerById(q, id);
    await assertSchool(q, input.school_id);
    await q.query(
      `update users set display_name = coalesce($2, display_name),
                        disabled = coalesce($3, disabled),
                        password_hash = coalesce($4, password_hash),
                        password_changed_at = case when $4::text is null then password_changed_at else now() end,
                        updated_at = now()
        where id = $1`,
      [id, input.name ?? null, input.disabled ?? null, hash],
    );
    if (input.school_id !== undefined) {
      await q.query('update markers set school_id = $2 where user_id = $1', [id, input.school_id]);
    }
    const disabling = input.disabled === true && !before.disabled;
    // A disabled marker's held live tasks go back to the queue at once.
    if (disabling) {
      await q.query(
        `update marking_tasks set marker_id = null, lease_until = null, claimed_at = null
          where marker_id = $1 and state = 'open' and item_id is not null`,
        [id],
      );
    }
    const revoked = disabling || hash ? await revokeUserSessions(q, id) : null;
    const changed: Record<string, unknown> = {};
    if (input.name !== undefined && input.name !== before.name) changed.name = input.name;
    if (input.school_id !== undefined && input.school_id !== before.school_id) changed.school_id = input.school_id;
    if (Object.keys(changed).length > 0) await writeAudit(q, actor, 'marker.updated', 'marker', id, changed);
    if (input.disabled !== undefined && input.disabled !== before.disabled) {
      await writeAudit(q, actor, input.disabled ? 'marker.disabled' : 'marker.enabled', 'marker', id);
    }
    if (hash) await writeAudit(q, actor, 'marker.password_reset', 'marker', id);
    return { marker: await markerById(q, id), revoked };
  });
}

// --- assignments ---------------------------------------------------------------------------------

async function assertPaper(q: Queryable, paperId: number) {
  const { rows } = await q.query('select 1 from exam_papers where id = $1', [paperId]);
  if (!rows[0]) throw notFound();
}

export async function paperAssignments(q: Queryable, paperId: number): Promise<PaperAssignmentsResponse> {
  await assertPaper(q, paperId);
  const { rows } = await q.query<PaperAssignmentsResponse['assignments'][number]>(
    `select a.id, a.question_id, qq.label, a.marker_id, u.display_name as name, a.role, a.status
       from marking_assignments a
       join questions qq on qq.id = a.question_id
       join users u on u.id = a.marker_id
      where qq.exam_paper_id = $1
      order by qq.sort_order, qq.id, (a.role = 'chief') desc, lower(u.display_name), a.id`,
    [paperId],
  );
  return { assignments: rows };
}

export async function assignMarker(
  db: Db,
  actor: AuditActor,
  paperId: number,
  input: { marker_id: number; question_ids: number[]; role: 'marker' | 'chief' },
): Promise<PaperAssignmentsResponse> {
  return db.tx(async (q) => {
    await assertPaper(q, paperId);
    const marker = await q.query('select 1 from markers where user_id = $1', [input.marker_id]);
    if (!marker.rows[0]) throw notFound();
    const questionIds = [...new Set(input.question_ids)];
    const inPaper = await q.query<{ id: number }>(
      'select id from questions where exam_paper_id = $1 and id = any($2::bigint[])',
      [paperId, questionIds],
    );
    if (inPaper.rows.length !== questionIds.length) {
      throw conflict('MARKING_QUESTION_NOT_IN_PAPER', { question_ids: 'MARKING_QUESTION_NOT_IN_PAPER' });
    }
    const made = await q.query<{ id: number; question_id: number }>(
      `insert into marking_assignments (question_id, marker_id, role)
       select unnest($1::bigint[]), $2, $3
       on conflict (question_id, marker_id) do nothing
       returning id, question_id`,
      [questionIds, input.marker_id, input.role],
    );
    if (made.rows.length !== questionIds.length) throw conflict('MARKING_ASSIGNMENT_EXISTS');
    for (const row of made.rows) {
      await writeAudit(q, actor, 'marking_assignment.created', 'marking_assignment', row.id, {
        question_id: row.question_id,
        marker_id: input.marker_id,
        role: input.role,
      });
    }
    return paperAssignments(q, paperId);
  });
}

/** Removes an assignment no mark was given under (a marker who marked is paused instead). */
export async function removeAssignment(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.tx(async (q) => {
    const { rows } = await q.query<{ question_id: number; marker_id: number; role: string; marked: boolean }>(
      `select a.question_id, a.marker_id, a.role,
              exists (select 1 from marking_marks mm join marking_tasks t on t.id = mm.task_id
                       where t.question_id = a.question_id and mm.marker_id = a.marker_id) as marked
         from marking_assignments a where a.id = $1 for update`,
      [id],
    );
    const assignment = rows[0];
    if (!assignment) throw notFound();
    if (assignment.marked) throw conflict('MARKING_ASSIGNMENT_HAS_MARKS');
    // Reference tasks handed to this marker for the question go with the assignment; live tasks they
    // held return to the queue.
    await q.query(`delete from marking_tasks where question_id = $1 and marker_id = $2 and reference_id is not null`, [
      assignment.question_id,
      assignment.marker_id,
    ]);
    await q.query(
      `update marking_tasks set marker_id = null, lease_until = null, claimed_at = null
        where question_id = $1 and marker_id = $2 and state = 'open'`,
      [assignment.question_id, assignment.marker_id],
    );
    await q.query('delete from marking_assignments where id = $1', [id]);
    await writeAudit(q, actor, 'marking_assignment.deleted', 'marking_assignment', id, {
      question_id: assignment.question_id,
      marker_id: assignment.marker_id,
      role: assignment.role,
    });
  });
}

/** Makes the paper's items from its filed scans (idempotent); 409 MARKING_NO_SCANS before any. */
export async function openPaper(db: Db, actor: AuditActor, paperId: number): Promise<OpenedMarking> {
  return db.tx(async (q) => {
    await assertPaper(q, paperId);
    const scans = await q.query(
      `select 1 from report_pages rp join marked_pages mp on mp.report_page_id = rp.id and mp.scan_path is not null
        where rp.exam_paper_id = $1 limit 1`,
      [paperId],
    );
    if (!scans.rows[0]) throw conflict('MARKING_NO_SCANS');
    const opened = await openPaperMarking(q, paperId);
    await writeAudit(q, actor, 'marking.opened', 'exam_paper', paperId, { ...opened });
    return opened;
  });
}
