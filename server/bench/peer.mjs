// The bare peer of the benchmark: plain Fastify + pg doing only the database work of each measured
// call, so the product's figures can be read against the floor this machine and database allow.
//   POST /status  (form id=…)      one indexed one-row select of an order
//   POST /orders  (JSON {session_id, candidate_id})
//                                  one transaction: lock the venue session row, take a seat, insert a row
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
await pool.query(
  'create table if not exists peer_orders (id bigserial primary key, session_id bigint, candidate_id bigint)',
);

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

app.post('/orders', async (request, reply) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const taken = await client.query(
      'update venue_sessions set seats_taken = seats_taken + 1 where id = $1 and seats_taken < capacity',
      [request.body.session_id],
    );
    if (taken.rowCount !== 1) {
      await client.query('rollback');
      return reply.code(409).send({ code: 'VENUE_FULL' });
    }
    const { rows } = await client.query(
      'insert into peer_orders (session_id, candidate_id) values ($1, $2) returning id',
      [request.body.session_id, request.body.candidate_id],
    );
    await client.query('commit');
    return reply.code(201).send(rows[0]);
  } catch (error) {
    await client.query('rollback').catch(() => {});
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
