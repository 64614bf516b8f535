// Reads orders with their items and shipping, in the shape of the contracts' Order.
import { centsToHkd, type CancelReason, type Order } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { auditInsertSql } from '../../lib/audit';

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

// The statements of order creation (create-order.ts, order-context.ts, seats.ts) by name, so that the
// benchmark's bare peer (bench/peer.mjs) runs the product's own text.

/** BEGIN's companion: the candidate's row locked so one candidate's submissions run one after the other. */
export function lockCandidateSql(candidateId: number): string {
  if (!Number.isSafeInteger(candidateId)) throw new Error('candidate id must be an integer');
  return `select id from candidates where id = ${candidateId} for no key update`;
}

/**
 * Everything order creation checks a draft against, in one round trip: $1 user, $2 idempotency key,
 * $3 product codes, $4 candidate, $5 postage method, $6 venue.
 */
export const ORDER_CONTEXT_SQL = `select
       exists (select 1 from candidates where id = $4) as candidate_exists,
       (select json_build_object('id', o.id, 'enrollment_no', o.enrollment_no, 'request_hash', o.request_hash,
                                 'status', o.status, 'payment_status', o.payment_status,
                                 'payment_method', o.payment_method, 'total_cents', o.total_cents, 'due_at', o.due_at)
          from orders o where o.user_id = $1 and o.idempotency_key = $2) as earlier,
       c.id as cycle_id,
       (select at from cycle_events where cycle_id = c.id and key = 'person_enrol_start') as enrol_start,
       (select at from cycle_events where cycle_id = c.id and key = 'person_enrol_end') as enrol_end,
       (select coalesce(json_agg(json_build_object('id', p.id, 'code', p.code, 'subject_code', p.subject_code,
                                                   'price_cents', p.price_cents) order by p.id), '[]'::json)
          from products p where p.cycle_id = c.id and p.active and p.code = any($3::text[])) as products,
       (select coalesce(json_agg(distinct i.subject_code), '[]'::json)
          from order_items i join orders o on o.id = i.order_id
         where o.candidate_id = $4 and o.status in ('pending', 'awaiting_approval', 'confirmed')) as held_subjects,
       (select fee_cents from postage_methods where code = $5 and active) as postage_fee_cents,
       (select coalesce(json_agg(json_build_object('id', s.id, 'subject_code', s.subject_code,
                                                   'full', s.seats_taken >= s.capacity) order by s.id)
                          filter (where s.id is not null), '[]'::json)
          from venues v left join venue_sessions s on s.venue_id = v.id and s.cycle_id = c.id
         where v.id = $6 and v.active
         group by v.id) as venue_sessions
     from (select 1) as one left join exam_cycles c on c.is_current`;

/** The order, its items, its shipping details and its audit entry, in one statement. */
export const INSERT_ORDER_SQL = `with new_order as (
       insert into orders (enrollment_no, user_id, candidate_id, cycle_id, exam_mode, venue_id, payment_method,
                           total_cents, due_at, idempotency_key, request_hash, created_at)
       values (nextval('enrollment_no_seq')::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning id, enrollment_no),
     items as (
       insert into order_items (order_id, product_id, subject_code, price_cents, venue_session_id, seat_held)
       select new_order.id, item.product_id, item.subject_code, item.price_cents, item.session_id, item.session_id is not null
         from new_order, unnest($12::bigint[], $13::text[], $14::int[], $15::bigint[])
              as item(product_id, subject_code, price_cents, session_id)),
     shipping as (
       insert into shipping_details (order_id, method, recipient_name, recipient_phone, same_as_candidate,
                                     address, parameter1, parameter2, parameter3, parameter4, fee_cents)
       select new_order.id, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25 from new_order),
     audit as (
       ${auditInsertSql(
         {
           actor_user_id: '$26',
           actor_role: '$27',
           action: "'order.created'",
           entity: "'order'",
           entity_id: 'new_order.id::text',
           data: "$28::jsonb || jsonb_build_object('enrollment_no', new_order.enrollment_no)",
         },
         'new_order',
       )})
     select id, enrollment_no from new_order`;

/** One seat per session, in ascending id (the lock order); sent together with the COMMIT. */
export function takeSeatsSql(sessionIds: number[]): string {
  const sorted = [...sessionIds].sort((a, b) => a - b);
  if (!sorted.every(Number.isSafeInteger)) throw new Error('session ids must be integers');
  return sorted.map((id) => `update venue_sessions set seats_taken = seats_taken + 1 where id = ${id}`).join(';\n');
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
