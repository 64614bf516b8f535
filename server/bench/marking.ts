// `npm run bench:marking`: on-screen marking under 200 markers at once, on two product instances over
// PostgreSQL, against a bare Fastify + pg peer (bench/marking-peer.mjs, two processes too) on the same
// database, tables and file store. Each marker loops claim → the item's image → submit. Both sides
// mark the same number of items of one question each (the product question 1, the peer question 2 of
// one paper: same candidates, same scanned pages, regions of the same size), in alternating rounds
// (product, peer, peer, product, ...) so a machine getting busier or quieter favours neither; the
// servers share core 0 and the markers (this process) run on core 1.
//
//   npm run bench:marking                         120 s of marking per side (two rounds of 60 s each)
//   npm run bench:marking -- --seconds 30 --rounds 2 --markers 200 --items 14000
//
// Afterwards it counts, from the database: double claims (a task handed to two markers at once: the
// client's overlapping holds, and tasks with marks of two markers), lost marks (a submit answered 200
// without its mark), and the item images' bytes. A schema of its own and a temporary data folder, both
// removed at the end: nothing is written to the repository. Nothing here is a test: it prints figures.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { createPostgresDb } from '../src/db/postgres';
import { openPaperMarking } from '../src/modules/marking/items';
import { boundingBox, drawRegionImage, regionImageKey } from '../src/modules/marking/region-image';
import { prepareDatabase } from '../src/seed/index';
import { canPin, DATABASE_URL, start } from './harness';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    rounds: { type: 'string', default: '2' },
    markers: { type: 'string', default: '200' },
    items: { type: 'string', default: '14000' },
    pages: { type: 'string', default: '12' },
    'cold-images': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
/** Seconds of marking per side, split into `rounds` rounds. */
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const MARKERS = Number(values.markers);
/** Candidates with a scanned page: items of each question. */
const ITEMS = Number(values.items);
/** Distinct drawn scans; every candidate's page is its own file (a hard link to one of them). */
const DISTINCT_PAGES = Number(values.pages);
/** Leave every item's image to be drawn on its first view (sharp's work then bounds the loop). */
const COLD_IMAGES = values['cold-images'];
/** Sample what PostgreSQL's sessions of the bench do during each round and print where they wait. */
const PROFILE = values.profile;
const WARM_UP_SECONDS = 8;
const MAX_SCORE = 8;
/** One in this many loops fetches the image a second time: it must answer the same bytes. */
const REFETCH_EVERY = 25;
const TARGETS = { rate: 0.7, p95: 1.5, imageBytes: 150 * 1024 };
/** Regions of the same size on page 1: the product marks question 1, the peer question 2. */
const REGIONS = [
  { x: 0.06, y: 0.1, w: 0.88, h: 0.4 },
  { x: 0.06, y: 0.52, w: 0.88, h: 0.4 },
];

