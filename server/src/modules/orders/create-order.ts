// POST /api/orders: the draft becomes an order, its items, shipping and (venue mode) one seat per
// item, all in one transaction of four round trips (begin with the lock, read, write, seats with the commit)
// and the order-placed message's (the reader, the text, its rows and their jobs: four more, notifier.ts):
// in the days before enrolment closes thousands submit at once. The candidate row is locked first so
// that one candidate's submissions (a double click, a retry) run one after the other: the idempotency
// key and the one-live-order-per-subject rule are then checked against committed data. Seats are taken
// last, together with the commit: a venue session's row lock is what every order for that session
// queues on, so it is held for as short a time as possible.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { CreateOrderRequest, OrderStatus, PaymentMethod, PaymentStatusCode } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { Notifier } from '../notifications/notifier';
import { paymentDueAt } from './deadlines';
import { readOrderContext, type OrderContext, type ProductRow } from './order-context';
import { INSERT_ORDER_SQL, lockCandidateSql } from './queries';
import { takeSeatsAndCommit, venueFull } from './seats';

export type OrderDraft = z.output<typeof CreateOrderRequest>;

export interface CreateOrderInput {
  userId: number;
  candidateId: number;
  idempotencyKey: string;
  draft: OrderDraft;
  now?: Date;
}

export interface CreatedOrder {
  orderId: number;
  enrollmentNo: string;
  replayed: boolean;
  status: OrderStatus;
  paymentStatus: PaymentStatusCode;
  paymentMethod: PaymentMethod;
  totalCents: number;
  dueAt: Date;
}

export function draftHash(draft: OrderDraft): string {
  return createHash('sha256').update(JSON.stringify(draft)).digest('hex');
}

/** The checks of a draft against the database, in the order their messages take precedence. */
function check(context: OrderContext, draft: OrderDraft, now: Date) {
  const { cycle } = context;
  if (!cycle) throw conflict('ENROLMENT_CLOSED');
  if (cycle.enrolStart && now < cycle.enrolStart) throw conflict('ENROLMENT_NOT_OPEN');
  if (!cycle.enrolEnd || now > cycle.enrolEnd) throw conflict('ENROLMENT_CLOSED');
  if (context.products.length !== draft.product_ids.length) {
    throw badRequest('PRODUCT_UNAVAILABLE', { product_ids: 'PRODUCT_UNAVAILABLE' });
  }
  if (context.products.some((p) => context.heldSubjects.includes(p.subject_code))) {
    throw conflict('PRODUCT_ALREADY_ENROLLED', { product_ids: 'PRODUCT_ALREADY_ENROLLED' });
  }
  if (context.postageFeeCents === null) throw badRequest('POSTAGE_REQUIRED', { 'shipping.method': 'POSTAGE_REQUIRED' });
  return { cycleId: cycle.id, enrolEnd: cycle.enrolEnd, postageFeeCents: context.postageFeeCents };
}

/** Venue mode: the venue's sitting of each product's subject ('VENUE_NO_SESSION' when one has none). */
function sessionsFor(context: OrderContext, products: ProductRow[]): Map<number, number> {
  if (!context.venueSessions) throw badRequest('VENUE_REQUIRED', { venue_id: 'VENUE_REQUIRED' });
  const byProduct = new Map<number, number>();
  for (const product of products) {
    const session = context.venueSessions.find((s) => s.subject_code === product.subject_code);
    if (!session) throw badRequest('VENUE_NO_SESSION', { venue_id: 'VENUE_NO_SESSION' });
    // Refused here, a full session costs no enrolment number (a sequence value is never given back).
    if (session.full) throw venueFull();
    byProduct.set(product.id, session.id);
  }
  return byProduct;
}

interface NewOrder {
  userId: number;
  candidateId: number;
  cycleId: number;
  draft: OrderDraft;
  venueId: number | null;
  totalCents: number;
  postageFeeCents: number;
  dueAt: Date;
  idempotencyKey: string;
  hash: string;
  now: Date;
  products: ProductRow[];
  sessions: Map<number, number>;
  actor: AuditActor;
}

