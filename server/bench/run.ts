// `npm run bench`: the product's hot calls against a bare peer, in one run, on PostgreSQL.
// The server under test and the peer both listen on core 0 and are loaded one at a time, in
// alternating rounds; this process (the load, autocannon) runs on core 1. Each round measures:
//   1. the FPS page's payment-status poll, 50 connections, against a one-row indexed select;
//   2. order creation on one venue session by as many new candidates, 50 connections, against
//      one transaction that locks the session row, takes a seat and inserts a row.
// Then more orders than seats on one session (exactly the capacity must succeed), and the product
// server's peak resident memory, sampled throughout. Nothing here is a test: it prints figures.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { insertCandidates, orderDraft, ProductApi, type BenchCandidate } from './fixtures';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_${randomBytes(4).toString('hex')}`;
const CONNECTIONS = 50;
const POLL_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OVERSELL = { capacity: 100, orders: 400 };
const WARM_UP_ORDERS = 300;

const pinned = (core: number, command: string, args: string[]) =>
  canPin() ? (['taskset', ['-c', String(core), command, ...args]] as const) : ([command, args] as const);

function canPin(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return (process.env.BENCH_NO_PIN ?? '') === '' && Number(execFileSync('nproc').toString()) >= 2;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function start(name: string, args: string[], env: Record<string, string>, probePath: string) {
  const port = await freePort();
  const [command, argv] = pinned(0, process.execPath, args);
  const child = spawn(command, [...argv], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(baseURL + probePath, child);
  console.log(`${name} listening on ${baseURL} (pid ${child.pid})`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseURL, child, stop };
}

/** Peak resident memory of a process, sampled every 100 ms until stopped. */
function sampleMemory(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb);
    } catch {
      /* the process has gone */
    }
  }, 100);
  return { stop: () => (clearInterval(timer), peak / 1024) };
}

interface Load {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

function summarise(result: autocannon.Result, seconds: number): Load {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    rate: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** The same request, over and over, for `seconds`. */
async function hammer(url: string, options: { headers: Record<string, string>; body: string; seconds: number }) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: options.seconds,
    headers: options.headers,
    body: options.body,
  });
  return summarise(result, result.duration);
}

/**
 * One request per item, each with its own headers and body, `CONNECTIONS` at a time. The rate is
 * timed to the last response here: autocannon notices the end of an `amount` run on its 1-second tick.
 */
async function oneEach<T>(
  url: string,
  items: T[],
  request: (item: T) => { headers: Record<string, string>; body: string },
) {
  let next = 0;
  let lastResponse = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    amount: items.length,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...request(items[next++ % items.length]) }),
        onResponse: () => {
          lastResponse = performance.now();
        },
      },
    ],
  });
  return summarise(result, (lastResponse - started) / 1000);
}

const productOrder = (productId: string, venueId: number) => (c: BenchCandidate) => ({
  headers: {
    'content-type': 'application/json',
    authorization: `Bearer ${c.token}`,
    'idempotency-key': randomBytes(12).toString('hex'),
  },
  body: JSON.stringify(orderDraft(productId, venueId)),
});
const peerOrder = (sessionId: number) => (c: BenchCandidate) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ session_id: sessionId, candidate_id: c.candidateId }),
});

