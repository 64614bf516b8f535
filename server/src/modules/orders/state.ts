// The order and payment state machines: allow-lists of transitions, and the one function
// that moves an order, checks both lists and writes the audit log (who, what, from, to).
import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { writeAudit, type AuditActor } from '../../lib/audit';

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // pending -> pending: a partial payment or a rejected receipt keeps the order open.
  pending: ['pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired'],
  awaiting_approval: ['awaiting_approval', 'pending', 'confirmed', 'cancelled'],
  confirmed: ['confirmed'],
  cancelled: [],
  // A late payment re-takes the seats (confirmed) or stays expired, flagged for staff.
  expired: ['confirmed', 'expired'],
};

export const PAYMENT_TRANSITIONS: Record<PaymentStatusCode, readonly PaymentStatusCode[]> = {
  UNKN: ['PEND'],
  // PACN: money reached an order that was cancelled or expired (and could not take its seats back).
  PEND: ['WAPL', 'PART', 'PAID', 'OVRP', 'OVDU', 'PACN'],
  WAPL: ['WAPL', 'REJD', 'PART', 'PAID', 'OVRP', 'PACN'],
  REJD: ['WAPL', 'PART', 'PAID', 'OVRP', 'OVDU', 'PACN'],
  PART: ['PART', 'WAPL', 'PAID', 'OVRP', 'OVDU', 'PACN'],
  OVDU: ['PART', 'PAID', 'OVRP', 'PACN'],
  PAID: ['OVRP'],
  OVRP: ['OVRP'],
  PACN: ['PACN'],
};

export class TransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`transition ${from} -> ${to} is not allowed`);
    this.name = 'TransitionError';
  }
}

/** Whether the allow-list lets an order move from one status to another (a cancelled order goes nowhere). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canMovePayment(from: PaymentStatusCode, to: PaymentStatusCode): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export interface OrderState {
  id: number;
  status: OrderStatus;
  payment_status: PaymentStatusCode;
}

export interface Transition {
  status?: OrderStatus;
  paymentStatus?: PaymentStatusCode;
  /** Extra columns written with the move (paid_at, cancel_reason, ...). */
  set?: Record<string, unknown>;
  action: string;
  data?: Record<string, unknown>;
}

const SETTABLE = new Set([
  'paid_cents',
  'paid_at',
  'confirmed_at',
  'cancelled_at',
  'cancel_reason',
  'due_at',
  'flagged_for_staff',
  'flag_reason',
]);

/**
 * Moves a locked order (the caller holds `select ... for update`). The update is guarded by the
 * states it read, so a stale caller changes nothing and fails instead.
 */
export async function transitionOrder(
  q: Queryable,
  actor: AuditActor,
  order: OrderState,
  move: Transition,
): Promise<OrderState> {
  const status = move.status ?? order.status;
  const paymentStatus = move.paymentStatus ?? order.payment_status;
  // A status left as it is is not a move: a cancelled order may still record money (PACN) or a flag.
  if (status !== order.status && !canMoveOrder(order.status, status)) throw new TransitionError(order.status, status);
  if (paymentStatus !== order.payment_status && !canMovePayment(order.payment_status, paymentStatus)) {
    throw new TransitionError(order.payment_status, paymentStatus);
  }
  const extra = Object.entries(move.set ?? {});
  for (const [column] of extra) if (!SETTABLE.has(column)) throw new Error(`column ${column} is not settable`);
  const assignments = extra.map(([column], index) => `${column} = $${index + 6}`);
  const result = await q.query(
    `update orders set status = $4, payment_status = $5, updated_at = now()
       ${assignments.length ? `, ${assignments.join(', ')}` : ''}
     where id = $1 and status = $2 and payment_status = $3`,
    [order.id, order.status, order.payment_status, status, paymentStatus, ...extra.map(([, value]) => value)],
  );
  if (result.rowCount !== 1) throw new TransitionError(`${order.status}/${order.payment_status}`, 'stale');
  await writeAudit(q, actor, move.action, 'order', order.id, {
    from: { status: order.status, payment_status: order.payment_status },
    to: { status, payment_status: paymentStatus },
    ...move.data,
  });
  return { id: order.id, status, payment_status: paymentStatus };
}
