// Venue seats, and the one lock order of every transaction that touches orders, seats and tickets:
//   1. the candidate row (order creation only, FOR NO KEY UPDATE: one submission at a time per candidate),
//   2. order rows (FOR UPDATE),
//   3. venue session rows, in ascending id (FOR NO KEY UPDATE, or the UPDATE of seats_taken).
// NO KEY UPDATE rather than FOR UPDATE because order creation's foreign-key checks take KEY SHARE
// on the candidate and session rows: FOR UPDATE conflicts with KEY SHARE, and a FOR UPDATE waiting
// on a session row that an order-in-creation had key-shared and was about to update was a deadlock.
//
// Capacity: order creation adds its seats with plain increments together with its COMMIT
// (create-order.ts, one round trip) and the CHECK seats_taken <= capacity refuses a full session;
// the other takers (a late payment re-taking seats) use reserveSeat's guarded update. Both hold the
// session row's lock, so concurrent takers queue and a session never holds more seats than it has.
import type { Queryable, Transaction } from '../../db';
import { AppError } from '../../lib/app-error';
import { takeSeatsSql } from './queries';

/** The CHECK (seats_taken <= capacity): the last word on a full session (migration 008 names it). */
export const SEATS_WITHIN_CAPACITY = 'venue_sessions_seats_within_capacity';

export const venueFull = () => new AppError(409, 'VENUE_FULL', 'VENUE_FULL', { venue_id: 'VENUE_FULL' });

/**
 * Order creation's last step: one seat per item and the COMMIT in one round trip, so a session's row
 * lock is held only while the database itself works. Sessions go in ascending id (the lock order).
 * A full session fails the CHECK: nothing is committed and the order answers 'Fully booked!'.
 */
export async function takeSeatsAndCommit(q: Transaction, sessionIds: number[]): Promise<void> {
  try {
    await q.execAndCommit(takeSeatsSql(sessionIds));
  } catch (error) {
    if ((error as { constraint?: string }).constraint === SEATS_WITHIN_CAPACITY) throw venueFull();
    throw error;
  }
}

/** Takes one seat; false when the session is full. */
export async function reserveSeat(q: Queryable, sessionId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'update venue_sessions set seats_taken = seats_taken + 1 where id = $1 and seats_taken < capacity',
    [sessionId],
  );
  return rowCount === 1;
}

/** Gives back every seat an order holds (cancel). */
export async function releaseOrderSeats(q: Queryable, orderId: number): Promise<number> {
  return (await releaseSeatsOfOrders(q, [orderId])).get(orderId) ?? 0;
}

/**
 * Gives back every seat the orders hold (the expiry sweep's batch), touching each session once and
 * in ascending id order, so concurrent releases, payments and sweeps lock sessions in one order.
 * Answers the number of seats released per order.
 */
export async function releaseSeatsOfOrders(q: Queryable, orderIds: number[]): Promise<Map<number, number>> {
  const { rows } = await q.query<{ order_id: number; venue_session_id: number }>(
    `update order_items set seat_held = false
      where order_id = any($1::bigint[]) and seat_held and venue_session_id is not null
      returning order_id, venue_session_id`,
    [orderIds],
  );
  const perOrder = new Map<number, number>();
  const perSession = new Map<number, number>();
  for (const row of rows) {
    perOrder.set(row.order_id, (perOrder.get(row.order_id) ?? 0) + 1);
    perSession.set(row.venue_session_id, (perSession.get(row.venue_session_id) ?? 0) + 1);
  }
  for (const sessionId of [...perSession.keys()].sort((a, b) => a - b)) {
    await q.query('update venue_sessions set seats_taken = seats_taken - $2 where id = $1', [
      sessionId,
      perSession.get(sessionId),
    ]);
  }
  return perOrder;
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
