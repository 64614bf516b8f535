// Scan intake throughput: pages per second of one server instance (resumable upload, the intake job
// through the job queue, QR identification, preview, storing, filing into marked_pages) side by side
// with a bare script that only decodes, reads the QR code, makes the preview and writes both files, on
// the same A4 page images at 150 dpi, in one process. Prints the ratio, each side's peak memory and the
// time a 320,000-page cohort takes on four instances.
//
//   npm run bench:scans                      PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
//   npm run bench:scans -- --pages 240 --rounds 3
//   BENCH_DB=pglite npm run bench:scans      the embedded database instead
//
// Each side runs in a process of its own (so its peak memory is its own), alternating, best of the rounds;
// both take three pages at a time, as the instance's intake worker does.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.dirname(here);
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '120' },
    rounds: { type: 'string', default: '2' },
    side: { type: 'string' },
    keep: { type: 'boolean', default: false },
    dir: { type: 'string' },
  },
});
const PAGES_PER_BOOK = 24;
const COHORT = 320_000;
const INSTANCES = 4;
/** Pages one instance reads at once (server/src/modules/scans/routes.ts). */
const INTAKE_CONCURRENCY = 3;
/** The bench paper's id, fixed so the pages can be made before its database exists. */
const PAPER_ID = 900001;

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** The pages: candidate i's book pages 1..24, each with its answer book code; written once, read by both sides. */
async function makePages(dir, count) {
  const { default: QRCode } = await import('qrcode');
  const { default: sharp } = await import('sharp');
  const { answerBookCode } = await import('@mockexam/contracts');
  await mkdir(dir, { recursive: true });
  const lines = Buffer.from(
    '<svg width="1240" height="1754" xmlns="http://www.w3.org/2000/svg">' +
      Array.from(
        { length: 30 },
        (_, i) => `<line x1="100" x2="1140" y1="${400 + i * 40}" y2="${400 + i * 40}" stroke="#999" stroke-width="2"/>`,
      ).join('') +
      '</svg>',
  );
  const list = [];
  for (let i = 0; i < count; i += 1) {
    const book = Math.floor(i / PAGES_PER_BOOK);
    const page = (i % PAGES_PER_BOOK) + 1;
    const candidateNo = `B${String(book).padStart(7, '0')}`;
    const code = answerBookCode({
      exam_paper_id: PAPER_ID,
      owner: { kind: 'candidate', candidate_no: candidateNo },
      page,
    });
    const qr = await QRCode.toBuffer(code, { errorCorrectionLevel: 'M', width: 240, margin: 2 });
    const bytes = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
      .composite([
        { input: lines, left: 0, top: 0 },
        { input: qr, left: 920, top: 70 },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const name = `page-${String(i).padStart(6, '0')}.jpg`;
    await writeFile(path.join(dir, name), bytes);
    list.push({ name, candidateNo, page });
  }
  await writeFile(path.join(dir, 'pages.json'), JSON.stringify(list));
}

/** The bare side: the same libraries and the same page work, no server, no database, no queue. */
async function bare(dir) {
  const { decodePageImage, pageFiles } = await import('../src/modules/scans/page-images.ts');
  const { readPageCode } = await import('../src/modules/scans/read-code.ts');
  const { readAnswerBookCode } = await import('@mockexam/contracts');
  const list = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-scans-bare-'));
  const started = performance.now();
  let identified = 0;
  let next = 0;
  // As many pages at once as the instance's intake worker takes.
  const loop = async () => {
    while (next < list.length) {
      const { name } = list[next++];
      const image = await decodePageImage(await readFile(path.join(dir, name)));
      if (!image.ok) continue;
      const text = await readPageCode(image.raw);
      if (text && readAnswerBookCode(text)) identified += 1;
      const { scan, preview } = await pageFiles(image);
      await writeFile(path.join(out, name), scan.bytes);
      await writeFile(path.join(out, `${name}.preview.jpg`), preview);
    }
  };
  await Promise.all(Array.from({ length: INTAKE_CONCURRENCY }, loop));
  const seconds = (performance.now() - started) / 1000;
  await rm(out, { recursive: true, force: true });
  return { pages: list.length, identified, seconds, peakRssMb: peakRssMb() };
}

/** The product side: one instance, pages sent with tus, filed by its intake worker. */
async function instance(dir) {
  const { buildApp } = await import('../src/app.ts');
  const { prepareDatabase } = await import('../src/seed/index.ts');
  const { createSession } = await import('../src/modules/accounts/sessions.ts');
  const list = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8'));
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-scans-app-'));
  const usePglite = process.env.BENCH_DB === 'pglite';
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_scans_${randomBytes(4).toString('hex')}`;
  const db = usePglite
    ? await (await import('../src/db/pglite.ts')).createPgliteDb(path.join(work, 'pglite'))
    : await (await import('../src/db/postgres.ts')).createPostgresDb({ connectionString: databaseUrl, schema });
  await prepareDatabase(db, { demo: false });

  // An exam with a paper of 24 pages and a candidate (entered by a paid order) for every book.
  const one = async (sql, params) => (await db.query(sql, params)).rows[0].id;
  const cycleId = await one(
    "insert into exam_cycles (code, name_zh, name_en) values ('BENCH', '測試', 'Bench') returning id",
  );
  await db.query(
    "insert into products (code, cycle_id, subject_code, name_zh, name_en, price_cents) values ('BENCH-chi', $1, 'chi', '中文', 'Chinese', 100)",
    [cycleId],
  );
  const examId = await one(
    "insert into exams (cycle_id, subject_code, title1_zh, title1_en) values ($1, 'chi', '模擬', 'Mock') returning id",
    [cycleId],
  );
  const paperColumns = (
    await db.query(
      "select column_name from information_schema.columns where table_name = 'exam_papers' and column_name = 'title_zh'",
    )
  ).rows.length
    ? "(id, exam_id, paper_no, title_zh, title_en, weight_percent) overriding system value values ($2, $1, 1, '卷一', 'Paper 1', 100)"
    : "(id, exam_id, paper_no, title, weight_percent) overriding system value values ($2, $1, 1, 'Paper 1', 100)";
  const paperId = await one(`insert into exam_papers ${paperColumns} returning id`, [examId, PAPER_ID]);
  await db.query(
    "insert into report_pages (exam_paper_id, page, page_number, url) select $1, p, p, 'blank.png' from generate_series(1, $2::int) p",
    [paperId, PAGES_PER_BOOK],
  );
  for (const candidateNo of new Set(list.map((p) => p.candidateNo))) {
    const userId = await one(
      "insert into users (realm, username, display_name) values ('candidate-realm', $1, 'Bench') returning id",
      [`6${candidateNo.slice(1)}`],
    );
    const candidateId = await one(
      "insert into candidates (candidate_no, name, language_version, user_id) values ($1, 'Bench', 'zh', $2) returning id",
      [candidateNo, userId],
    );
    const orderId = await one(
      `insert into orders (enrollment_no, user_id, candidate_id, cycle_id, status, payment_status, exam_mode, payment_method,
                           total_cents, paid_cents, due_at)
       values ($1, $2, $3, $4, 'confirmed', 'PAID', 'home', 'fps', 100, 100, now()) returning id`,
      [`E${candidateNo}`, userId, candidateId, cycleId],
    );
    await db.query(
      "insert into order_items (order_id, product_id, subject_code, price_cents) select $1, id, 'chi', 100 from products where code = 'BENCH-chi'",
      [orderId],
    );
  }
  const staffId = await one(
    "insert into users (realm, username, display_name) values ('staff-realm', 'bench-staff', 'Bench') returning id",
  );
  await db.query('insert into staff (user_id) values ($1)', [staffId]);
  const { token } = await createSession(
    db,
    { role: 'staff', realm: 'staff-realm', userId: staffId, candidateId: null, schoolId: null, subjectCode: null },
    { persist: false },
  );

  const app = await buildApp({
    db,
    logger: false,
    config: {
      dataDir: work,
      filesDir: path.join(work, 'files'),
      serveStatic: false,
      demoMode: false,
      expirySweepSeconds: 0,
      databaseUrl: usePglite ? undefined : databaseUrl,
      redisUrl: undefined,
      sms: { provider: 'console' },
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { insertScanFile } = await import('../src/modules/scans/queries.ts');
  const { SCAN_INTAKE_QUEUE } = await import('../src/modules/scans/intake.ts');
  const allFinished = async () => {
    for (;;) {
      const { rows } = await db.query(
        "select count(*) filter (where state in ('done', 'failed'))::int as n from scan_files",
      );
      if (rows[0].n >= list.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // The intake alone: the files are in the store, recorded and queued in one transaction, as finished
  // uploads leave them; timed from the queueing until every page is filed.
  const keys = [];
  for (const { name } of list) {
    const key = `uploads/p${paperId}/${name}`;
    await app.files.put(key, await readFile(path.join(dir, name)), 'image/jpeg');
    keys.push({ key, name });
  }
  let started = performance.now();
  await db.tx(async (q) => {
    for (const { key, name } of keys) {
      const id = await insertScanFile(q, {
        examPaperId: paperId,
        uploadId: `bench-${name}`,
        filename: name,
        size: 0,
        kind: 'image',
        fileKey: key,
        uploadedBy: staffId,
      });
      await app.jobs.send(SCAN_INTAKE_QUEUE, { scan_file_id: id }, { db: q });
    }
  });
  app.jobs.wake(SCAN_INTAKE_QUEUE);
  await allFinished();
  const seconds = (performance.now() - started) / 1000;
  const filed = (await db.query("select count(*)::int as n from scan_pages where status = 'filed'")).rows[0].n;
  await db.query('delete from marked_pages');
  await db.query('delete from scan_files');

  // End to end: each page sent with the resumable upload (two at a time) and read by the same worker.
  started = performance.now();
  let next = 0;
  const upload = async () => {
    while (next < list.length) {
      const { name } = list[next++];
      const bytes = await readFile(path.join(dir, name));
      const metadata = `exam_paper_id ${Buffer.from(String(paperId)).toString('base64')},filename ${Buffer.from(name).toString('base64')}`;
      const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
      const created = await fetch(`${base}/api/admin/scan_uploads`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
      });
      if (created.status !== 201) throw new Error(`upload refused: ${created.status} ${await created.text()}`);
      const done = await fetch(new URL(created.headers.get('location'), base), {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: bytes,
      });
      if (done.status !== 204) throw new Error(`upload failed: ${done.status}`);
    }
  };
  await Promise.all([upload(), upload()]);
  await allFinished();
  const endToEndSeconds = (performance.now() - started) / 1000;
  const filedEndToEnd = (await db.query("select count(*)::int as n from scan_pages where status = 'filed'")).rows[0].n;
  await app.close();
  if (!usePglite) {
    await db.query(`drop schema if exists ${schema} cascade`);
    await db.query(`drop schema if exists ${schema}_jobs cascade`);
  }
  await db.close();
  await rm(work, { recursive: true, force: true });
  return {
    pages: list.length,
    identified: Math.min(filed, filedEndToEnd),
    seconds,
    endToEndSeconds,
    peakRssMb: peakRssMb(),
  };
}

async function main() {
  if (values.side) {
    const result = values.side === 'bare' ? await bare(values.dir) : await instance(values.dir);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  }
  const count = Number(values.pages);
  const rounds = Number(values.rounds);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-scans-pages-'));
  console.log(`making ${count} A4 page images (150 dpi, JPEG, with QR codes) ...`);
  await makePages(dir, count);
  const run = (side) => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--side', side, '--dir', dir],
      {
        cwd: serverDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const line = child.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop();
    if (child.status !== 0 || !line) throw new Error(`${side} side failed:\n${child.stdout}`);
    return JSON.parse(line);
  };
  const best = { bare: null, instance: null, endToEnd: 0 };
  for (let round = 1; round <= rounds; round += 1) {
    for (const side of round % 2 ? ['bare', 'instance'] : ['instance', 'bare']) {
      const result = run(side);
      const pps = result.pages / result.seconds;
      console.log(
        `round ${round} ${side.padEnd(8)} ${pps.toFixed(2)} pages/s (${result.identified}/${result.pages} identified, ${result.seconds.toFixed(1)} s${result.endToEndSeconds ? `; with the upload ${(result.pages / result.endToEndSeconds).toFixed(2)} pages/s` : ''}, peak ${result.peakRssMb} MB)`,
      );
      if (!best[side] || pps > best[side].pps) best[side] = { ...result, pps };
      if (result.endToEndSeconds) {
        best.endToEnd = Math.max(best.endToEnd ?? 0, result.pages / result.endToEndSeconds);
      }
    }
  }
  if (values.keep) console.log(`pages kept in ${dir} (run one side: --side bare|instance --dir ${dir})`);
  else await rm(dir, { recursive: true, force: true });
  const ratio = best.instance.pps / best.bare.pps;
  const hours = (pps) => (COHORT / (INSTANCES * pps) / 3600).toFixed(1);
  console.log('');
  console.log(`bare script     ${best.bare.pps.toFixed(2)} pages/s, peak ${best.bare.peakRssMb} MB`);
  console.log(
    `one instance    ${best.instance.pps.toFixed(2)} pages/s queued to filed, peak ${best.instance.peakRssMb} MB`,
  );
  console.log(
    `                ${best.endToEnd.toFixed(2)} pages/s with the upload (sent over loopback, two at a time)`,
  );
  console.log(`ratio           ${ratio.toFixed(2)} (target at least 0.8)`);
  console.log(
    `cohort          ${COHORT.toLocaleString('en')} pages on ${INSTANCES} instances: ${hours(best.instance.pps)} h queued to filed, ${hours(best.endToEnd)} h with the upload`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