const schema = `bench_marking_${randomBytes(4).toString('hex')}`;
const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** An A4 page at 150 dpi as a scanner gives it: ruled lines, a header, rows of grey handwriting strokes. */
async function drawScan(seed: number): Promise<Buffer> {
  let state = seed * 2654435761;
  const rand = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const W = 1240;
  const H = 1754;
  const parts: string[] = [];
  parts.push('<rect x="60" y="40" width="1120" height="90" fill="none" stroke="#444" stroke-width="3"/>');
  for (let y = 180; y < H - 80; y += 44) {
    parts.push(`<line x1="80" x2="1160" y1="${y}" y2="${y}" stroke="#bbb" stroke-width="2"/>`);
  }
  for (let y = 172; y < H - 100; y += 44) {
    if (rand() < 0.12) continue; // a line left empty
    let x = 90 + rand() * 40;
    const end = 1150 - rand() * 260;
    let d = '';
    while (x < end) {
      // a word: a few connected strokes up and down the line
      const letters = 2 + Math.floor(rand() * 7);
      d += `M${x.toFixed(1)} ${(y - 4 - rand() * 6).toFixed(1)}`;
      for (let i = 0; i < letters; i++) {
        x += 7 + rand() * 9;
        d += ` L${x.toFixed(1)} ${(y - 26 + rand() * 28).toFixed(1)}`;
      }
      x += 14 + rand() * 18;
    }
    const ink = 40 + Math.floor(rand() * 40);
    parts.push(`<path d="${d}" fill="none" stroke="rgb(${ink},${ink},${ink + 20})" stroke-width="2.5"/>`);
  }
  const svg = Buffer.from(`<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>`);
  // Paper is never pure white: a little noise, as a scanner sees it.
  return sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: '#f7f6f2',
      noise: { type: 'gaussian', mean: 244, sigma: 3 },
    },
  })
    .composite([{ input: svg, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface Fixture {
  questions: [number, number];
  markers: { id: number; token: string }[];
  scanBytes: number[];
}

/** An exam with a one-page paper and its two questions, ITEMS scanned candidates, 200 live markers. */
async function buildFixture(pool: pg.Pool, filesDir: string): Promise<Fixture> {
  const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0].id as number;
  const cycleId = await one(
    "insert into exam_cycles (code, name_zh, name_en) values ('BENCH', '測試', 'Bench') returning id",
  );
  const examId = await one(
    "insert into exams (cycle_id, subject_code, title1_zh, title1_en) values ($1, 'eng', '模擬', 'Mock') returning id",
    [cycleId],
  );
  const paperId = await one(
    `insert into exam_papers (exam_id, paper_no, title_zh, title_en, weight_percent)
     values ($1, 1, '卷一', 'Paper 1', 100) returning id`,
    [examId],
  );
  const questions: [number, number] = [0, 0];
  for (const [i, region] of REGIONS.entries()) {
    questions[i] = await one(
      `insert into questions (exam_paper_id, label, page_location, type, section, max_score, sort_order)
       values ($1, $2, '1', 'short_question', 'A', $3, $4) returning id`,
      [paperId, String(i + 1), MAX_SCORE, i + 1],
    );
    await pool.query('insert into question_regions (question_id, page, x, y, w, h) values ($1, 1, $2, $3, $4, $5)', [
      questions[i],
      region.x,
      region.y,
      region.w,
      region.h,
    ]);
    // Open, every marker qualified: no practice or qualification scripts, no seeds, single marking.
    await pool.query(
      `insert into marking_settings (question_id, qualify_min, seed_every, double_share, open)
       values ($1, 0, 0, 0, true)`,
      [questions[i]],
    );
  }
  const pageId = await one(
    'insert into report_pages (exam_paper_id, page, page_number) values ($1, 1, 1) on conflict (exam_paper_id, page) do update set page_number = 1 returning id',
    [paperId],
  );

  // The scans: DISTINCT_PAGES drawn pages, each candidate's page a file of its own under its own key.
  const drawnDir = path.join(filesDir, 'drawn');
  await mkdir(drawnDir, { recursive: true });
  const scanBytes: number[] = [];
  for (let i = 0; i < DISTINCT_PAGES; i++) {
    const page = await drawScan(i + 1);
    scanBytes.push(page.length);
    await writeFile(path.join(drawnDir, `${i}.jpg`), page);
  }
  const { rows: candidates } = await pool.query<{ id: number; candidate_no: string }>(
    `insert into candidates (candidate_no, name, language_version)
     select 'M' || lpad(g::text, 7, '0'), 'Bench ' || g, 'en' from generate_series(1, $1::int) g
     returning id, candidate_no`,
    [ITEMS],
  );
  await mkdir(path.join(filesDir, 'scans', 'bench'), { recursive: true });
  const keys = candidates.map((c) => `scans/bench/${c.candidate_no.toLowerCase()}-p1.jpg`);
  for (const [i, key] of keys.entries()) {
    await link(path.join(drawnDir, `${i % DISTINCT_PAGES}.jpg`), path.join(filesDir, ...key.split('/')));
  }
  if (!COLD_IMAGES) {
    // Every item's image drawn ahead by the product's own function into its cache (the key it looks
    // up), as a first view leaves it: the loop then measures the calls, not sharp.
    const boxes = REGIONS.map((r) => boundingBox([r]));
    for (let i = 0; i < DISTINCT_PAGES; i++) {
      const scan = await readFile(path.join(drawnDir, `${i}.jpg`));
      for (const [r, box] of boxes.entries()) {
        const image = await drawRegionImage(scan, box);
        if (!image) throw new Error('a drawn page did not decode');
        await writeFile(path.join(drawnDir, `region-${r}-${i}.jpg`), image);
      }
    }
    const folders = new Set<string>();
    for (const [i, key] of keys.entries()) {
      for (const [r, box] of boxes.entries()) {
        const file = path.join(filesDir, ...regionImageKey(key, box).split('/'));
        if (!folders.has(path.dirname(file))) {
          await mkdir(path.dirname(file), { recursive: true });
          folders.add(path.dirname(file));
        }
        await link(path.join(drawnDir, `region-${r}-${i % DISTINCT_PAGES}.jpg`), file);
      }
    }
  }
  await pool.query(
    `insert into marked_pages (report_page_id, candidate_id, scan_path, has_marked)
     select $1, * , false from unnest($2::bigint[], $3::text[])`,
    [pageId, candidates.map((c) => c.id), keys],
  );
  const db = await createPostgresDb({ connectionString: DATABASE_URL, schema });
  const opened = await openPaperMarking(db, paperId);
  await db.close();
  if (opened.items !== 2 * ITEMS) throw new Error(`opened ${opened.items} items, wanted ${2 * ITEMS}`);

  // The markers: staff-realm accounts with the marker role, live on question 1, each with a session.
  const { rows: users } = await pool.query<{ id: number }>(
    `insert into users (realm, username, display_name)
     select 'staff-realm', 'bench-marker-' || g, 'Marker ' || g from generate_series(1, $1::int) g returning id`,
    [MARKERS],
  );
  const ids = users.map((u) => u.id);
  await pool.query(`insert into staff (user_id, role) select unnest($1::bigint[]), 'marker'`, [ids]);
  await pool.query('insert into markers (user_id) select unnest($1::bigint[])', [ids]);
  await pool.query(
    `insert into marking_assignments (question_id, marker_id, role, status)
     select $1, unnest($2::bigint[]), 'marker', 'live'`,
    [questions[0], ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `insert into sessions (token_hash, user_id, role, realm, expires_at)
     select t.hash, t.user_id, 'marker', 'staff-realm', now() + interval '1 day'
       from unnest($1::text[], $2::bigint[]) as t(hash, user_id)`,
    [tokens.map(sha256Hex), ids],
  );
  await pool.query('analyze');
  return { questions, markers: ids.map((id, i) => ({ id, token: tokens[i] })), scanBytes };
}

/** What one side's markers saw in one round. */
interface Side {
  seconds: number;
  claim: number[];
  image: number[];
  submit: number[];
  /** Claims answered with a task, and submits answered 200. */
  claims: number;
  submits: number;
  imageBytes: number[];
  refetched: number;
  refetchDiffered: number;
  failures: Record<string, number>;
  /** Each task a marker held: when the claim answered and when the submit did. */
  holds: { task: number; marker: number; from: number; to: number }[];
  /** Marks the server answered 200 for. */
  marks: { task: number; marker: number; score: number }[];
}

const emptySide = (): Side => ({
  seconds: 0,
  claim: [],
  image: [],
  submit: [],
  claims: 0,
  submits: 0,
  imageBytes: [],
  refetched: 0,
  refetchDiffered: 0,
  failures: {},
  holds: [],
  marks: [],
});

/** One marker's three calls on a side. */
interface Calls {
  claim(marker: Fixture['markers'][number]): Promise<Response>;
  taskOf(body: unknown): { id: number; image: string } | null;
  image(marker: Fixture['markers'][number], url: string): Promise<Response>;
  submit(marker: Fixture['markers'][number], task: number, score: number, key: string): Promise<Response>;
}

function productCalls(bases: string[], questionId: number): Calls {
  const base = (m: { id: number }) => bases[m.id % bases.length];
  const auth = (m: { token: string }) => ({ authorization: `Bearer ${m.token}` });
  return {
    claim: (m) => fetch(`${base(m)}/api/marking/questions/${questionId}/claim`, { method: 'POST', headers: auth(m) }),
    taskOf: (body) => {
      const task = (body as { task: { id: number; regions: { image_url: string }[] } | null }).task;
      return task ? { id: task.id, image: task.regions[0].image_url } : null;
    },
    image: (m, url) => fetch(`${base(m)}${url}`, { headers: auth(m) }),
    submit: (m, task, score, key) =>
      fetch(`${base(m)}/api/marking/tasks/${task}/mark`, {
        method: 'PUT',
        headers: { ...auth(m), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ score, annotations: [{ kind: 'tick', page: 1, x: 0.5, y: 0.3 }] }),
      }),
  };
}

function peerCalls(bases: string[], questionId: number): Calls {
  const base = (m: { id: number }) => bases[m.id % bases.length];
  const json = { 'content-type': 'application/json' };
  return {
    claim: (m) =>
      fetch(`${base(m)}/claim`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ marker_id: m.id, question_id: questionId }),
      }),
    taskOf: (body) => {
      const id = (body as { task_id: number | null }).task_id;
      return id ? { id, image: `/tasks/${id}/pages/1/image` } : null;
    },
    image: (m, url) => fetch(`${base(m)}${url}?marker_id=${m.id}`),
    submit: (m, task, score, key) =>
      fetch(`${base(m)}/tasks/${task}/mark?marker_id=${m.id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          score,
          annotations: [{ kind: 'tick', page: 1, x: 0.5, y: 0.3 }],
          idempotency_key: key,
        }),
      }),
  };
}

/**
 * Samples the database's sessions every 50 ms until stopped: how many were seen on each statement,
 * and what they waited on (a lock, the client, nothing: running).
 */
function sampleSessions(pool: pg.Pool) {
  const seen = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await pool.query<{ what: string; query: string }>(
        `select case when state = 'idle in transaction' then 'idle in transaction (the server works)'
                     when wait_event_type is null then 'running'
                     else wait_event_type || ':' || wait_event end as what,
                regexp_replace(left(query, 400), '\\s+', ' ', 'g') as query
           from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
            and state <> 'idle'`,
      );
      samples += 1;
      for (const r of rows) {
        const key = `${r.what} | ${r.query.slice(0, 150)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { samples, seen };
  };
}

function printSessions(name: string, profile: { samples: number; seen: Map<string, number> }) {
  const top = [...profile.seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(
    `\n${name}: database sessions busy, mean per sample (${profile.samples} samples), by state and statement`,
  );
  for (const [key, n] of top) console.log(`  ${(n / profile.samples).toFixed(2).padStart(6)}  ${key}`);
}

/** Every marker loops claim → image → submit until `seconds` have passed; a loop under way finishes. */
async function markFor(calls: Calls, markers: Fixture['markers'], seconds: number): Promise<Side> {
  const side = emptySide();
  const fail = (what: string) => {
    side.failures[what] = (side.failures[what] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let loops = 0;
  const marker = async (m: Fixture['markers'][number]) => {
    while (performance.now() < deadline) {
      let at = performance.now();
      const claimed = await calls.claim(m);
      const body: unknown = claimed.ok ? await claimed.json() : await claimed.text();
      const from = performance.now();
      side.claim.push(from - at);
      const task = claimed.ok ? calls.taskOf(body) : null;
      if (!task) {
        fail(claimed.ok ? `claim: no task (${JSON.stringify(body)})` : `claim ${claimed.status}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      side.claims += 1;
      at = performance.now();
      const image = await calls.image(m, task.image);
      const bytes = Buffer.from(await image.arrayBuffer());
      side.image.push(performance.now() - at);
      if (image.ok) side.imageBytes.push(bytes.length);
      else fail(`image ${image.status}`);
      if (image.ok && ++loops % REFETCH_EVERY === 0) {
        const again = Buffer.from(await (await calls.image(m, task.image)).arrayBuffer());
        side.refetched += 1;
        if (sha256Hex(again) !== sha256Hex(bytes)) side.refetchDiffered += 1;
      }
      const score = (m.id + task.id) % (MAX_SCORE + 1);
      at = performance.now();
      const submitted = await calls.submit(m, task.id, score, randomBytes(12).toString('hex'));
      await submitted.arrayBuffer();
      const to = performance.now();
      side.submit.push(to - at);
      side.holds.push({ task: task.id, marker: m.id, from, to });
      if (submitted.status === 200) {
        side.submits += 1;
        side.marks.push({ task: task.id, marker: m.id, score });
      } else fail(`submit ${submitted.status}`);
    }
  };
  await Promise.all(markers.map(marker));
  side.seconds = (performance.now() - started) / 1000;
  return side;
}

function merge(sides: Side[]): Side {
  const all = emptySide();
  for (const s of sides) {
    all.seconds += s.seconds;
    all.claims += s.claims;
    all.submits += s.submits;
    all.refetched += s.refetched;
    all.refetchDiffered += s.refetchDiffered;
    for (const key of ['claim', 'image', 'submit', 'imageBytes', 'holds', 'marks'] as const)
      (all[key] as unknown[]).push(...s[key]);
    for (const [k, n] of Object.entries(s.failures)) all.failures[k] = (all.failures[k] ?? 0) + n;
  }
  return all;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Tasks the client saw held by two markers at once (a claim answered before the other's submit did). */
function overlappingHolds(holds: Side['holds']): number {
  const byTask = new Map<number, Side['holds']>();
  for (const h of holds) byTask.set(h.task, [...(byTask.get(h.task) ?? []), h]);
  let overlaps = 0;
  for (const list of byTask.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => a.from - b.from);
    if (list.some((h, i) => i > 0 && h.marker !== list[i - 1].marker && h.from < list[i - 1].to)) overlaps += 1;
  }
  return overlaps;
}

/** From the database: tasks marked by more than one marker, and 200-answered marks that are not there. */
async function audit(pool: pg.Pool, questionId: number, marks: Side['marks']) {
  const { rows: doubled } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (
       select t.id from marking_tasks t join marking_marks m on m.task_id = t.id
        where t.question_id = $1 group by t.id having count(distinct m.marker_id) > 1) x`,
    [questionId],
  );
  const { rows: lost } = await pool.query<{ n: number }>(
    `select count(*)::int as n
       from unnest($1::bigint[], $2::bigint[], $3::numeric[]) as s(task_id, marker_id, score)
      where not exists (select 1 from marking_marks m
                         where m.task_id = s.task_id and m.marker_id = s.marker_id and m.score = s.score)`,
    [marks.map((m) => m.task), marks.map((m) => m.marker), marks.map((m) => m.score)],
  );
  const { rows: marked } = await pool.query<{ n: number }>(
    `select count(*)::int as n from marking_marks m join marking_tasks t on t.id = m.task_id where t.question_id = $1`,
    [questionId],
  );
  return { doubled: doubled[0].n, lost: lost[0].n, marked: marked[0].n };
}

async function main() {
  if (canPin()) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-marking-'));
  const filesDir = path.join(dataDir, 'files');
  console.log(
    `schema ${schema} on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${MARKERS} markers on core 1, servers on core 0; ` +
      `${SECONDS} s per side in ${ROUNDS} rounds; ${ITEMS} items per side; ` +
      `item images ${COLD_IMAGES ? 'drawn on first view' : 'drawn ahead'}`,
  );
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const bootstrap = await createPostgresDb({ connectionString: DATABASE_URL, schema });
  await prepareDatabase(bootstrap, { demo: false });
  await bootstrap.close();
  const stops: (() => Promise<void>)[] = [];
  try {
    const started = performance.now();
    const fixture = await buildFixture(pool, filesDir);
    console.log(
      `fixture: ${ITEMS} candidates with a scanned A4 page (150 dpi JPEG, ${Math.round(percentile(fixture.scanBytes, 50) / 1024)} KB median), ` +
        `${2 * ITEMS} items, ${MARKERS} markers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const env = {
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'false',
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      EXPIRY_SWEEP_SECONDS: '0',
      SMS_PROVIDER: 'console',
    };
    const products = [];
    const peers = [];
    for (const n of [1, 2]) {
      // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each product instance there.
      const profile = process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
        : [];
      const product = await start(
        `product ${n}`,
        [...profile, '--import', 'tsx', 'src/main.ts'],
        env,
        '/api/health',
        schema,
      );
      stops.push(product.stop);
      products.push(product.baseURL);
      const peer = await start(`peer ${n}`, ['--import', 'tsx', 'bench/marking-peer.mjs'], env, '/nothing', schema);
      stops.push(peer.stop);
      peers.push(peer.baseURL);
    }
    const product = productCalls(products, fixture.questions[0]);
    const peer = peerCalls(peers, fixture.questions[1]);

    // Warm-up: JIT, pools and prepared statements of every process.
    await markFor(product, fixture.markers, WARM_UP_SECONDS);
    await markFor(peer, fixture.markers, WARM_UP_SECONDS);
    const rounds: { product: Side; peer: Side }[] = [];
    const roundSeconds = SECONDS / ROUNDS;
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? (['product', 'peer'] as const) : (['peer', 'product'] as const);
      const result: Partial<Record<'product' | 'peer', Side>> = {};
      for (const side of order) {
        const sampling = PROFILE ? sampleSessions(pool) : null;
        result[side] = await markFor(side === 'product' ? product : peer, fixture.markers, roundSeconds);
        if (sampling) printSessions(`round ${round} ${side}`, await sampling());
        const s = result[side];
        console.log(
          `round ${round} ${side.padEnd(7)} ${(s.claims / s.seconds).toFixed(1)} claims/s, ${(s.submits / s.seconds).toFixed(1)} submits/s, ` +
            `p95 claim ${percentile(s.claim, 95).toFixed(0)} ms, image ${percentile(s.image, 95).toFixed(0)} ms, submit ${percentile(s.submit, 95).toFixed(0)} ms`,
        );
      }
      rounds.push(result as { product: Side; peer: Side });
    }
    const sides = { product: merge(rounds.map((r) => r.product)), peer: merge(rounds.map((r) => r.peer)) };
    const checks = {
      product: await audit(pool, fixture.questions[0], sides.product.marks),
      peer: await audit(pool, fixture.questions[1], sides.peer.marks),
    };
    report(sides, checks, rounds);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pool.query(`drop schema if exists ${schema}_jobs cascade`).catch(() => {});
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(
  sides: { product: Side; peer: Side },
  checks: Record<'product' | 'peer', { doubled: number; lost: number; marked: number }>,
  rounds: { product: Side; peer: Side }[],
) {
  const { product, peer } = sides;
  const rate = (s: Side, n: number) => n / s.seconds;
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const rows: string[][] = [];
  const ratioRow = (what: string, p: number, q: number, unit: (n: number) => string, target: string, ok: boolean) =>
    rows.push([what, unit(p), unit(q), (p / q).toFixed(2), target, verdict(ok)]);
  const perSecond = (n: number) => `${n.toFixed(1)}/s`;
  const claimRatio = rate(product, product.claims) / rate(peer, peer.claims);
  const submitRatio = rate(product, product.submits) / rate(peer, peer.submits);
  ratioRow(
    'Claims',
    rate(product, product.claims),
    rate(peer, peer.claims),
    perSecond,
    `≥ ${TARGETS.rate}`,
    claimRatio >= TARGETS.rate,
  );
  ratioRow(
    'Submits (200)',
    rate(product, product.submits),
    rate(peer, peer.submits),
    perSecond,
    `≥ ${TARGETS.rate}`,
    submitRatio >= TARGETS.rate,
  );
  for (const [what, key] of [
    ['Claim p95', 'claim'],
    ['Submit p95', 'submit'],
  ] as const) {
    const p = percentile(product[key], 95);
    const q = percentile(peer[key], 95);
    ratioRow(what, p, q, ms, `≤ ${TARGETS.p95} ×`, p <= TARGETS.p95 * q);
  }
  const pi = percentile(product.image, 95);
  const qi = percentile(peer.image, 95);
  rows.push(['Image p95 (same drawing function)', ms(pi), ms(qi), (pi / qi).toFixed(2), '', '']);
  const maxBytes = Math.max(...product.imageBytes);
  rows.push([
    'Item image bytes (min / median / max)',
    `${(Math.min(...product.imageBytes) / 1024).toFixed(1)} / ${(percentile(product.imageBytes, 50) / 1024).toFixed(1)} / ${(maxBytes / 1024).toFixed(1)} KB`,
    `${(percentile(peer.imageBytes, 50) / 1024).toFixed(1)} KB median`,
    '',
    '≤ 150 KB',
    verdict(maxBytes <= TARGETS.imageBytes),
  ]);
  rows.push([
    'Image fetched again: other bytes',
    `${product.refetchDiffered} of ${product.refetched}`,
    `${peer.refetchDiffered} of ${peer.refetched}`,
    '',
    '0',
    verdict(product.refetchDiffered === 0),
  ]);
  const overlaps = { product: overlappingHolds(product.holds), peer: overlappingHolds(peer.holds) };
  rows.push([
    'Double claims (held at once / marked by two)',
    `${overlaps.product} / ${checks.product.doubled}`,
    `${overlaps.peer} / ${checks.peer.doubled}`,
    '',
    '0',
    verdict(overlaps.product + checks.product.doubled === 0),
  ]);
  rows.push([
    'Lost marks (answered 200, not in marking_marks)',
    `${checks.product.lost} of ${product.marks.length}`,
    `${checks.peer.lost} of ${peer.marks.length}`,
    '',
    '0',
    verdict(checks.product.lost === 0),
  ]);
  rows.push(['Marks in the database', String(checks.product.marked), String(checks.peer.marked), '', '', '']);
  console.log('');
  console.log(
    `| What (${MARKERS} markers, ${rounds.length} rounds per side, ${product.seconds.toFixed(0)} s product, ${peer.seconds.toFixed(0)} s peer) | Product (2 instances) | Bare peer (2 processes) | Ratio | Target | |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  for (const [name, s] of Object.entries(sides)) {
    const failures = Object.entries(s.failures);
    if (failures.length) console.log(`${name} answers other than a task or 200: ${JSON.stringify(s.failures)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
