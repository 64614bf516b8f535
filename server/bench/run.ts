// `npm run bench`: the product's hot calls against a bare peer, in one run, on PostgreSQL.
// The server under test and the peer both listen on core 0 and are loaded one at a time, in
// alternating rounds; this process (the load, autocannon) runs on core 1. Each round measures:
//   1. the FPS page's payment-status poll, 50 connections, against a one-row indexed select;
//   2. order creation on one venue session by as many new candidates, 50 connections, against
//      the product's own statements of order creation, inputs from the body (bench/peer.mjs).
// Then more orders than seats on one session, on each (exactly the capacity must succeed), and the product
// server's peak resident memory, sampled throughout. Nothing here is a test: it prints figures.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertCandidates, orderDraft, ProductApi, type BenchCandidate } from './fixtures';
import { canPin, DATABASE_URL, hammer, oneEach, sampleMemory, start, type Load } from './harness';

const schema = `bench_${randomBytes(4).toString('hex')}`;
const POLL_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OVERSELL = { capacity: 100, orders: 400 };
const WARM_UP_ORDERS = 300;

/** The request that orders `productId` at `venueId` for one candidate. */
type OrderRequest = (
  productId: string,
  venueId: number,
) => (c: BenchCandidate) => { headers: Record<string, string>; body: string };

const productOrder: OrderRequest = (productId, venueId) => (c: BenchCandidate) => ({
  headers: {
    'content-type': 'application/json',
    authorization: `Bearer ${c.token}`,
    'idempotency-key': randomBytes(12).toString('hex'),
  },
  body: JSON.stringify(orderDraft(productId, venueId)),
});
// What the product takes from the session and headers, the peer takes from the body.
const peerOrder: OrderRequest = (productId, venueId) => (c: BenchCandidate) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    user_id: c.userId,
    candidate_id: c.candidateId,
    idempotency_key: randomBytes(12).toString('hex'),
    draft: orderDraft(productId, venueId),
  }),
});

/** Seats a session counts as taken, and seats its order items hold. */
async function seatsOf(pool: pg.Pool, sessionId: number) {
  const { rows } = await pool.query<{ seats_taken: number; seats_held: number }>(
    `select seats_taken,
            (select count(*)::int from order_items where venue_session_id = s.id and seat_held) as seats_held
       from venue_sessions s where id = $1`,
    [sessionId],
  );
  return { seatsTaken: rows[0].seats_taken, seatsHeld: rows[0].seats_held };
}

interface Oversell {
  load: Load;
  seatsTaken: number;
  seatsHeld: number;
}

interface Round {
  pollProduct: Load;
  pollPeer: Load;
  ordersProduct: Load;
  ordersPeer: Load;
}

