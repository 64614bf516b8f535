// The bare peer of the benchmark: plain Fastify + pg doing only the database work of each measured
// call, so the product's figures can be read against the floor the machine and database allow.
// The statements are the product's own, imported from src/modules/orders/queries.ts (started with tsx).
//   POST /status  (form id, candidate_id)  the payment-status poll: one indexed one-row select
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
import {
  INSERT_ORDER_SQL,
  lockCandidateSql,
  ORDER_CONTEXT_SQL,
  PAYMENT_STATUS_SQL,
  takeSeatsSql,
} from '../src/modules/orders/queries.ts';
import { SEATS_WITHIN_CAPACITY } from '../src/modules/orders/seats.ts';

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
  const { rows } = await pool.query({
    name: 'peer_payment_status',
    text: PAYMENT_STATUS_SQL,
    values: [request.body.id, Number(request.body.candidate_id)],
  });
  if (!rows[0]) return reply.code(404).send({ code: 'NOT_FOUND' });
  return rows[0];
});

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
    await client.query(`begin;\n${lockCandidateSql(candidateId)}`);
    // 2. The context, one prepared statement.
    const { rows } = await client.query({
      name: 'peer_order_context',
      text: ORDER_CONTEXT_SQL,
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
      text: INSERT_ORDER_SQL,
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
    const seats = sessionIds.filter((id) => id !== null);
    await client.query(seats.length ? `${takeSeatsSql(seats)};\ncommit` : 'commit');
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
