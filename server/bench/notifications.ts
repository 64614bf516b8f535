// `npm run bench:notifications`: results released to a cohort — 10,000 notices queued at once through the
// product's own set-based path (app.notices.notifyMany: the outbox's rows and their jobs in one
// transaction) and sent by the send workers of two product instances over PostgreSQL to an SMTP server in
// this process, against a bare script (bench/notifications-peer.mjs) sending the same 10,000 messages to
// the same server with nodemailer alone and the same budget: two processes like the two instances, each
// with a pool of 5 connections and 8 sends in flight. Rounds alternate (product, bare, bare, product, ...)
// so a machine getting busier or quieter favours neither; the instances and the bare processes share
// core 0, the SMTP server (this process) runs on core 1. Each side's CPU time a message is printed too.
//
//   npm run bench:notifications                   two rounds of 10,000 a side, then the kill pass
//   npm run bench:notifications -- --messages 10000 --rounds 2 --kill-at 0.3
//
// Then a pass with `kill -9` of one instance once `--kill-at` of its messages have arrived: the survivor
// must send every message (the dead one's are taken again once their send timeout passes). Lost and
// duplicated messages are counted by Message-ID at the SMTP server (the product's is made from the row,
// the same on every try). A schema of its own, removed at the end. Nothing here is a test: it prints figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createPostgresDb } from '../src/db/postgres';
import { startPgBossQueue } from '../src/lib/jobs';
import { noticeMessageId } from '../src/modules/notifications/email-channel';
import { createNotifier } from '../src/modules/notifications/notifier';
import { prepareDatabase } from '../src/seed/index';
import { canPin, DATABASE_URL, pinned, start } from './harness';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '2' },
    'kill-at': { type: 'string', default: '0.3' },
    workers: { type: 'string', default: '8' },
    'skip-kill': { type: 'boolean', default: false },
    'bare-processes': { type: 'string', default: '2' },
  },
});
const MESSAGES = Number(values.messages);
const ROUNDS = Number(values.rounds);
/** The share of the kill pass's messages received before one instance is killed. */
const KILL_AT = Number(values['kill-at']);
/** Sends in flight per instance (NOTICE_WORKERS); the bare script gets the same budget. */
const WORKERS = Number(values.workers);
/**
 * Processes of the bare side: two by default, the shape of the product's two instances, so the ratio
 * weighs the work a message costs and not two processes taking turns on one core (which costs either
 * side about half a CPU millisecond a message); `--bare-processes 1` runs it as one.
 */
const BARE_PROCESSES = Number(values['bare-processes']);
const TARGET_RATIO = 0.7;
const PUBLIC_URL = 'http://mockexam.test';
const MAIL_FROM = 'HKDSE Mock Exam <no-reply@mockexam.test>';
/** The kill pass waits this long for the survivor (the dead instance's messages wait out their send timeout). */
const KILL_PASS_LIMIT_MS = 20 * 60_000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schema = `bench_notices_${randomBytes(4).toString('hex')}`;