/** The order, its items, its shipping details and its audit entry: one statement (INSERT_ORDER_SQL). */
async function insertOrder(q: Queryable, o: NewOrder): Promise<{ id: number; enrollment_no: string }> {
  const s = o.draft.shipping;
  const audit = {
    to: { status: 'pending', payment_status: 'PEND' },
    total_cents: o.totalCents,
    due_at: o.dueAt.toISOString(),
  };
  const { rows } = await q.query<{ id: number; enrollment_no: string }>(
    INSERT_ORDER_SQL,
    [
      o.userId,
      o.candidateId,
      o.cycleId,
      o.draft.exam_mode,
      o.venueId,
      o.draft.payment_method,
      o.totalCents,
      o.dueAt,
      o.idempotencyKey,
      o.hash,
      o.now,
      o.products.map((p) => p.id),
      o.products.map((p) => p.subject_code),
      o.products.map((p) => p.price_cents),
      o.products.map((p) => o.sessions.get(p.id) ?? null),
      s.method,
      s.recipient_name,
      s.recipient_phone,
      s.same_as_candidate,
      s.address ?? null,
      s.parameter1 ?? null,
      s.parameter2 ?? null,
      s.parameter3 ?? null,
      s.parameter4 ?? null,
      o.postageFeeCents,
      o.actor.userId,
      o.actor.role,
      JSON.stringify(audit),
    ],
    { prepared: true },
  );
  return rows[0];
}

/** The page that tells how to pay an order by its method (the order's number is the page's id). */
export function paymentPagePath(method: PaymentMethod, enrollmentNo: string): string {
  return `/${method === 'bank' ? 'csh_payment' : 'fps_payment'}/${encodeURIComponent(enrollmentNo)}`;
}

export async function createOrder(
  db: Db,
  notices: Notifier,
  input: CreateOrderInput,
  actor: AuditActor,
): Promise<CreatedOrder> {
  const { draft, userId, candidateId, idempotencyKey } = input;
  const now = input.now ?? new Date();
  const hash = draftHash(draft);
  if (new Set(draft.product_ids).size !== draft.product_ids.length) {
    throw badRequest('FIELD_INVALID', { product_ids: 'FIELD_INVALID' });
  }
  if (!Number.isSafeInteger(candidateId)) throw notFound();
  return db.tx(
    async (q) => {
      const venueId = draft.exam_mode === 'venue' ? (draft.venue_id ?? null) : null;
      const context = await readOrderContext(q, {
        userId,
        candidateId,
        idempotencyKey,
        productCodes: draft.product_ids,
        postage: draft.shipping.method,
        venueId,
      });
      if (!context.candidateExists) throw notFound();
      const { earlier } = context;
      if (earlier) {
        if (earlier.request_hash !== hash) throw conflict('IDEMPOTENCY_KEY_REUSED');
        return {
          orderId: earlier.id,
          enrollmentNo: earlier.enrollment_no,
          replayed: true,
          status: earlier.status,
          paymentStatus: earlier.payment_status,
          paymentMethod: earlier.payment_method,
          totalCents: earlier.total_cents,
          dueAt: earlier.due_at,
        };
      }
      const { cycleId, enrolEnd, postageFeeCents } = check(context, draft, now);
      const { products } = context;
      const sessions = venueId ? sessionsFor(context, products) : new Map<number, number>();
      const totalCents = products.reduce((sum, p) => sum + p.price_cents, postageFeeCents);
      const dueAt = paymentDueAt(draft.payment_method, now, enrolEnd);
      const order = await insertOrder(q, {
        userId,
        candidateId,
        cycleId,
        draft,
        venueId,
        totalCents,
        postageFeeCents,
        dueAt,
        idempotencyKey,
        hash,
        now,
        products,
        sessions,
        actor,
      });
      // Before the seats: the sessions' row locks are held only for the commit.
      await notices.notify(q, {
        event: 'order.placed',
        userId,
        orderId: order.id,
        data: {
          order_no: order.enrollment_no,
          amount: totalCents,
          due_time: dueAt,
          link: paymentPagePath(draft.payment_method, order.enrollment_no),
        },
      });
      if (sessions.size > 0) await takeSeatsAndCommit(q, [...sessions.values()]);
      return {
        orderId: order.id,
        enrollmentNo: order.enrollment_no,
        replayed: false,
        status: 'pending' as const,
        paymentStatus: 'PEND' as const,
        paymentMethod: draft.payment_method,
        totalCents,
        dueAt,
      };
    },
    // NO KEY UPDATE: serialises this candidate's submissions without blocking the KEY SHARE that a
    // payment's ticket insert takes on the same candidate row (seats.ts has the lock order).
    { first: lockCandidateSql(candidateId) },
  );
}
