// Venue seats. A seat is taken by a guarded update on the session row: the row lock it takes
// serialises concurrent takers, and the `seats_taken < capacity` guard (re-checked on the
// newest row version) means a session never holds more seats than it has.
import type { Queryable } from '../../db';

/** The CHECK (seats_taken <= capacity): the last word on a full session (migration 008 names it). */
export const SEATS_WITHIN_CAPACITY = 'venue_sessions_seats_within_capacity';

/** Takes one seat; false when the session is full. */
export async function reserveSeat(q: Queryable, sessionId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'update venue_sessions set seats_taken = seats_taken + 1 where id = $1 and seats_taken < capacity',
    [sessionId],
  );
  return rowCount === 1;
}

/** Gives back every seat an order holds (cancel, expiry). */
export async function releaseOrderSeats(q: Queryable, orderId: number): Promise<number> {
  const { rows } = await q.query<{ venue_session_id: number }>(
    `update order_items set seat_held = false
      where order_id = $1 and seat_held and venue_session_id is not null
      returning venue_session_id`,
    [orderId],
  );
  // Sorted so that concurrent releases lock session rows in the same order (no deadlock).
  for (const sessionId of rows.map((r) => r.venue_session_id).sort((a, b) => a - b)) {
    await q.query('update venue_sessions set seats_taken = seats_taken - 1 where id = $1', [sessionId]);
  }
  return rows.length;
}

/**
 * Re-takes the seats of an order that lost them (a payment after expiry). All or nothing:
 * when one session is full the seats taken here are given back and false is returned.
 */
export async function retakeOrderSeats(q: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number; venue_session_id: number }>(
    `select id, venue_session_id from order_items
      where order_id = $1 and venue_session_id is not null and not seat_held
      order by venue_session_id`,
    [orderId],
  );
  const taken: number[] = [];
  for (const item of rows) {
    if (!(await reserveSeat(q, item.venue_session_id))) {
      for (const sessionId of taken) {
        await q.query('update venue_sessions set seats_taken = seats_taken - 1 where id = $1', [sessionId]);
      }
      return false;
    }
    taken.push(item.venue_session_id);
  }
  if (rows.length > 0) {
    await q.query('update order_items set seat_held = true where order_id = $1 and venue_session_id is not null', [
      orderId,
    ]);
  }
  return true;
}
