// Back-office reads of orders: dashboard counts, order search, an order's detail with its history.
import { ORDER_STATUSES, type OrderStatus, type PostageCode } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { readAuditEntries } from '../../lib/audit-entries';
import { hkDate } from '../../lib/time';
import { findOrders, type OrderRow } from './queries';
import type { Order } from '@mockexam/contracts';

export function adminOrder(order: Order & { row: OrderRow }) {
  const { row, ...rest } = order;
  return {
    ...rest,
    candidate_no: row.candidate_no,
    candidate_name: row.candidate_name,
    phone: row.phone,
    flagged_for_staff: row.flagged_for_staff,
    flag_reason: row.flag_reason,
    cancel_reason: row.cancel_reason,
  };
}

export async function dashboard(q: Queryable) {
  const counts = await q.query<{ status: OrderStatus; n: number }>(
    `select o.status, count(*)::int as n from orders o join exam_cycles c on c.id = o.cycle_id
      where c.is_current group by o.status`,
  );
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of counts.rows) byStatus[row.status] = row.n;
  const receipts = await q.query<{ n: number }>(`select count(*)::int as n from receipts where status = 'pending'`);
  const flagged = await q.query<{ n: number }>(
    `select count(*)::int as n from orders o join exam_cycles c on c.id = o.cycle_id where c.is_current and o.flagged_for_staff`,
  );
  const sessions = await q.query<{
    session_id: number;
    venue_name_zh: string;
    venue_name_en: string;
    starts_at: Date;
    capacity: number;
    seats_taken: number;
  }>(
    `select s.id as session_id, v.name_zh as venue_name_zh, v.name_en as venue_name_en, s.starts_at, s.capacity, s.seats_taken
       from venue_sessions s join venues v on v.id = s.venue_id join exam_cycles c on c.id = s.cycle_id
      where c.is_current order by s.starts_at, v.id`,
  );
  return {
    orders_by_status: byStatus,
    receipts_awaiting: receipts.rows[0].n,
    flagged_orders: flagged.rows[0].n,
    sessions: sessions.rows.map((s) => ({
      session_id: s.session_id,
      venue_name_zh: s.venue_name_zh,
      venue_name_en: s.venue_name_en,
      date: hkDate(s.starts_at),
      capacity: s.capacity,
      seats_left: s.capacity - s.seats_taken,
    })),
  };
}

export async function searchOrders(
  q: Queryable,
  query: {
    q?: string;
    status?: OrderStatus;
    payment_status?: string;
    flagged?: boolean;
    limit: number;
    offset: number;
  },
) {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  if (query.q) {
    params.push(
      query.q,
      `%${query.q.replace(/[\\%_]/g, '\\$&')}%`,
      query.q.replace(/[\s-]/g, '').replace(/^\+?852/, ''),
    );
    const [exact, like, phone] = [params.length - 2, params.length - 1, params.length];
    where.push(`(o.enrollment_no = $${exact} or c.name ilike $${like} or c.candidate_no = upper($${phone})
      or u.phone = $${phone} or exists (select 1 from shipping_details sd where sd.order_id = o.id and sd.recipient_phone = $${phone}))`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`o.status = $${params.length}`);
  }
  if (query.payment_status) {
    params.push(query.payment_status);
    where.push(`o.payment_status = $${params.length}`);
  }
  if (query.flagged !== undefined) {
    params.push(query.flagged);
    where.push(`o.flagged_for_staff = $${params.length}`);
  }
  const condition = where.join(' and ');
  const total = await q.query<{ n: number }>(
    `select count(*)::int as n from orders o join candidates c on c.id = o.candidate_id left join users u on u.id = o.user_id where ${condition}`,
    params,
  );
  const orders = await findOrders(q, condition, params, { limit: query.limit, offset: query.offset });
  return { total: total.rows[0].n, orders: orders.map(adminOrder) };
}

export async function orderDetail(q: Queryable, enrollmentNo: string) {
  const [order] = await findOrders(q, 'o.enrollment_no = $1', [enrollmentNo]);
  if (!order) throw notFound();
  const id = order.row.id;
  const payments = await q.query<{
    payment_id: number;
    method: 'fps';
    amount_cents: number;
    reference: string | null;
    received_at: Date;
    recorded_by: string | null;
  }>(
    `select p.id as payment_id, p.method, p.amount_cents, p.reference, p.received_at, u.display_name as recorded_by
       from payments p left join users u on u.id = p.recorded_by where p.order_id = $1 order by p.received_at, p.id`,
    [id],
  );
  const receipts = await q.query<{
    receipt_id: number;
    status: 'pending';
    uploaded_at: Date;
    reject_reason: string | null;
    duplicate: boolean;
  }>(
    `select id as receipt_id, status, uploaded_at, reject_reason, duplicate_of_order_id is not null as duplicate
       from receipts where order_id = $1 order by uploaded_at, id`,
    [id],
  );
  const history = await readAuditEntries(q, `a.entity = 'order' and a.entity_id = $1`, [String(id)], 'a.at, a.id');
  // The method's names now, not a copy in the client: a rename by staff shows on every order.
  const postage = await q.query<{ code: PostageCode; name_zh: string; name_en: string }>(
    `select m.code, m.name_zh, m.name_en
       from shipping_details sd join postage_methods m on m.code = sd.method where sd.order_id = $1`,
    [id],
  );
  const sessions = await q.query<{
    session_id: number;
    venue_name_zh: string;
    venue_name_en: string;
    starts_at: Date;
    ends_at: Date;
  }>(
    `select distinct vs.id as session_id, v.name_zh as venue_name_zh, v.name_en as venue_name_en, vs.starts_at, vs.ends_at
       from order_items oi join venue_sessions vs on vs.id = oi.venue_session_id join venues v on v.id = vs.venue_id
      where oi.order_id = $1 order by vs.starts_at, vs.id`,
    [id],
  );
  return {
    order: adminOrder(order),
    payments: payments.rows.map((p) => ({ ...p, received_at: p.received_at.toISOString() })),
    receipts: receipts.rows.map(({ duplicate, ...r }) => ({
      ...r,
      uploaded_at: r.uploaded_at.toISOString(),
      duplicate_of_other_order: duplicate,
    })),
    history,
    sessions: sessions.rows.map((s) => ({
      ...s,
      starts_at: s.starts_at.toISOString(),
      ends_at: s.ends_at.toISOString(),
    })),
    postage_method: postage.rows[0] ?? null,
  };
}
