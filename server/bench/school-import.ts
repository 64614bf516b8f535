// `npm run bench:school`: a school's 2,000-row list imported and submitted through the real routes
// (JSON parse, zod, validation, SQL, the answer) on PostgreSQL, in a schema of its own dropped afterwards.
// Each run imports a list of new students, so each submission creates 2,000 candidates and accounts and
// removes the previous run's 2,000: the heaviest submission there is. Prints the median of 5 runs.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SCHOOL_IMPORT_MAX_ROWS, type SchoolImportRow } from '@mockexam/contracts';
import { buildApp } from '../src/app';
import { createPostgresDb } from '../src/db/postgres';
import { prepareDatabase } from '../src/seed';
import { DEMO } from '../src/seed/demo-accounts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const schema = `bench_school_${randomBytes(4).toString('hex')}`;

/** Names may hold letters only: the run and row numbers written in letters. */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

function list(run: number): SchoolImportRow[] {
  return Array.from({ length: SCHOOL_IMPORT_MAX_ROWS }, (_, i) => ({
    row_no: i + 2,
    class: `${1 + (i % 6)}${'ABCDEFGH'[Math.floor(i / 6) % 8]}`,
    name: `Student ${letters(run)} ${letters(i)}`,
    student_no: String(Math.floor(i / 48) + 1),
    language_version: i % 3 === 0 ? 'English 英文' : 'Chinese 中文',
  }));
}

async function timed(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const started = performance.now();
  const response = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return { ms, body: response.json() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const db = await createPostgresDb({ connectionString: DATABASE_URL, schema });
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(db, { demo: true });
    app = await buildApp({
      db,
      logger: false,
      config: {
        databaseUrl: DATABASE_URL,
        demoMode: true,
        expirySweepSeconds: 0,
        dataDir: path.join(tmpdir(), schema),
      },
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams({
        realm: 'school-realm',
        username: DEMO.school.username,
        password: DEMO.school.password,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = login.json().access_token as string;
    await app.inject({
      method: 'PUT',
      url: '/api/school/registration',
      payload: { arrangement: 'school', expected_candidates: SCHOOL_IMPORT_MAX_ROWS },
      headers: { authorization: `Bearer ${token}` },
    });
    const imports: number[] = [];
    const submits: number[] = [];
    // Run 0 warms up (connections, JIT, plans) and is not counted.
    for (let run = 0; run <= RUNS; run++) {
      const imported = await timed(app, token, 'POST', '/api/school/import', { rows: list(run) });
      if (imported.body.error_count !== 0) throw new Error(`run ${run}: ${imported.body.error_count} rows with errors`);
      const submitted = await timed(app, token, 'POST', '/api/school/submit');
      if (submitted.body.result !== 'completed') throw new Error(`run ${run}: ${submitted.body.result}`);
      if (run === 0) continue;
      imports.push(imported.ms);
      submits.push(submitted.ms);
      console.log(`run ${run}: import ${imported.ms.toFixed(0)} ms, submit ${submitted.ms.toFixed(0)} ms`);
    }
    const kept = await timed(app, token, 'POST', '/api/school/submit');
    // Slips for the whole list as the page asks for them: calls of 200 rows, each password an argon2id hash.
    const batch = await timed(app, token, 'GET', '/api/school/batch');
    const rowIds = (batch.body.rows as { row_id: number }[]).map((r) => r.row_id);
    const slipCalls: number[] = [];
    for (let start = 0; start < rowIds.length; start += 200) {
      const slips = await timed(app, token, 'POST', '/api/school/slips', { row_ids: rowIds.slice(start, start + 200) });
      if ((slips.body.slips as unknown[]).length !== Math.min(200, rowIds.length - start)) throw new Error('slips');
      slipCalls.push(slips.ms);
    }
    console.log(
      `\n${SCHOOL_IMPORT_MAX_ROWS} rows on PostgreSQL, median of ${RUNS} runs:\n` +
        `| import (replace the list) | ${median(imports).toFixed(0)} ms |\n` +
        `| submit (2,000 new candidates and accounts, 2,000 removed) | ${median(submits).toFixed(0)} ms |\n` +
        `| submit again (every student kept) | ${kept.ms.toFixed(0)} ms |\n` +
        `| slips with new passwords, 200 a call | ${median(slipCalls).toFixed(0)} ms a call (longest ${Math.max(...slipCalls).toFixed(0)} ms) |`,
    );
  } finally {
    await app?.close();
    await db.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await db.close();
  }
}

await main();