async function seatsTaken(pool: pg.Pool, sessionId: number) {
  const { rows } = await pool.query<{ seats_taken: number; capacity: number }>(
    'select seats_taken, capacity from venue_sessions where id = $1',
    [sessionId],
  );
  return rows[0];
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
  );
  const memory = sampleMemory(product.child.pid!);
  // Both listen throughout; only one is loaded at a time. Rounds alternate between them so that a
  // machine getting busier or quieter during the run does not favour either.
  const peer = await start('peer', ['bench/peer.mjs'], {}, '/nothing');
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
    const productOrders = async (candidates: BenchCandidate[], capacity = candidates.length) =>
      oneEach(
        `${product.baseURL}/api/orders`,
        candidates,
        productOrder(paper.product_id, (await hall('Hall', capacity)).venueId),
      );
    const peerOrders = async (candidates: BenchCandidate[], capacity = candidates.length) =>
      oneEach(`${peer.baseURL}/orders`, candidates, peerOrder((await hall('Peer hall', capacity)).sessionId));

    // Warm-up: JIT, connection pools and caches of both.
    await hammer(`${product.baseURL}/api/enrollment/payment/status`, { ...productPoll, seconds: 3 });
    await hammer(`${peer.baseURL}/status`, { headers: form, body: pollBody, seconds: 3 });
    await productOrders(await insertCandidates(pool, WARM_UP_ORDERS));
    await peerOrders(await insertCandidates(pool, WARM_UP_ORDERS));

    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      const pollProduct = await hammer(`${product.baseURL}/api/enrollment/payment/status`, {
        ...productPoll,
        seconds: POLL_SECONDS,
      });
      const pollPeer = await hammer(`${peer.baseURL}/status`, { headers: form, body: pollBody, seconds: POLL_SECONDS });
      const ordersProduct = await productOrders(await insertCandidates(pool, ORDERS));
      const ordersPeer = await peerOrders(await insertCandidates(pool, ORDERS));
      rounds.push({ pollProduct, pollPeer, ordersProduct, ordersPeer });
    }

    // More orders than seats on one session, all at once.
    const small = await hall('Small hall', OVERSELL.capacity);
    const oversell = await oneEach(
      `${product.baseURL}/api/orders`,
      await insertCandidates(pool, OVERSELL.orders),
      productOrder(paper.product_id, small.venueId),
    );
    const seats = await seatsTaken(pool, small.sessionId);
    const held = await pool.query<{ n: number }>(
      'select count(*)::int as n from order_items where venue_session_id = $1 and seat_held',
      [small.sessionId],
    );
    report(rounds, { load: oversell, seatsTaken: seats.seats_taken, seatsHeld: held.rows[0].n }, memory.stop());
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

function report(rounds: Round[], oversell: { load: Load; seatsTaken: number; seatsHeld: number }, peakMb: number) {
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
  const errors = rounds.reduce((n, r) => n + r.pollProduct.errors + r.ordersProduct.errors, 0);
  const pollNon200 = rounds.some((r) => Object.keys(r.pollProduct.statuses).some((s) => s !== '200'));
  const allCreated = rounds.every((r) => created(r.ordersProduct) === ORDERS);
  const oversold = Math.max(0, oversell.seatsTaken - OVERSELL.capacity, oversell.seatsHeld - OVERSELL.capacity);
  console.log(
    `\nMedians over ${rounds.length} rounds: poll rate ratio ${fixed(pollRate, 2)}, poll p99 ratio ${fixed(pollP99, 2)}, order rate ratio ${fixed(orderRate, 2)}`,
  );
  console.log(
    `More orders than seats (${OVERSELL.orders} for ${OVERSELL.capacity}): ${created(oversell.load)} created, ` +
      `statuses ${JSON.stringify(oversell.load.statuses)}, seats taken ${oversell.seatsTaken}, seats held by orders ${oversell.seatsHeld}; oversold ${oversold}`,
  );
  console.log(`Product server peak resident memory: ${fixed(peakMb)} MB`);
  const checks = [
    ['poll rate >= 0.6 x peer', pollRate >= 0.6],
    ['poll p99 <= 1.5 x peer', pollP99 <= 1.5],
    ['no errors', errors === 0 && !pollNon200],
    ['order rate >= 0.5 x peer', orderRate >= 0.5],
    ['every order created', allCreated],
    ['exactly the capacity sold', created(oversell.load) === OVERSELL.capacity && oversold === 0],
    ['memory under 300 MB', peakMb < 300],
  ] as const;
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'}  ${name}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
