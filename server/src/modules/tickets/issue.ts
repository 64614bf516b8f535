// Issues an order's admission tickets once its payment is confirmed: one per item, with a seat
// number in venue mode. Seat numbers are counted under the session row's lock, so two orders
// confirmed together never get the same number. The lock is FOR NO KEY UPDATE, sessions in
// ascending id: the lock order of seats.ts (FOR UPDATE here once deadlocked with order creation).
// The candidate is told once per order, in the same transaction, with the link to the tickets' page.
import type { Queryable } from '../../db';
import type { Notifier } from '../notifications/notifier';

export async function issueTickets(
  q: Queryable,
  notices: Notifier,
  order: { id: number; user_id: number; enrollment_no: string },
): Promise<number> {
  const orderId = order.id;
  const { rows } = await q.query<{ id: number; candidate_id: number; venue_session_id: number | null }>(
    `select i.id, o.candidate_id, case when i.seat_held then i.venue_session_id end as venue_session_id
       from order_items i join orders o on o.id = i.order_id
      where i.order_id = $1
        and not exists (select 1 from admission_tickets t where t.order_item_id = i.id)
      order by i.venue_session_id nulls last, i.id`,
    [orderId],
  );
  for (const item of rows) {
    let seatNo: string | null = null;
    if (item.venue_session_id !== null) {
      await q.query('select id from venue_sessions where id = $1 for no key update', [item.venue_session_id]);
      const next = await q.query<{ n: number }>(
        `select coalesce(max(seat_no::int), 0) + 1 as n from admission_tickets where venue_session_id = $1`,
        [item.venue_session_id],
      );
      seatNo = String(next.rows[0].n).padStart(3, '0');
    }
    await q.query(
      `insert into admission_tickets (order_item_id, candidate_id, venue_session_id, seat_no) values ($1, $2, $3, $4)`,
      [item.id, item.candidate_id, item.venue_session_id, seatNo],
    );
  }
  if (rows.length > 0) {
    await notices.notify(q, {
      event: 'ticket.issued',
      userId: order.user_id,
      orderId,
      data: { order_no: order.enrollment_no, link: '/admission-ticket' },
      dedupeKey: `order:${orderId}:tickets`,
    });
  }
  return rows.length;
}
