// Reads orders with their items and shipping, in the shape of the contracts' Order.
import { centsToHkd, type CancelReason, type Order } from '@mockexam/contracts';
import type { Queryable } from '../../db';

export interface OrderRow {
  id: number;
  enrollment_no: string;
  user_id: number;
  candidate_id: number;
  cycle_id: number;
  status: Order['status'];
  payment_status: Order['payment_status'];
  payment_method: Order['payment_method'];
  exam_mode: Order['exam_mode'];
  venue_id: number | null;
  venue_name_zh: string | null;
  venue_name_en: string | null;
  total_cents: number;
  paid_cents: number;
  due_at: Date;
  created_at: Date;
  paid_at: Date | null;
  cancel_reason: string | null;
  /** Who cancelled a cancelled order, from the audit log ('candidate', a staff role). */
  cancelled_by_role: string | null;
  flagged_for_staff: boolean;
  flag_reason: string | null;
  reject_reason: string | null;
  candidate_no: string;
  candidate_name: string;
  phone: string | null;
}

export const ORDER_SELECT = `
  select o.id, o.enrollment_no, o.user_id, o.candidate_id, o.cycle_id, o.status, o.payment_status,
         o.payment_method, o.exam_mode, o.venue_id, v.name_zh as venue_name_zh, v.name_en as venue_name_en,
         o.total_cents, o.paid_cents, o.due_at, o.created_at, o.paid_at, o.cancel_reason,
         case when o.status = 'cancelled' then
           (select a.actor_role from audit_log a
             where a.entity = 'order' and a.entity_id = o.id::text and a.action = 'order.cancelled'
             order by a.at desc, a.id desc limit 1)
         end as cancelled_by_role,
         o.flagged_for_staff, o.flag_reason,
         (select r.reject_reason from receipts r where r.order_id = o.id and r.status = 'rejected'
           order by r.reviewed_at desc nulls last limit 1) as reject_reason,
         c.candidate_no, c.name as candidate_name, u.phone
    from orders o
    join candidates c on c.id = o.candidate_id
    left join users u on u.id = o.user_id
    left join venues v on v.id = o.venue_id`;

interface ItemRow {
  order_id: number;
  product_code: string;
  venue_session_id: number | null;
  subject_code: Order['items'][number]['subject'];
  name_zh: string;
  name_en: string;
  price_cents: number;
}

interface ShippingRow {
  order_id: number;
  method: NonNullable<Order['shipping']>['method'];
  recipient_name: string;
  recipient_phone: string;
  address: string | null;
  parameter1: string | null;
  parameter2: string | null;
  parameter3: string | null;
  parameter4: string | null;
  name_zh: string;
  name_en: string;
  fee_cents: number;
}

/** The reason the candidate cancelling writes (enrollment-routes.ts) and staff's default (admin routes). */
/** The payment-status poll: one indexed one-row read of the candidate's own order (the FPS page asks every 5 s). */
export const PAYMENT_STATUS_SQL =
  'select enrollment_no, payment_status, status, paid_at from orders where enrollment_no = $1 and candidate_id = $2';

export async function paymentStatusOf(q: Queryable, enrollmentNo: string, candidateId: number) {
  const { rows } = await q.query<{
    enrollment_no: string;
    payment_status: Order['payment_status'];
    status: string;
    paid_at: Date | null;
  }>(PAYMENT_STATUS_SQL, [enrollmentNo, candidateId], { prepared: true });
  return rows[0] ?? null;
}

export const CANDIDATE_CANCEL_TEXT = 'cancelled by candidate';
export const STAFF_CANCEL_TEXT = 'cancelled by staff';

/** Why a cancelled or expired order ended: the audit log says who cancelled it (the stored text for old rows). */
function cancelReasonOf(row: OrderRow): CancelReason | null {
  if (row.status === 'expired') return 'payment_timeout';
  if (row.status !== 'cancelled') return null;
  const byCandidate = row.cancelled_by_role
    ? row.cancelled_by_role === 'candidate'
    : row.cancel_reason === CANDIDATE_CANCEL_TEXT;
  return byCandidate ? 'by_candidate' : 'by_staff';
}

