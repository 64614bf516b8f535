// `npm run bench:report`: the report calls a candidate's report card makes, under 50 connections,
// against a bare Fastify + pg peer doing the same two statements (report-peer.mjs), on PostgreSQL.
// The product starts in demo mode, so the demo seed's graded, published and released cohort is
// what is read; every request is a different candidate's own report. Rounds alternate between the
// product and the peer. Nothing here is a test: it prints figures.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { canPin, DATABASE_URL, oneEach, start, type Load } from './harness';

const schema = `bench_${randomBytes(4).toString('hex')}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

interface Reader {
  candidateId: number;
  token: string;
}

/** A live session for every candidate of the published run, as their own login would make. */
async function readersOf(pool: pg.Pool, paperId: number): Promise<Reader[]> {
  const { rows } = await pool.query<{ id: string; school_id: string | null; subject_code: string | null }>(
    `select c.id, c.school_id, c.subject_code
       from exam_papers p join exams e on e.id = p.exam_id
       join candidate_exam_results r on r.exam_id = e.id and r.grading_run_id = e.published_run_id
       join candidates c on c.id = r.candidate_id
      where p.id = $1 order by c.id`,
    [paperId],
  );
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `insert into sessions (token_hash, candidate_id, school_id, subject_code, role, realm, expires_at)
     select t.hash, t.candidate_id, t.school_id, t.subject_code,
            case when t.school_id is null then 'candidate' else 'school_candidate' end, 'candidate-realm',
            now() + interval '1 day'
       from unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[]) as t(hash, candidate_id, school_id, subject_code)`,
    [tokens.map(sha256Hex), rows.map((r) => r.id), rows.map((r) => r.school_id), rows.map((r) => r.subject_code)],
  );
  return rows.map((row, i) => ({ candidateId: Number(row.id), token: tokens[i] }));
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
const formType = { 'content-type': 'application/x-www-form-urlencoded' };

async function main() {
  if (canPin()) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(`schema ${schema} on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; load on core 1, servers on core 0\n`);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const product = await start(
    'product',
    ['--import', 'tsx', 'src/main.ts'],
    { SERVE_STATIC: 'false', LOG_LEVEL: 'warn', DEMO_MODE: 'true' },
    '/api/health',
    schema,
  );
  const peer = await start('peer', ['bench/report-peer.mjs'], {}, '/nothing', schema);
  try {
    const { rows } = await pool.query<{ paper_id: string }>(
      `select p.id as paper_id from exams e join exam_papers p on p.exam_id = e.id
        where e.published_run_id is not null and e.subject_code = 'chi' order by e.id desc, p.paper_no limit 1`,
    );
    if (!rows[0]) throw new Error('the demo seed has no published Chinese exam');
    const paperId = Number(rows[0].paper_id);
    const readers = await readersOf(pool, paperId);
    console.log(`${readers.length} candidates of paper ${paperId} read their own reports\n`);

    const details = {
      product: (r: Reader) => ({
        headers: { ...formType, authorization: `Bearer ${r.token}` },
        body: form({ paper_id: paperId }),
      }),
      peer: (r: Reader) => ({ headers: formType, body: form({ paper_id: paperId, candidate_id: r.candidateId }) }),
    };
    const qa = {
      product: (r: Reader) => ({
        headers: { ...formType, authorization: `Bearer ${r.token}` },
        body: form({ paper_id: paperId, page: 1 }),
      }),
      peer: (r: Reader) => ({
        headers: formType,
        body: form({ paper_id: paperId, page: 1, candidate_id: r.candidateId }),
      }),
    };
    const many = Array.from({ length: REQUESTS }, (_, i) => readers[i % readers.length]);
    const measure = {
      detailsProduct: () => oneEach(`${product.baseURL}/api/report/get_candidate_exam_details`, many, details.product),
      detailsPeer: () => oneEach(`${peer.baseURL}/details`, many, details.peer),
      qaProduct: () => oneEach(`${product.baseURL}/api/report/get_q_a_by_page`, many, qa.product),
      qaPeer: () => oneEach(`${peer.baseURL}/q_a`, many, qa.peer),
    };
    // Warm-up: JIT, pools, prepared statements and the session cache of both.
    for (const run of Object.values(measure)) await run();

    const rounds: Record<keyof typeof measure, Load>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      rounds.push({
        detailsProduct: await measure.detailsProduct(),
        detailsPeer: await measure.detailsPeer(),
        qaProduct: await measure.qaProduct(),
        qaPeer: await measure.qaPeer(),
      });
    }
    report(rounds);
  } finally {
    await peer.stop();
    await product.stop();
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pool.end();
  }
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(rounds: Record<'detailsProduct' | 'detailsPeer' | 'qaProduct' | 'qaPeer', Load>[]) {
  const line = (name: string, product: Load, peer: Load) =>
    `| ${name} | ${fixed(product.rate)} req/s, p99 ${product.p99} ms | ${fixed(peer.rate)} req/s, p99 ${peer.p99} ms | ` +
    `${fixed(product.rate / peer.rate, 2)} | ${fixed(product.p99 / peer.p99, 2)} |`;
  console.log('\n| Call (50 connections), round | Product | Bare peer | Rate ratio | p99 ratio |');
  console.log('| --- | --- | --- | --- | --- |');
  rounds.forEach((r, i) => console.log(line(`get_candidate_exam_details, ${i + 1}`, r.detailsProduct, r.detailsPeer)));
  rounds.forEach((r, i) => console.log(line(`get_q_a_by_page, ${i + 1}`, r.qaProduct, r.qaPeer)));
  const detailsRate = median(rounds.map((r) => r.detailsProduct.rate / r.detailsPeer.rate));
  const qaRate = median(rounds.map((r) => r.qaProduct.rate / r.qaPeer.rate));
  const non200 = rounds.some((r) =>
    [r.detailsProduct, r.qaProduct, r.detailsPeer, r.qaPeer].some(
      (load) => load.errors > 0 || Object.keys(load.statuses).some((s) => s !== '200'),
    ),
  );
  console.log(
    `\nMedians over ${rounds.length} rounds: details rate ratio ${fixed(detailsRate, 2)}, q_a rate ratio ${fixed(qaRate, 2)}`,
  );
  for (const [name, ok] of [
    ['details rate >= 0.6 x peer', detailsRate >= 0.6],
    ['q_a rate >= 0.6 x peer', qaRate >= 0.6],
    ['every answer a 200', !non200],
  ] as const)
    console.log(`${ok ? 'met   ' : 'MISSED'}  ${name}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
