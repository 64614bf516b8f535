// Seats a school's registration holds at a venue session: the same venue_sessions.seats_taken as
// orders, under the lock order of orders/seats.ts (the registration row is locked before any session,
// sessions are touched in ascending id). Taking uses the guarded update, so a session never holds
// more than its capacity however many schools and candidates take seats at once.
import type { Queryable } from '../../db';

export interface HeldSeats {
  sessionId: number | null;
  seats: number;
}

/**
 * Moves a registration's seats from `from` to `to` (release the old, take the new), each session once,
 * in ascending id. False when a session has too few seats left; the caller then rolls back.
 */
export async function moveHeldSeats(q: Queryable, from: HeldSeats, to: HeldSeats): Promise<boolean> {
  const delta = new Map<number, number>();
  if (from.sessionId !== null && from.seats > 0) delta.set(from.sessionId, -from.seats);
  if (to.sessionId !== null && to.seats > 0) delta.set(to.sessionId, (delta.get(to.sessionId) ?? 0) + to.seats);
  for (const sessionId of [...delta.keys()].sort((a, b) => a - b)) {
    const n = delta.get(sessionId) ?? 0;
    if (n > 0) {
      const { rowCount } = await q.query(
        'update venue_sessions set seats_taken = seats_taken + $2 where id = $1 and seats_taken + $2 <= capacity',
        [sessionId, n],
      );
      if (rowCount !== 1) return false;
    } else if (n < 0) {
      await q.query('update venue_sessions set seats_taken = greatest(seats_taken + $2, 0) where id = $1', [
        sessionId,
        n,
      ]);
    }
  }
  return true;
}