async function main() {
  if (canPin()) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(`schema ${schema} on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; load on core 1, servers on core 0\n`);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const product = await start(
    'product',
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the product server there (open it in Chrome DevTools).
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'src/main.ts',
    ],
    // Demo mode on PostgreSQL: the bench signs in as the demo admin to set up its venues.
    { SERVE_STATIC: 'false', LOG_LEVEL: 'warn', EXPIRY_SWEEP_SECONDS: '30', DEMO_MODE: 'true' },
    '/api/health',
    schema,
  );
  const memory = sampleMemory(product.child.pid!);
  // Both listen throughout; only one is loaded at a time. Rounds alternate between them so that a
  // machine getting busier or quieter during the run does not favour either.
  const peer = await start('peer', ['--import', 'tsx', 'bench/peer.mjs'], {}, '/nothing', schema);
  try {
    const api = new ProductApi(product.baseURL);
    await api.logInAsAdmin();
    const [paper] = await api.call<{ product_id: string; subject: { code: string } }[]>('/api/products', {
      method: 'GET',
    });
    const hall = (name: string, capacity: number) => api.venueWithSession(name, paper.subject.code, capacity);
    const [poller] = await insertCandidates(pool, 1);
    const polled = await api.call<{ enrollment_no: string }>('/api/orders', {
      json: { ...orderDraft(paper.product_id, 0), exam_mode: 'home', venue_id: null },
      token: poller.token,
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const pollBody = new URLSearchParams({ id: polled.enrollment_no }).toString();
    const productPoll = { headers: { ...form, authorization: `Bearer ${poller.token}` }, body: pollBody };
    // The peer has no sessions: the candidate whose order it reads comes in the body.
    const peerPollBody = new URLSearchParams({
      id: polled.enrollment_no,
      candidate_id: String(poller.candidateId),
    }).toString();
    const productOrders = async (candidates: BenchCandidate[], capacity = candidates.length) =>
      oneEach(
        `${product.baseURL}/api/orders`,
        candidates,
        productOrder(paper.product_id, (await hall('Hall', capacity)).venueId),
      );
    const peerOrders = async (candidates: BenchCandidate[], capacity = candidates.length) =>
      oneEach(
        `${peer.baseURL}/orders`,
        candidates,
        peerOrder(paper.product_id, (await hall('Peer hall', capacity)).venueId),
      );

    // Warm-up: JIT, connection pools and caches of both.
    await hammer(`${product.baseURL}/api/enrollment/payment/status`, { ...productPoll, seconds: 3 });
    await hammer(`${peer.baseURL}/status`, { headers: form, body: peerPollBody, seconds: 3 });
    await productOrders(await insertCandidates(pool, WARM_UP_ORDERS));
    await peerOrders(await insertCandidates(pool, WARM_UP_ORDERS));

    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      const pollProduct = await hammer(`${product.baseURL}/api/enrollment/payment/status`, {
        ...productPoll,
        seconds: POLL_SECONDS,
      });
      const pollPeer = await hammer(`${peer.baseURL}/status`, {
        headers: form,
        body: peerPollBody,
        seconds: POLL_SECONDS,
      });
      const ordersProduct = await productOrders(await insertCandidates(pool, ORDERS));
      const ordersPeer = await peerOrders(await insertCandidates(pool, ORDERS));
      rounds.push({ pollProduct, pollPeer, ordersProduct, ordersPeer });
    }

    // More orders than seats on one session, all at once, on each.
    const oversellOn = async (url: string, order: OrderRequest) => {
      const small = await hall('Small hall', OVERSELL.capacity);
      const load = await oneEach(
        url,
        await insertCandidates(pool, OVERSELL.orders),
        order(paper.product_id, small.venueId),
      );
      return { load, ...(await seatsOf(pool, small.sessionId)) };
    };
    const oversell = {
      product: await oversellOn(`${product.baseURL}/api/orders`, productOrder),
      peer: await oversellOn(`${peer.baseURL}/orders`, peerOrder),
    };
    report(rounds, oversell, memory.stop());
  } finally {
    memory.stop();
    await peer.stop();
    await product.stop();
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pool.end();
  }
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const created = (load: Load) => load.statuses['201'] ?? 0;

function report(rounds: Round[], oversell: { product: Oversell; peer: Oversell }, peakMb: number) {
  const line = (name: string, product: Load, peer: Load) =>
    `| ${name} | ${fixed(product.rate)} req/s, p99 ${product.p99} ms | ${fixed(peer.rate)} req/s, p99 ${peer.p99} ms | ` +
    `${fixed(product.rate / peer.rate, 2)} | ${fixed(product.p99 / peer.p99, 2)} |`;
  console.log('\n| Call (50 connections), round | Product | Bare peer | Rate ratio | p99 ratio |');
  console.log('| --- | --- | --- | --- | --- |');
  rounds.forEach((r, i) => console.log(line(`Payment-status poll, ${i + 1}`, r.pollProduct, r.pollPeer)));
  rounds.forEach((r, i) =>
    console.log(line(`Order creation (${ORDERS} on one session), ${i + 1}`, r.ordersProduct, r.ordersPeer)),
  );

  const pollRate = median(rounds.map((r) => r.pollProduct.rate / r.pollPeer.rate));
  const pollP99 = median(rounds.map((r) => r.pollProduct.p99 / r.pollPeer.p99));
  const orderRate = median(rounds.map((r) => r.ordersProduct.rate / r.ordersPeer.rate));
  const orderP99 = median(rounds.map((r) => r.ordersProduct.p99 / r.ordersPeer.p99));
  const errors = rounds.reduce((n, r) => n + r.pollProduct.errors + r.ordersProduct.errors + r.ordersPeer.errors, 0);
  const pollNon200 = rounds.some((r) => Object.keys(r.pollProduct.statuses).some((s) => s !== '200'));
  const allCreated = rounds.every((r) => created(r.ordersProduct) === ORDERS && created(r.ordersPeer) === ORDERS);
  console.log(
    `\nMedians over ${rounds.length} rounds: poll rate ratio ${fixed(pollRate, 2)}, poll p99 ratio ${fixed(pollP99, 2)}, ` +
      `order rate ratio ${fixed(orderRate, 2)}, order p99 ratio ${fixed(orderP99, 2)}`,
  );
  const soldExactly = (o: Oversell) =>
    created(o.load) === OVERSELL.capacity && o.seatsTaken === OVERSELL.capacity && o.seatsHeld === OVERSELL.capacity;
  for (const [name, o] of Object.entries(oversell)) {
    const oversold = Math.max(0, o.seatsTaken - OVERSELL.capacity, o.seatsHeld - OVERSELL.capacity);
    console.log(
      `More orders than seats, ${name} (${OVERSELL.orders} for ${OVERSELL.capacity}): ${created(o.load)} created, ` +
        `statuses ${JSON.stringify(o.load.statuses)}, seats taken ${o.seatsTaken}, seats held by orders ${o.seatsHeld}; oversold ${oversold}`,
    );
  }
  console.log(`Product server peak resident memory: ${fixed(peakMb)} MB`);
  const checks = [
    ['poll rate >= 0.6 x peer', pollRate >= 0.6],
    ['poll p99 <= 1.5 x peer', pollP99 <= 1.5],
    ['no errors', errors === 0 && !pollNon200],
    ['order rate >= 0.7 x peer', orderRate >= 0.7],
    ['order p99 <= 1.5 x peer', orderP99 <= 1.5],
    ['every order created (product and peer)', allCreated],
    ['exactly the capacity sold (product and peer)', soldExactly(oversell.product) && soldExactly(oversell.peer)],
    ['memory under 300 MB', peakMb < 300],
  ] as const;
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'}  ${name}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
