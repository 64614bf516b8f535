// The bare peer of the benchmark: plain Fastify + pg doing only the database work of each measured
// call, so the product's figures can be read against the floor the machine and database allow.
//   POST /status  (form id=…)      one indexed one-row select of an order
//   POST /orders  (JSON {user_id, candidate_id, idempotency_key, draft})
//                                  the product's order creation, statement for statement and round trip
//                                  for round trip (src/modules/orders/create-order.ts, order-context.ts,
//                                  seats.ts): BEGIN with the candidate lock, the context read, the one
//                                  CTE insert, the seat update with the COMMIT. What it leaves out is the
//                                  product's own work around them: auth, validation, the checks' messages.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import pg from 'pg';

const { DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_MAX, PORT } = process.env;
// The same pool size as the product's.
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(DATABASE_POOL_MAX ?? 10),
  options: `-c search_path=${DATABASE_SCHEMA}`,
});

const app = Fastify({ logger: false });
await app.register(formbody);

app.post('/status', async (request, reply) => {
  const { rows } = await pool.query(
    'select enrollment_no, payment_status, status, paid_at from orders where enrollment_no = $1',
    [request.body.id],
  );
  if (!rows[0]) return reply.code(404).send({ code: 'NOT_FOUND' });
  return rows[0];
});

// The product's statements, copied text for text (order-context.ts, create-order.ts).
const ORDER_CONTEXT = `select
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
const INSERT_ORDER = `with new_order as (
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
       insert into audit_log (actor_user_id, actor_role, action, entity, entity_id, data)
       select $26, $27, 'order.created', 'order', new_order.id::text,
              $28::jsonb || jsonb_build_object('enrollment_no', new_order.enrollment_no)
         from new_order)
     select id, enrollment_no from new_order`;
// seats.ts: the venue_sessions CHECK (seats_taken <= capacity) refuses a full session at the update.
const SEATS_WITHIN_CAPACITY = 'venue_sessions_seats_within_capacity';
const FPS_PAYMENT_WINDOW_MS = 30 * 60_000;

const venueFull = (reply) => reply.code(409).send({ code: 'VENUE_FULL' });

app.post('/orders', async (request, reply) => {
  const { user_id: userId, draft } = request.body;
  const candidateId = Number(request.body.candidate_id);
  const key = request.body.idempotency_key;
  const venueId = draft.exam_mode === 'venue' ? draft.venue_id : null;
  const client = await pool.connect();
  let ended = false; // committed or rolled back
  try {
    // 1. BEGIN and the candidate lock, one round trip.
    await client.query(`begin;\nselect id from candidates where id = ${candidateId} for no key update`);
    // 2. The context, one prepared statement.
    const { rows } = await client.query({
      name: 'peer_order_context',
      text: ORDER_CONTEXT,
      values: [userId, key, draft.product_ids, candidateId, draft.shipping.method, venueId],
    });
    const context = rows[0];
    if (context.earlier) {
      await client.query('commit');
      ended = true;
      return reply.code(200).send(context.earlier);
    }
    const products = context.products;
    const sessionOf = (product) => context.venue_sessions?.find((s) => s.subject_code === product.subject_code);
    if (venueId !== null && products.some((p) => sessionOf(p)?.full !== false)) {
      await client.query('rollback');
      ended = true;
      return venueFull(reply);
    }
    const sessionIds = products.map((p) => (venueId === null ? null : sessionOf(p).id));
    const now = new Date();
    const dueAt = new Date(now.getTime() + FPS_PAYMENT_WINDOW_MS);
    const totalCents = products.reduce((sum, p) => sum + p.price_cents, context.postage_fee_cents);
    const s = draft.shipping;
    const audit = { to: { status: 'pending', payment_status: 'PEND' }, total_cents: totalCents, due_at: dueAt };
    // 3. The order, its items, shipping and audit entry: one prepared statement.
    const inserted = await client.query({
      name: 'peer_insert_order',
      text: INSERT_ORDER,
      values: [
        userId,
        candidateId,
        context.cycle_id,
        draft.exam_mode,
        venueId,
        draft.payment_method,
        totalCents,
        dueAt,
        key,
        createHash('sha256').update(JSON.stringify(draft)).digest('hex'),
        now,
        products.map((p) => p.id),
        products.map((p) => p.subject_code),
        products.map((p) => p.price_cents),
        sessionIds,
        s.method,
        s.recipient_name,
        s.recipient_phone,
        s.same_as_candidate ?? false,
        s.address ?? null,
        s.parameter1 ?? null,
        s.parameter2 ?? null,
        s.parameter3 ?? null,
        s.parameter4 ?? null,
        context.postage_fee_cents,
        userId,
        'candidate',
        JSON.stringify(audit),
      ],
    });
    // 4. The seats and the COMMIT, one round trip (simple protocol, sessions in ascending id).
    const seats = sessionIds.filter((id) => id !== null).sort((a, b) => a - b);
    const updates = seats.map((id) => `update venue_sessions set seats_taken = seats_taken + 1 where id = ${id}`);
    await client.query([...updates, 'commit'].join(';\n'));
    ended = true;
    return reply.code(201).send(inserted.rows[0]);
  } catch (error) {
    if (!ended) await client.query('rollback').catch(() => {});
    if (error.constraint === SEATS_WITHIN_CAPACITY) return venueFull(reply);
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
