// Registering a subject for the current cycle (PUT /school/registration): the arrangement, and at a
// venue the expected number of candidates held as seats of one session. Changing the number or the
// session moves the held seats in the same transaction; a full session answers 'Fully booked!'.
// The subject's teachers are told when it becomes registered (first time, or again after a cancellation).
import type {
  SchoolRegistration,
  SchoolRegistrationRequest,
  SchoolRegistrationResponse,
  SchoolVenueSession,
} from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { venueFull } from '../orders/seats';
import { openCycle, schoolPhase, type SchoolPhase, type SchoolScope } from './context';
import type { Notices } from '../notifications/notifier';
import { moveHeldSeats } from './held-seats';
import { notifyTeachers } from './notices';

export interface RegistrationRow {
  id: number;
  status: 'registered' | 'cancelled';
  arrangement: 'venue' | 'school';
  venue_session_id: number | null;
  expected_candidates: number;
  seats_held: number;
  registered_at: Date;
}

const COLUMNS = 'id, status, arrangement, venue_session_id, expected_candidates, seats_held, registered_at';

/** The registration of a subject in a cycle, locked for the rest of the transaction when `lock`. */
export async function findRegistration(
  q: Queryable,
  scope: SchoolScope,
  cycleId: number,
  lock = false,
): Promise<RegistrationRow | null> {
  const { rows } = await q.query<RegistrationRow>(
    `select ${COLUMNS} from school_registrations
      where school_id = $1 and subject_code = $2 and cycle_id = $3 ${lock ? 'for update' : ''}`,
    [scope.schoolId, scope.subjectCode, cycleId],
  );
  return rows[0] ?? null;
}

async function subjectSessions(q: Queryable, subject: string, cycleId: number | null): Promise<SchoolVenueSession[]> {
  if (cycleId === null) return [];
  const { rows } = await q.query<
    Omit<SchoolVenueSession, 'starts_at' | 'ends_at'> & { starts_at: Date; ends_at: Date }
  >(
    `select s.id as venue_session_id, v.name_zh as venue_name_zh, v.name_en as venue_name_en,
            v.address_zh, v.address_en, s.starts_at, s.ends_at, greatest(s.capacity - s.seats_taken, 0) as seats_left
       from venue_sessions s join venues v on v.id = s.venue_id
      where s.cycle_id = $1 and s.subject_code = $2 and v.active
      order by s.starts_at, v.name_en, s.id`,
    [cycleId, subject],
  );
  return rows.map((r) => ({ ...r, starts_at: r.starts_at.toISOString(), ends_at: r.ends_at.toISOString() }));
}

function registrationBody(scope: SchoolScope, phase: SchoolPhase, row: RegistrationRow | null): SchoolRegistration {
  return {
    subject: scope.subjectCode as SchoolRegistration['subject'],
    status: row?.status ?? 'none',
    arrangement: row?.arrangement ?? null,
    venue_session_id: row?.venue_session_id ?? null,
    expected_candidates: row?.expected_candidates ?? null,
    seats_held: row?.seats_held ?? 0,
    registered_at: row?.registered_at.toISOString() ?? null,
    reg_end: phase.regEnd?.toISOString() ?? null,
    closed: phase.closed,
    complete: phase.complete,
  };
}

export async function getRegistration(
  q: Queryable,
  scope: SchoolScope,
  now: Date = new Date(),
): Promise<SchoolRegistrationResponse> {
  const phase = await schoolPhase(q, now);
  const row = phase.cycleId === null ? null : await findRegistration(q, scope, phase.cycleId);
  return {
    registration: registrationBody(scope, phase, row),
    sessions: await subjectSessions(q, scope.subjectCode, phase.cycleId),
  };
}

export async function putRegistration(
  db: Db,
  notices: Notices,
  scope: SchoolScope,
  actor: AuditActor,
  request: SchoolRegistrationRequest,
  now: Date = new Date(),
): Promise<SchoolRegistrationResponse> {
  await db.tx(async (q) => {
    const cycleId = await openCycle(q, now);
    const sessionId = request.arrangement === 'venue' ? (request.venue_session_id ?? null) : null;
    if (sessionId !== null) {
      const { rows } = await q.query(
        'select 1 from venue_sessions where id = $1 and cycle_id = $2 and subject_code = $3',
        [sessionId, cycleId, scope.subjectCode],
      );
      if (!rows[0]) throw badRequest('VENUE_REQUIRED', { venue_session_id: 'VENUE_REQUIRED' });
    }
    // The registration row first (created if missing, then locked), the sessions after it.
    const created = await q.query(
      `insert into school_registrations (school_id, subject_code, cycle_id, arrangement, venue_session_id,
                                         expected_candidates, registered_by, registered_at)
       values ($1, $2, $3, 'school', null, $4, $5, $6) on conflict do nothing returning id`,
      [scope.schoolId, scope.subjectCode, cycleId, request.expected_candidates, actor.userId, now],
    );
    const before = (await findRegistration(q, scope, cycleId, true)) as RegistrationRow;
    const held = sessionId === null ? 0 : request.expected_candidates;
    const from = { sessionId: before.venue_session_id, seats: before.seats_held };
    if (!(await moveHeldSeats(q, from, { sessionId, seats: held }))) throw venueFull();
    await q.query(
      `update school_registrations
          set status = 'registered', arrangement = $2, venue_session_id = $3, expected_candidates = $4,
              seats_held = $5, cancelled_at = null, updated_at = $6,
              registered_by = case when status = 'cancelled' then $7 else registered_by end
        where id = $1`,
      [before.id, request.arrangement, sessionId, request.expected_candidates, held, now, actor.userId],
    );
    await writeAudit(q, actor, 'school.register', 'school', scope.schoolId, {
      subject: scope.subjectCode,
      cycle_id: cycleId,
      arrangement: request.arrangement,
      venue_session_id: sessionId,
      expected_candidates: request.expected_candidates,
      seats_held: { from: from.seats, to: held },
    });
    if (created.rows.length > 0 || before.status === 'cancelled') {
      const { regEnd } = await schoolPhase(q, now);
      await notifyTeachers(q, notices, 'school.registration_confirmed', scope, {
        deadline: regEnd,
        link: '/school/home',
      });
    }
  });
  return getRegistration(db, scope, now);
}
