// The expiry sweep: unpaid orders past their due time are cancelled (status expired, payment OVDU)
// and their seats return. `for update skip locked` lets every server instance sweep at once:
// each order is taken by one sweeper, and an order a payment is holding is left for the next round.
// Each expired order's candidate is told in the same transaction (one set of inserts per batch), with
// the link to select papers again; the message's key keeps a retried sweep from writing it twice.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { SYSTEM_ACTOR } from '../../lib/audit';
import type { Notices } from '../notifications/notifier';
import type { LockedOrder } from './queries';
import { releaseSeatsOfOrders } from './seats';
import { transitionOrder } from './state';

const BATCH = 200;

export async function sweepExpiredOrders(db: Db, notices: Notices, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.tx(async (q) => {
      const { rows } = await q.query<LockedOrder>(
        `select id, enrollment_no, user_id, candidate_id, status, payment_status, payment_method, exam_mode,
                total_cents, paid_cents, due_at, flagged_for_staff
           from orders
          where status = 'pending' and due_at < $1 and paid_cents = 0
          order by due_at limit ${BATCH}
          for update skip locked`,
        [now],
      );
      // The whole batch's seats first, sessions in ascending id: the documented lock order (seats.ts).
      const released = await releaseSeatsOfOrders(
        q,
        rows.map((order) => order.id),
      );
      for (const order of rows) {
        const seats = released.get(order.id) ?? 0;
        await transitionOrder(q, SYSTEM_ACTOR, order, {
          status: 'expired',
          paymentStatus: 'OVDU',
          set: { cancelled_at: now, cancel_reason: 'payment timeout' },
          action: 'order.expired',
          data: { due_at: order.due_at.toISOString(), seats_released: seats },
        });
      }
      await notices.notifyMany(q, {
        event: 'order.expired',
        readers: rows.map((order) => ({
          userId: order.user_id,
          orderId: order.id,
          dedupeKey: `order:${order.id}:expired`,
          order,
        })),
        data: ({ order }) => ({
          order_no: order.enrollment_no,
          amount: order.total_cents,
          due_time: order.due_at,
          link: '/enrolment',
        }),
      });
      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

/** Another sweep run by the same timer (the school edition's cancelled registrations). */
export interface Sweep {
  /** What the log says when it did something. */
  done: string;
  run: (db: Db) => Promise<number>;
}

/** Runs the sweeps every `seconds` in this instance (0 turns it off), one after the other; stops when the app closes. */
export function startExpiryJob(app: FastifyInstance, seconds: number, others: Sweep[] = []): void {
  if (seconds <= 0) return;
  const sweeps: Sweep[] = [
    { done: 'expired unpaid orders', run: (db) => sweepExpiredOrders(db, app.notices) },
    ...others,
  ];
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (async () => {
      for (const sweep of sweeps) {
        // One failing sweep does not keep the others from running.
        await sweep
          .run(app.db)
          .then((count) => count > 0 && app.log.info({ count }, sweep.done))
          .catch((error) => app.log.error({ err: error }, `sweep failed: ${sweep.done}`));
      }
    })().finally(() => {
      running = false;
    });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
