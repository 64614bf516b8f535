// What staff do to an order. Each runs in one transaction on the locked order,
// moves it through the state machine and so writes the audit log with the staff user.
import { MAX_DUE_AHEAD_DAYS } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { cancelOrder } from './cancel';
import { lockOrder, type LockedOrder } from './queries';
import { transitionOrder } from './state';
import { applyPayment, type PaymentInput } from '../payments/apply-payment';
import type { Notifier } from '../notifications/notifier';

export async function withOrder<T>(db: Db, enrollmentNo: string, fn: (q: Queryable, order: LockedOrder) => Promise<T>) {
  return db.tx(async (q) => {
    const order = await lockOrder(q, { enrollmentNo });
    if (!order) throw notFound();
    return fn(q, order);
  });
}

export function recordStaffPayment(
  db: Db,
  notices: Notifier,
  actor: AuditActor,
  enrollmentNo: string,
  input: Omit<PaymentInput, 'source'>,
) {
  return withOrder(db, enrollmentNo, (q, order) =>
    applyPayment(q, notices, actor, order, { ...input, source: 'staff', recordedBy: actor.userId }),
  );
}

export function staffCancel(db: Db, actor: AuditActor, enrollmentNo: string, reason: string) {
  return withOrder(db, enrollmentNo, (q, order) => cancelOrder(q, actor, order, reason));
}

export function extendDueTime(db: Db, actor: AuditActor, enrollmentNo: string, dueAt: Date, now = new Date()) {
  if (dueAt <= now) throw badRequest('DUE_AT_PAST', { due_at: 'DUE_AT_PAST' });
  // The schema bounds the year; only here is "now" known, so the one-year window is checked here.
  if (dueAt.getTime() > now.getTime() + MAX_DUE_AHEAD_DAYS * 24 * 3600_000) {
    throw badRequest('DUE_AT_TOO_FAR', { due_at: 'DUE_AT_TOO_FAR' });
  }
  return withOrder(db, enrollmentNo, async (q, order) => {
    if (order.status !== 'pending' && order.status !== 'awaiting_approval') throw conflict('ORDER_NOT_EXTENDABLE');
    await transitionOrder(q, actor, order, {
      set: { due_at: dueAt },
      action: 'order.extended',
      data: { due_at: { from: order.due_at.toISOString(), to: dueAt.toISOString() } },
    });
  });
}