/** CPU seconds (user + system) a process has used so far, from /proc (NaN where there is none). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** BENCH_CPU_PROF=<dir>: V8 CPU profiles of the instances and the bare script there (a killed instance's is lost). */
function cpuProfile(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** The SMTP server: counts each message by its Message-ID (read from the header, the body left unparsed). */
function startSmtp() {
  const arrivals = new Map<string, number[]>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      let head = '';
      let done = false;
      stream.on('data', (chunk: Buffer) => {
        if (done) return;
        head += chunk.toString('latin1');
        if (head.includes('\r\n\r\n') || head.length > 64 * 1024) done = true;
      });
      stream.on('end', () => {
        const header = head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
        const id = /^message-id:\s*(\S+)/im.exec(header)?.[1] ?? '(none)';
        arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
        received += 1;
        callback();
      });
    },
  });
  // A killed instance's connections end mid-message: that message is not received; the server goes on.
  let resets = 0;
  server.on('error', () => {
    resets += 1;
  });
  return new Promise<{
    url: string;
    resets: () => number;
    arrivals: Map<string, number[]>;
    received: () => number;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        arrivals,
        received: () => received,
        resets: () => resets,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** Waits until every id has arrived (answers when the last did), or gives up after `limitMs`. */
async function arrivalOf(smtp: Smtp, ids: string[], limitMs: number, onProgress?: (n: number) => void) {
  const end = Date.now() + limitMs;
  let lastPrint = Date.now();
  for (;;) {
    let arrived = 0;
    let last = 0;
    for (const id of ids) {
      const at = smtp.arrivals.get(id);
      if (at) {
        arrived += 1;
        last = Math.max(last, at[0]);
      }
    }
    onProgress?.(arrived);
    if (arrived === ids.length) return { arrived, last };
    if (Date.now() > end) return { arrived, last: NaN };
    if (Date.now() - lastPrint > 15_000) {
      lastPrint = Date.now();
      console.log(`  ${arrived} of ${ids.length} arrived`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Pass {
  side: 'product' | 'bare';
  seconds: number;
  rate: number;
  /** CPU milliseconds a message of the side's processes (the instances, or the bare script). */
  cpuMs: number;
  note: string;
}

async function main() {
  if (canPin()) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(
    `schema ${schema} on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${MESSAGES} messages a pass, ${ROUNDS} rounds; ` +
      `${WORKERS} sends in flight per instance; instances and bare script on core 0, SMTP server on core 1`,
  );
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const db = await createPostgresDb({ connectionString: DATABASE_URL, schema });
  await prepareDatabase(db, { demo: false });
  const smtp = await startSmtp();
  const stops: (() => Promise<void>)[] = [];
  let jobs: Awaited<ReturnType<typeof startPgBossQueue>> | null = null;
  try {
    // The cohort: candidates with an email address (no phone: the SMTP server sees every message), half
    // reading English.
    await pool.query(
      `insert into users (realm, username, display_name, email, locale)
       select 'candidate-realm', 'bench-' || i, 'Candidate ' || i, 'reader-' || i || '@example.com',
              case when i % 2 = 0 then 'en' else 'zh-hk' end
         from generate_series(1, $1) i`,
      [MESSAGES],
    );
    const { rows: readers } = await pool.query<{ userId: number }>(
      `select id::int as "userId" from users where username like 'bench-%' order by id`,
    );
    const env = {
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'false',
      EXPIRY_SWEEP_SECONDS: '0',
      SMS_PROVIDER: 'console',
      SMTP_URL: smtp.url,
      MAIL_FROM,
      PUBLIC_URL,
      // Two send workers per instance, each sending up to NOTICE_WORKERS at once: WORKERS in flight in all.
      NOTICE_WORKERS: String(Math.max(1, Math.floor(WORKERS / 2))),
    };
    const instances: Awaited<ReturnType<typeof start>>[] = [];
    for (const n of [1, 2]) {
      const instance = await start(
        `product ${n}`,
        [...cpuProfile(), '--import', 'tsx', 'src/main.ts'],
        env,
        '/api/health',
        schema,
      );
      // The instance killed by the kill pass has exited already (harness's stop would wait for it).
      stops.push(() => (instance.child.signalCode ? Promise.resolve() : instance.stop()));
      instances.push(instance);
    }
    // The product's own path of a release to a cohort, run here on the instances' database and queue.
    jobs = await startPgBossQueue(db, { schema: `${schema}_jobs` });
    const notices = createNotifier({ jobs, baseUrl: PUBLIC_URL });
    let passNo = 0;
    const queueRelease = async () => {
      passNo += 1;
      const pass = passNo;
      const before = await pool.query<{ max: number }>('select coalesce(max(id), 0)::int as max from notifications');
      const started = performance.now();
      const written = await db.tx((q) =>
        notices.notifyMany(q, {
          event: 'results.released',
          readers: readers.map((r) => ({ ...r, dedupeKey: `exam:bench-${pass}:results:${r.userId}` })),
          data: (_, locale) => ({
            exam_title: locale === 'en' ? `Mock exam ${pass}` : `模擬考試 ${pass}`,
            link: '/exam-result-list',
          }),
        }),
      );
      // The messages are queued from here: the pass's time runs from the commit (its length is printed apart).
      const committed = performance.now();
      const queuedMs = committed - started;
      const { rows } = await pool.query<{ id: number; created_at: Date }>(
        'select id::int, created_at from notifications where id > $1 order by id',
        [before.rows[0].max],
      );
      if (written !== readers.length || rows.length !== readers.length) {
        throw new Error(`queued ${written} messages, not ${readers.length}`);
      }
      return {
        pass,
        started: committed,
        queuedMs,
        from: rows[0].id,
        to: rows[rows.length - 1].id,
        ids: rows.map((row) => noticeMessageId(row, PUBLIC_URL)),
      };
    };

    // The bare script, started once as BARE_PROCESSES processes, pinned with the instances; process k
    // sends the messages whose id leaves k when divided by their number.
    const bares = Array.from({ length: BARE_PROCESSES }, (_, part) => {
      const [command, argv] = pinned(0, process.execPath, [...cpuProfile(), 'bench/notifications-peer.mjs']);
      const child = spawn(command, [...argv], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL,
          DATABASE_SCHEMA: schema,
          SMTP_URL: smtp.url,
          MAIL_FROM,
          BARE_PART: String(part),
          BARE_PARTS: String(BARE_PROCESSES),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      stops.push(async () => {
        if (child.exitCode === null) child.send('exit');
      });
      return child;
    });
    const askOne = (bare: (typeof bares)[number], message: unknown, answer: string) =>
      new Promise<void>((resolve, reject) => {
        const onMessage = (m: unknown) => {
          if (m !== answer) return;
          bare.off('message', onMessage);
          resolve();
        };
        bare.on('message', onMessage);
        if (bare.exitCode !== null) reject(new Error(`bare script exited with ${bare.exitCode}`));
        bare.send(message as string);
      });
    const ask = async (message: unknown, answer: string) => {
      await Promise.all(bares.map((bare) => askOne(bare, message, answer)));
    };
    const bareCpu = () => bares.reduce((sum, bare) => sum + cpuSeconds(bare.pid), 0);
    let lastRelease: { from: number; to: number } | null = null;

    const productPass = async (label: string): Promise<Pass> => {
      const cpu = () => instances.reduce((sum, instance) => sum + cpuSeconds(instance.child.pid), 0);
      const cpuBefore = cpu();
      const release = await queueRelease();
      lastRelease = release;
      const { last, arrived } = await arrivalOf(smtp, release.ids, 10 * 60_000);
      if (arrived !== MESSAGES) throw new Error(`${label}: ${arrived} of ${MESSAGES} arrived in 10 minutes`);
      const seconds = (last - release.started) / 1000;
      return {
        side: 'product',
        seconds,
        rate: MESSAGES / seconds,
        cpuMs: ((cpu() - cpuBefore) * 1000) / MESSAGES,
        note: `queued in ${(release.queuedMs / 1000).toFixed(2)} s before`,
      };
    };
    const barePass = async (): Promise<Pass> => {
      if (!lastRelease) throw new Error('the bare script sends the messages of a product pass');
      passNo += 1;
      const pass = passNo;
      await ask({ pass, from: lastRelease.from, to: lastRelease.to }, 'ready');
      const ids: string[] = [];
      for (let id = lastRelease.from; id <= lastRelease.to; id += 1) ids.push(`<bare-${pass}-${id}@mockexam.test>`);
      const cpuBefore = bareCpu();
      const started = performance.now();
      await ask('go', 'done');
      const { last, arrived } = await arrivalOf(smtp, ids, 10 * 60_000);
      if (arrived !== MESSAGES) throw new Error(`bare: ${arrived} of ${MESSAGES} arrived`);
      const seconds = (last - started) / 1000;
      const cpuMs = ((bareCpu() - cpuBefore) * 1000) / MESSAGES;
      return { side: 'bare', seconds, rate: MESSAGES / seconds, cpuMs, note: '' };
    };

    // Warm-up: JIT, pools and SMTP connections of every process, a tenth of a pass each side.
    {
      const saved = readers.splice(Math.ceil(readers.length / 10));
      const release = await queueRelease();
      lastRelease = release;
      await arrivalOf(smtp, release.ids, 5 * 60_000);
      passNo += 1;
      await ask({ pass: passNo, from: release.from, to: release.to }, 'ready');
      await ask('go', 'done');
      readers.push(...saved);
    }
    const passes: Pass[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? (['product', 'bare'] as const) : (['bare', 'product'] as const);
      for (const side of order) {
        const pass = side === 'product' ? await productPass(`round ${round}`) : await barePass();
        passes.push(pass);
        console.log(
          `round ${round} ${side.padEnd(7)} ${pass.rate.toFixed(0)} messages/s (${pass.seconds.toFixed(1)} s), ` +
            `${pass.cpuMs.toFixed(2)} CPU ms a message${pass.note ? `, ${pass.note}` : ''}`,
        );
      }
    }

    if (values['skip-kill']) {
      report(passes, null, duplicatesOutside(smtp, new Set()));
      return;
    }
    // The kill pass: instance 1 is killed once KILL_AT of the messages have arrived.
    console.log(`kill pass: ${MESSAGES} messages; kill -9 of product 1 after ${Math.round(KILL_AT * 100)}% arrived`);
    const release = await queueRelease();
    let killedAt = 0;
    let arrivedAtKill = 0;
    const outcome = await arrivalOf(smtp, release.ids, KILL_PASS_LIMIT_MS, (n) => {
      if (!killedAt && n >= KILL_AT * MESSAGES) {
        killedAt = performance.now();
        arrivedAtKill = n;
        instances[0].child.kill('SIGKILL');
        console.log(`  killed product 1 (pid ${instances[0].child.pid}) with ${n} of ${MESSAGES} arrived`);
      }
    });
    const { rows: states } = await pool.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from notifications where id between $1 and $2 group by state order by state`,
      [release.from, release.to],
    );
    const { rows: retried } = await pool.query<{ n: number }>(
      `select count(*)::int as n from notifications where id between $1 and $2 and attempts > 1`,
      [release.from, release.to],
    );
    const kill = {
      lost: MESSAGES - outcome.arrived,
      duplicates: release.ids.filter((id) => (smtp.arrivals.get(id)?.length ?? 0) > 1).length,
      extraCopies: release.ids.reduce((sum, id) => sum + Math.max(0, (smtp.arrivals.get(id)?.length ?? 0) - 1), 0),
      arrivedAtKill,
      finishedSeconds: Number.isNaN(outcome.last) ? NaN : (outcome.last - killedAt) / 1000,
      totalSeconds: Number.isNaN(outcome.last) ? NaN : (outcome.last - release.started) / 1000,
      states: Object.fromEntries(states.map((s) => [s.state, s.n])),
      retried: retried[0].n,
    };
    console.log(`  connections cut off at the SMTP server: ${smtp.resets()}`);
    report(passes, kill, duplicatesOutside(smtp, new Set(release.ids)));
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await jobs?.close().catch(() => {});
    await smtp.close().catch(() => {});
    await db.close().catch(() => {});
    await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pool.query(`drop schema if exists ${schema}_jobs cascade`).catch(() => {});
    await pool.end();
  }
}

/** Message-IDs received more than once in the passes without a kill. */
function duplicatesOutside(smtp: Smtp, killPass: Set<string>) {
  let productDuplicates = 0;
  let bareDuplicates = 0;
  for (const [id, at] of smtp.arrivals) {
    if (at.length < 2 || killPass.has(id)) continue;
    if (id.startsWith('<bare-')) bareDuplicates += 1;
    else productDuplicates += 1;
  }
  return { productDuplicates, bareDuplicates };
}

function report(
  passes: Pass[],
  kill: null | {
    lost: number;
    duplicates: number;
    extraCopies: number;
    arrivedAtKill: number;
    finishedSeconds: number;
    totalSeconds: number;
    states: Record<string, number>;
    retried: number;
  },
  others: { productDuplicates: number; bareDuplicates: number },
) {
  const total = (side: Pass['side']) => {
    const list = passes.filter((p) => p.side === side);
    const seconds = list.reduce((sum, p) => sum + p.seconds, 0);
    const cpuMs = list.reduce((sum, p) => sum + p.cpuMs, 0) / list.length;
    return { rate: (list.length * MESSAGES) / seconds, seconds, cpuMs };
  };
  const product = total('product');
  const bare = total('bare');
  const ratio = product.rate / bare.rate;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log('');
  console.log(
    `| What (${MESSAGES} messages a pass, ${ROUNDS} passes a side) | Product (2 instances) | Bare nodemailer | Ratio | Target | |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| Messages a second (queued, committed → last at the SMTP server) | ${product.rate.toFixed(0)} | ${bare.rate.toFixed(0)} | ${ratio.toFixed(2)} | ≥ ${TARGET_RATIO} | ${verdict(ratio >= TARGET_RATIO)} |`,
  );
  console.log(
    `| CPU milliseconds a message (the instances together; the bare script) | ${product.cpuMs.toFixed(2)} | ${bare.cpuMs.toFixed(2)} | ${(product.cpuMs / bare.cpuMs).toFixed(2)} | | |`,
  );
  console.log(
    `| Duplicates without a kill (Message-IDs received twice) | ${others.productDuplicates} | ${others.bareDuplicates} | | 0 | ${verdict(others.productDuplicates === 0)} |`,
  );
  if (!kill) return;
  console.log(
    `| Kill pass: lost (never received) | ${kill.lost} of ${MESSAGES} | | | 0 | ${verdict(kill.lost === 0)} |`,
  );
  console.log(
    `| Kill pass: duplicates (Message-IDs received more than once) | ${kill.duplicates} (${kill.extraCopies} extra copies) | | | 0 | ${verdict(kill.duplicates === 0)} |`,
  );
  console.log(
    `kill pass: killed with ${kill.arrivedAtKill} arrived; the survivor finished ${Number.isNaN(kill.finishedSeconds) ? 'NOT within the limit' : `${kill.finishedSeconds.toFixed(0)} s after the kill (${kill.totalSeconds.toFixed(0)} s in all)`}; ` +
      `rows ${JSON.stringify(kill.states)}, ${kill.retried} taken more than once`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
