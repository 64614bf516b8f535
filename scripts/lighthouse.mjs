// `npm run lighthouse`: Lighthouse 12 (the last major that runs on Node 20) in mobile mode against a fresh
// server started as npm start starts it (demo mode), over every page a candidate or a teacher uses. Pages
// behind a login open with the demo account's token in the query string (the shell adopts it, as a link
// from an SMS would); the candidate first places one FPS and one bank-transfer order so the payment pages
// have something to show, and enrolment_confirm runs in a browser profile holding a finished draft
// (scripts/lib/draftProfile.mjs). Each page runs three times; the median is printed with the machine's Lighthouse
// benchmark index. A measurement, not a test: it prints the figures of docs/performance.md.
// The CPU slow-down is Lighthouse's plain 4x by default, which stands for a phone on a machine of benchmark
// index about 2,000. `--at-index N` calibrates instead: before each run the machine's benchmark index is measured
// and the slow-down set to stand for a machine of index N (scripts/lib/benchmarkIndex.mjs). Calibration does not
// carry across hosts: the benchmark is pure JavaScript, while what these pages wait on is also the browser's own
// work, which differs between hosts far more; and on a noisy machine the index measured before a run differs
// from the run's own.
//   npm run lighthouse                      every page, three runs each, plain 4x
//   npm run lighthouse -- --runs 1 /zh-hk   chosen pages (':fps' and ':bank' stand for the two orders,
//                                           ':exam' for the demo's released Chinese exam)
//   npm run lighthouse -- --at-index 2000   calibrated to stand for a machine of index 2,000
// Lighthouse is fetched by npx on first use rather than installed with the project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { draftProfile, profileCopy } from './lib/draftProfile.mjs';
import { measureBenchmarkIndex, slowdownFor } from './lib/benchmarkIndex.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/** Every page a candidate or a teacher uses, and whose session it needs. */
const DEFAULT_PAGES = [
  ['/zh-hk', null],
  ['/en/enrolment', null],
  ['/en/register', null],
  ['/en/login', null],
  ['/en/enrolment_confirm', 'draft'],
  ['/en/order-history', 'candidate'],
  ['/en/fps_payment/:fps', 'candidate'],
  ['/en/csh_payment/:bank', 'candidate'],
  ['/en/admission-ticket', 'candidate'],
  ['/en/exam-result-list', 'candidate'],
  ['/en/school/home', 'teacher'],
  ['/en/exam-report/m/:exam', 'candidate'],
  ['/en/school/report', 'teacher'],
  ['/en/school/school-analysis/:exam', 'teacher'],
  ['/en/exam-report/d/:exam?candidate=20000001', 'teacher'],
];

function parseArgs(argv) {
  let runs = 3;
  let atIndex = 0;
  const pages = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--at-index') atIndex = Number(argv[++i]);
    else pages.push(argv[i]);
  }
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes 1 to 9');
  if (!Number.isInteger(atIndex) || atIndex < 0 || atIndex > 10000) throw new Error('--at-index takes 0 to 10000');
  const chosen = pages.length ? DEFAULT_PAGES.filter(([p]) => pages.includes(p)) : DEFAULT_PAGES;
  const unknown = pages.filter((p) => !DEFAULT_PAGES.some(([d]) => d === p));
  return { runs, atIndex, pages: [...chosen, ...unknown.map((p) => [p, null])] };
}