/** Orders matching `where` (on alias o), newest first, turned into contract orders. */
export async function findOrders(
  q: Queryable,
  where: string,
  params: unknown[],
  page = { limit: 500, offset: 0 },
): Promise<(Order & { row: OrderRow })[]> {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} where ${where} order by o.created_at desc, o.id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await q.query<ItemRow>(
    `select i.order_id, p.code as product_code, i.venue_session_id, i.subject_code, p.name_zh, p.name_en, i.price_cents
       from order_items i join products p on p.id = i.product_id
      where i.order_id = any($1::bigint[]) order by i.id`,
    [ids],
  );
  const shipping = await q.query<ShippingRow>(
    `select sd.order_id, sd.method, sd.recipient_name, sd.recipient_phone, sd.address,
            sd.parameter1, sd.parameter2, sd.parameter3, sd.parameter4, m.name_zh, m.name_en, sd.fee_cents
       from shipping_details sd join postage_methods m on m.code = sd.method
      where sd.order_id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => toOrder(row, items.rows, shipping.rows));
}

function toOrder(row: OrderRow, items: ItemRow[], shipping: ShippingRow[]): Order & { row: OrderRow } {
  const ship = shipping.find((s) => s.order_id === row.id);
  const reason = cancelReasonOf(row);
  return {
    row,
    enrollment_no: row.enrollment_no,
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    exam_mode: row.exam_mode,
    venue_id: row.venue_id,
    venue_name_zh: row.venue_name_zh,
    venue_name_en: row.venue_name_en,
    total: centsToHkd(row.total_cents),
    total_cents: row.total_cents,
    paid_cents: row.paid_cents,
    due_at: row.due_at.toISOString(),
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    reject_reason: row.reject_reason,
    items: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        product_id: i.product_code,
        venue_session_id: i.venue_session_id,
        subject: i.subject_code,
        name_zh: i.name_zh,
        name_en: i.name_en,
        price: centsToHkd(i.price_cents),
        price_cents: i.price_cents,
      })),
    shipping: ship
      ? {
          method: ship.method,
          recipient_name: ship.recipient_name,
          recipient_phone: ship.recipient_phone,
          address: ship.address,
          parameter1: ship.parameter1,
          parameter2: ship.parameter2,
          parameter3: ship.parameter3,
          parameter4: ship.parameter4,
          name_zh: ship.name_zh,
          name_en: ship.name_en,
          fee_cents: ship.fee_cents,
        }
      : null,
    // Money arrived after expiry (PACN): the publisher sorts it out; a new selection would pay twice.
    can_reselect: row.status === 'expired' && row.payment_status !== 'PACN',
    cancel_reason: reason,
    // Staff's own words only; the default text says nothing the reason code does not.
    cancel_note:
      reason === 'by_staff' && row.cancel_reason && row.cancel_reason !== STAFF_CANCEL_TEXT ? row.cancel_reason : null,
  };
}

/** Strips the internal row before answering. */
export function publicOrder({ row: _row, ...order }: Order & { row: OrderRow }): Order {
  return order;
}

export interface LockedOrder {
  id: number;
  enrollment_no: string;
  user_id: number;
  candidate_id: number;
  status: Order['status'];
  payment_status: Order['payment_status'];
  payment_method: Order['payment_method'];
  exam_mode: Order['exam_mode'];
  total_cents: number;
  paid_cents: number;
  due_at: Date;
  flagged_for_staff: boolean;
}

/** Locks one order row for the rest of the transaction; null when there is none. */
export async function lockOrder(
  q: Queryable,
  by: { id: number } | { enrollmentNo: string },
): Promise<LockedOrder | null> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['enrollment_no', by.enrollmentNo];
  const { rows } = await q.query<LockedOrder>(
    `select id, enrollment_no, user_id, candidate_id, status, payment_status, payment_method, exam_mode,
            total_cents, paid_cents, due_at, flagged_for_staff
       from orders where ${column} = $1 for update`,
    [value],
  );
  return rows[0] ?? null;
}
