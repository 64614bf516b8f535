// Venue and session writes for staff. A session's capacity never drops below the seats it has given out.
import type { z } from 'zod';
import type { VenueSessionUpsert, VenueUpsert } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { currentCycle } from './events';
import { assertCycleExists } from './setup-queries';

type Venue = z.infer<typeof VenueUpsert>;

export async function createVenue(q: Queryable, actor: AuditActor, v: Venue) {
  const { rows } = await q.query<{ id: number }>(
    'insert into venues (name_zh, name_en, address_zh, address_en, active) values ($1, $2, $3, $4, $5) returning id',
    [v.name_zh, v.name_en, v.address_zh, v.address_en, v.active],
  );
  await writeAudit(q, actor, 'venue.created', 'venue', rows[0].id, v);
  return rows[0].id;
}

export async function updateVenue(q: Queryable, actor: AuditActor, id: number, v: Venue) {
  const result = await q.query(
    'update venues set name_zh = $2, name_en = $3, address_zh = $4, address_en = $5, active = $6 where id = $1',
    [id, v.name_zh, v.name_en, v.address_zh, v.address_en, v.active],
  );
  if (result.rowCount !== 1) throw notFound();
  await writeAudit(q, actor, 'venue.updated', 'venue', id, v);
}

/** Adds a session to a venue in a cycle (default: the current one). */
export async function createVenueSession(
  q: Queryable,
  actor: AuditActor,
  venueId: number,
  s: z.infer<typeof VenueSessionUpsert>,
) {
  if (Date.parse(s.ends_at) <= Date.parse(s.starts_at)) throw badRequest('FIELD_INVALID', { ends_at: 'FIELD_INVALID' });
  // An unknown cycle_id is a 404 here, not a foreign-key failure (a 500) at the insert.
  if (s.cycle_id) await assertCycleExists(q, s.cycle_id);
  const cycle = s.cycle_id ? { id: s.cycle_id } : await currentCycle(q);
  if (!cycle) throw notFound();
  const { rows } = await q.query<{ id: number }>(
    `insert into venue_sessions (venue_id, cycle_id, subject_code, starts_at, ends_at, capacity)
     select $1, $2, $3, $4, $5, $6 where exists (select 1 from venues where id = $1) returning id`,
    [venueId, cycle.id, s.subject ?? null, new Date(s.starts_at), new Date(s.ends_at), s.capacity],
  );
  if (!rows[0]) throw notFound();
  await writeAudit(q, actor, 'venue_session.created', 'venue_session', rows[0].id, { venue_id: venueId, ...s });
  return rows[0].id;
}

export async function setSessionCapacity(q: Queryable, actor: AuditActor, id: number, capacity: number) {
  const { rows } = await q.query<{ capacity: number; seats_taken: number }>(
    // NO KEY UPDATE, the lock order of orders/seats.ts (order creation holds KEY SHARE on this row).
    'select capacity, seats_taken from venue_sessions where id = $1 for no key update',
    [id],
  );
  if (!rows[0]) throw notFound();
  if (capacity < rows[0].seats_taken) throw conflict('FIELD_INVALID', { capacity: 'FIELD_INVALID' });
  await q.query('update venue_sessions set capacity = $2 where id = $1', [id, capacity]);
  await writeAudit(q, actor, 'venue_session.updated', 'venue_session', id, {
    capacity: { from: rows[0].capacity, to: capacity },
  });
}
