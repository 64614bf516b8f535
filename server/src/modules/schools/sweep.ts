// After school_reg_end, a school whose list was never submitted is treated as cancelled (spec section 4):
// its registration becomes 'cancelled' and its held seats come back. `for update skip locked` lets every
// server instance sweep at once: each registration is taken by one sweeper. Lock order as everywhere:
// registration rows, then venue sessions in ascending id.
import type { Db } from '../../db';
import { SYSTEM_ACTOR, writeAudit } from '../../lib/audit';

const BATCH = 200;

interface Expired {
  id: number;
  school_id: number;
  subject_code: string;
  cycle_id: number;
  venue_session_id: number | null;
  seats_held: number;
}

export async function sweepUnsubmittedRegistrations(db: Db, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await db.tx(async (q) => {
      const { rows } = await q.query<Expired>(
        `select r.id, r.school_id, r.subject_code, r.cycle_id, r.venue_session_id, r.seats_held
           from school_registrations r
           join cycle_events e on e.cycle_id = r.cycle_id and e.key = 'school_reg_end'
          where r.status = 'registered' and e.at < $1
            and not exists (
              select 1 from school_import_batches b
               where b.school_id = r.school_id and b.subject_code = r.subject_code and b.cycle_id = r.cycle_id
                 and b.submitted_at is not null)
          order by r.id limit ${BATCH}
          for update of r skip locked`,
        [now],
      );
      const perSession = new Map<number, number>();
      for (const row of rows) {
        if (row.venue_session_id !== null && row.seats_held > 0) {
          perSession.set(row.venue_session_id, (perSession.get(row.venue_session_id) ?? 0) + row.seats_held);
        }
      }
      for (const sessionId of [...perSession.keys()].sort((a, b) => a - b)) {
        await q.query('update venue_sessions set seats_taken = greatest(seats_taken - $2, 0) where id = $1', [
          sessionId,
          perSession.get(sessionId),
        ]);
      }
      if (rows.length > 0) {
        await q.query(
          `update school_registrations set status = 'cancelled', seats_held = 0, cancelled_at = $2, updated_at = $2
            where id = any($1::bigint[])`,
          [rows.map((row) => row.id), now],
        );
      }
      for (const row of rows) {
        await writeAudit(q, SYSTEM_ACTOR, 'school.registration_cancelled', 'school', row.school_id, {
          subject: row.subject_code,
          cycle_id: row.cycle_id,
          reason: 'list not submitted by school_reg_end',
          seats_released: row.seats_held,
        });
      }
      return rows.length;
    });
    total += cancelled;
    if (cancelled < BATCH) return total;
  }
}
