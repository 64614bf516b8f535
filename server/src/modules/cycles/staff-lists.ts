// Staff's own lists of venues and postage methods: every row with its `active` flag, so a venue or a postage
// method switched off can be found and switched back on (the public lists leave inactive rows out).
import { centsToHkd, type PostageCode, type PostageDetailKind, type VenueSession } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { sessionOf, type SessionColumns } from './venues';

interface VenueRow extends SessionColumns {
  venue_id: number;
  name_zh: string;
  name_en: string;
  address_zh: string;
  address_en: string;
  active: boolean;
}

/** Every venue, active or not, with its sessions in the cycle (none when there is no cycle). */
export async function adminVenues(q: Queryable, cycleId: number | null) {
  const { rows } = await q.query<VenueRow>(
    `select v.id as venue_id, v.name_zh, v.name_en, v.address_zh, v.address_en, v.active,
            s.id as session_id, s.subject_code, s.starts_at, s.ends_at, s.capacity, s.seats_taken
       from venues v
       left join venue_sessions s on s.venue_id = v.id and s.cycle_id = $1
      order by v.id, s.starts_at, s.id`,
    [cycleId],
  );
  const venues = new Map<number, ReturnType<typeof toVenue>>();
  for (const row of rows) {
    const venue = venues.get(row.venue_id) ?? toVenue(row);
    venues.set(row.venue_id, venue);
    const session = sessionOf(row);
    if (session) venue.sessions.push(session);
  }
  return [...venues.values()];
}

function toVenue(row: VenueRow) {
  const { venue_id, name_zh, name_en, address_zh, address_en, active } = row;
  return { venue_id, name_zh, name_en, address_zh, address_en, active, sessions: [] as VenueSession[] };
}

/** Every postage method, active or not, in the order candidates see them. */
export async function adminPostageMethods(q: Queryable) {
  const { rows } = await q.query<{
    code: PostageCode;
    name_zh: string;
    name_en: string;
    detail_kind: PostageDetailKind;
    fee_cents: number;
    active: boolean;
  }>('select code, name_zh, name_en, detail_kind, fee_cents, active from postage_methods order by sort_order, code');
  return rows.map((row) => ({ ...row, fee: centsToHkd(row.fee_cents) }));
}