async function api(baseURL, url, { token, form, json, key } = {}) {
  const headers = { 'x-locale': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  let body;
  if (form) body = new URLSearchParams(form);
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(baseURL + '/api' + url, { method: body ? 'POST' : 'GET', headers, body });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Demo sessions, and two orders of the demo candidate (one per payment method). */
async function prepare(baseURL) {
  const login = (realm, username) =>
    api(baseURL, '/user/login', { form: { realm, username, password: 'demo1234', persist: 'true' } });
  const candidate = (await login('candidate-realm', '91234567')).access_token;
  const teacher = (await login('school-realm', 'school-chi')).access_token;
  const products = (await api(baseURL, '/products', { token: candidate })).filter((p) => !p.enrolled);
  if (products.length < 2) throw new Error('the demo cycle offers fewer than two papers to the demo candidate');
  const order = async (product, payment_method) =>
    (
      await api(baseURL, '/orders', {
        token: candidate,
        key: `lighthouse-${payment_method}-${Date.now()}`,
        json: {
          product_ids: [product.product_id],
          exam_mode: 'home',
          venue_id: null,
          payment_method,
          shipping: {
            method: 'ordinary_post',
            recipient_name: 'Chan Tai Man',
            recipient_phone: '91234567',
            address: 'Flat A, 1/F, 1 Nathan Road, Kowloon',
          },
        },
      })
    ).enrollment_no;
  const fps = await order(products[0], 'fps');
  const bank = await order(products[1], 'bank');
  // The released Chinese exam both demo accounts have results in (the report pages' id).
  const { exams } = await api(baseURL, '/report/get_school_exams', { token: teacher, form: {} });
  return { tokens: { candidate, teacher }, orders: { fps, bank }, exam: String(exams[0].exam_id) };
}

/**
 * One Lighthouse run; a run Lighthouse itself aborts (such as NO_NAVSTART, a lost trace) is tried again.
 * `profile`: run in a fresh copy of that Chromium profile, keeping its storage (the enrolment draft).
 * `slowdown`: Lighthouse's simulated CPU slow-down (its default is 4).
 */
function lighthouse(url, report, { profile, slowdown = 4, tries = 3 } = {}) {
  const copy = profile ? profileCopy(profile) : null;
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility,best-practices',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      `--chrome-flags=${CHROME_FLAGS}${copy ? ` --user-data-dir=${copy}` : ''}`,
      ...(copy ? ['--disable-storage-reset'] : []),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  if (copy) rmSync(copy, { recursive: true, force: true });
  if (run.status !== 0) {
    if (tries > 1) return lighthouse(url, report, { profile, slowdown, tries: tries - 1 });
    throw new Error(`lighthouse failed on ${url}`);
  }
  const { categories, audits, environment, finalDisplayedUrl } = JSON.parse(readFileSync(report, 'utf8'));
  // The main thread's time by kind: "other" (the browser's own tasks: navigation, messages between its
  // processes, loading) tells hosts apart where the benchmark index does not, so it is printed beside scripts.
  const mainThread = (group) =>
    audits['mainthread-work-breakdown'].details.items.find((item) => item.group === group)?.duration ?? 0;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
    otherTime: mainThread('other'),
    scriptTime: mainThread('scriptEvaluation'),
    slowdown,
    // The machine this run stands for: Lighthouse's own index of the run under the default 4x.
    standsFor: (environment.benchmarkIndex * 4) / slowdown,
    finalPath: new URL(finalDisplayedUrl).pathname,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { runs, atIndex, pages } = parseArgs(process.argv.slice(2));

/** The slow-down for the next run: calibrated to `atIndex` from the index measured just now, or the plain 4x. */
const nextSlowdown = async () => (atIndex ? slowdownFor(await measureBenchmarkIndex(), atIndex) : 4);
ensureInstalled();
await buildApps();
const server = await startServer();
// LIGHTHOUSE_KEEP=<dir> keeps every report there (open them with Lighthouse's viewer) instead of deleting them.
const keep = process.env.LIGHTHOUSE_KEEP;
const out = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const profiles = [];
try {
  const { tokens, orders, exam } = await prepare(server.baseURL);
  const calibration = atIndex ? `CPU slow-down calibrated to stand for benchmark index ${atIndex}` : 'CPU 4x';
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, ${calibration}, ${runs} run(s) per page, median shown\n`,
  );
  console.log(
    '| Page | Performance | LCP | TBT | CLS | Accessibility | Best practices | Main thread: other, script | Benchmark index | CPU slow-down | Stands for index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [page, session] of pages) {
    const [pagePath, query] = page
      .replace(':fps', orders.fps)
      .replace(':bank', orders.bank)
      .replace(':exam', exam)
      .split('?');
    // 'draft': the candidate signed in with a finished draft, in a profile built through the pages.
    const profile = session === 'draft' ? await draftProfile(server.baseURL, tokens.candidate) : undefined;
    if (profile) profiles.push(profile);
    const params = new URLSearchParams(query);
    if (session && session !== 'draft') params.set('token', tokens[session]);
    const url = server.baseURL + pagePath + (params.size ? `?${params}` : '');
    const results = [];
    for (let i = 0; i < runs; i += 1)
      results.push(
        lighthouse(url, path.join(out, `${page.replace(/\W+/g, '_')}-${i}.json`), {
          profile,
          slowdown: await nextSlowdown(),
        }),
      );
    // A page that sent the browser elsewhere (a login it should not need) measured the wrong page.
    const elsewhere = results.find((r) => r.finalPath !== pagePath);
    if (elsewhere) throw new Error(`${pagePath} ended at ${elsewhere.finalPath}: measured the wrong page`);
    const m = (key) => median(results.map((r) => r[key]));
    const scores = results.map((r) => r.performance).join(', ');
    console.log(
      `| \`${page}\` | ${m('performance')} (${scores}) | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ` +
        `${m('cls').toFixed(2)} | ${m('accessibility')} | ${m('bestPractices')} | ` +
        `${(m('otherTime') / 1000).toFixed(1)} s, ${(m('scriptTime') / 1000).toFixed(1)} s | ${Math.round(m('benchmarkIndex'))} | ` +
        `${m('slowdown')}x | ${Math.round(m('standsFor'))} |`,
    );
  }
} finally {
  for (const dir of [...(keep ? [] : [out]), ...profiles]) rmSync(dir, { recursive: true, force: true });
  await server.stop();
}
