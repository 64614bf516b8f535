// `npm run bench:school-browser`: a teacher's 2,000-row import in Chromium, measured (a measurement script,
// not a test). A fresh server in demo mode (embedded database), a fresh subject account, and five imports of
// the same workbook; for each, from the click that confirms the import:
//   browser   until the rows leave for the server: reading the file, the Web Worker's start and parse,
//             normalising and checking the rows against the shared schema (everything before the network);
//   server    the import call (PGlite here; `npm run bench:school` measures it on PostgreSQL);
//   shown     until the page says the rows were imported and the preview counts 2,000.
// Prints each run and the medians. Needs built apps (`npm start` or `node scripts/build.mjs` first).
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { startServer } from './lib/server.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { login } from './lib/login.mjs';

const RUNS = 5;
const ROWS = 2000;
const XLSX = createRequire(path.join(repoRoot, 'e2e/package.json'))('xlsx');

/** The official template's shape (mf-school writes the same headers), 2,000 students in 50 classes. */
function workbook() {
  const header = ['班別 Class', '學生姓名 Student name', '學號 Student number', '語文版本 Language version'];
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `${1 + Math.floor(i / 400)}${String.fromCharCode(65 + (Math.floor(i / 40) % 10))}`,
    `學生${String(i + 1).padStart(4, '0')}`,
    (i % 40) + 1,
    i % 3 ? 'Chinese' : 'English',
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Candidates 考生');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

async function newTeacher(baseURL) {
  const staff = await login(baseURL, 'staff-realm', 'admin', 'admin1234');
  const schools = await (await fetch(`${baseURL}/api/schools`)).json();
  const school = schools.find((s) => s.code !== 'QC' && s.code !== 'YWC');
  const username = `bench-${Date.now().toString(36)}`;
  const created = await fetch(`${baseURL}/api/admin/school_accounts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ school_id: school.school_id, subject: 'chi', username, password: 'bench1234' }),
  });
  if (!created.ok) throw new Error(`account: ${created.status} ${await created.text()}`);
  return login(baseURL, 'school-realm', username, 'bench1234');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const browser = await launchChromium();
try {
  const token = await newTeacher(server.baseURL);
  const file = workbook();
  const page = await browser.newPage();
  await page.goto(`${server.baseURL}/en/school/home?access_token=${token}`);
  await page.getByRole('heading', { name: 'Import the list' }).waitFor();
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'list.xlsx', mimeType: 'application/octet-stream', buffer: file });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/school/import')).then(() => performance.now());
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/school/import')).then(() => performance.now());
    const started = performance.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Import and replace' }).click();
    // The import's own message (after a reload the previous list already reads "Rows: 2000").
    await page.getByText(`${ROWS} rows imported.`, { exact: false }).waitFor();
    await page.getByText(`Rows: ${ROWS}`, { exact: true }).waitFor();
    const shown = performance.now();
    const timing = { browser: (await sent) - started, server: (await answered) - (await sent), shown: shown - started };
    runs.push(timing);
    console.log(
      `run ${run}: browser ${timing.browser.toFixed(0)} ms, server ${timing.server.toFixed(0)} ms, shown after ${timing.shown.toFixed(0)} ms`,
    );
    // A fresh page for the next run, as a teacher would import again another day.
    await page.reload();
    await page.getByRole('heading', { name: 'Import the list' }).waitFor();
  }
  console.log(
    `\n${ROWS} rows, median of ${RUNS}: browser (read, worker parse, normalise, schema check) ${median(runs.map((r) => r.browser)).toFixed(0)} ms; ` +
      `server import (PGlite) ${median(runs.map((r) => r.server)).toFixed(0)} ms; preview shown ${median(runs.map((r) => r.shown)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
