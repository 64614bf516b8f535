// Venues of the current cycle with their sessions and seats left.
import type { SubjectCode, Venue, VenueSession } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { hkDate } from '../../lib/time';

/** The venue_sessions columns of a venue left-joined to its sessions: all null for a venue without one. */
export interface SessionColumns {
  session_id: number | null;
  subject_code: SubjectCode | null;
  starts_at: Date | null;
  ends_at: Date | null;
  capacity: number | null;
  seats_taken: number | null;
}

interface Row extends SessionColumns {
  venue_id: number;
  name_zh: string;
  name_en: string;
  address_zh: string;
  address_en: string;
}

/** The session of a joined row with its seats left, or null when the row is a venue without a session. */
export function sessionOf(row: SessionColumns): VenueSession | null {
  if (!row.session_id || !row.starts_at || !row.ends_at || row.capacity === null || row.seats_taken === null)
    return null;
  const seatsLeft = row.capacity - row.seats_taken;
  return {
    session_id: row.session_id,
    subject: row.subject_code,
    date: hkDate(row.starts_at),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    capacity: row.capacity,
    seats_left: seatsLeft,
    full: seatsLeft <= 0,
  };
}

export async function listVenues(q: Queryable, cycleId: number): Promise<Venue[]> {
  const { rows } = await q.query<Row>(
    `select v.id as venue_id, v.name_zh, v.name_en, v.address_zh, v.address_en,
            s.id as session_id, s.subject_code, s.starts_at, s.ends_at, s.capacity, s.seats_taken
       from venues v
       left join venue_sessions s on s.venue_id = v.id and s.cycle_id = $1
      where v.active
      order by v.id, s.starts_at`,
    [cycleId],
  );
  const venues = new Map<number, Venue>();
  for (const row of rows) {
    let venue = venues.get(row.venue_id);
    if (!venue) {
      venue = {
        venue_id: row.venue_id,
        name_zh: row.name_zh,
        name_en: row.name_en,
        address_zh: row.address_zh,
        address_en: row.address_en,
        sessions: [],
      };
      venues.set(row.venue_id, venue);
    }
    const session = sessionOf(row);
    if (session) venue.sessions.push(session);
  }
  return [...venues.values()];
}
