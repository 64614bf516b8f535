// Cancelling an unpaid order (the candidate, or staff): the seats come back in the same transaction.
import type { Queryable } from '../../db';
import { conflict } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { LockedOrder } from './queries';
import { releaseOrderSeats } from './seats';
import { canMoveOrder, transitionOrder } from './state';

export async function cancelOrder(q: Queryable, actor: AuditActor, order: LockedOrder, reason: string): Promise<void> {
  // Money in (a part payment, a receipt waiting) is for staff to sort out, not the candidate.
  const byCandidate = actor.role === 'candidate';
  const allowed =
    canMoveOrder(order.status, 'cancelled') &&
    order.status !== 'cancelled' &&
    (!byCandidate || (order.status === 'pending' && order.paid_cents === 0));
  if (!allowed) throw conflict('ORDER_NOT_CANCELLABLE');
  const seats = await releaseOrderSeats(q, order.id);
  await transitionOrder(q, actor, order, {
    status: 'cancelled',
    set: { cancelled_at: new Date(), cancel_reason: reason },
    action: 'order.cancelled',
    data: { reason, seats_released: seats },
  });
}
