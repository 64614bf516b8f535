// `npm run profile-page -- <path> [candidate|teacher] [--runs N] [--rate R] [--top N]`: CPU profiles of one page's load
// in Chromium with the CPU slowed R times (default 4, as Lighthouse's mobile setting), against a fresh server
// started as npm start starts it. A measurement, not a test: per run it prints the main thread's busy time,
// the time over 50 ms of each busy stretch (what total blocking time counts) and the scripts whose own code
// took longest ('(program)' is the browser's own work, and with the CPU slowed it holds part of the slow-down
// too: compare it between builds only). Used to compare two builds in alternating runs, where Lighthouse's score is too noisy.
//   npm run profile-page -- /en/order-history candidate --runs 3
import { createRequire } from 'node:module';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { login } from './lib/login.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args.splice(at, 2)[1]);
};
const runs = option('--runs', 1);
const rate = option('--rate', 4);
const topScripts = option('--top', 6);
const [pagePath, session] = args;
if (
  !pagePath?.startsWith('/') ||
  !(runs >= 1 && runs <= 9) ||
  !(rate >= 1 && rate <= 20) ||
  !(topScripts >= 1 && topScripts <= 40)
)
  throw new Error('usage: npm run profile-page -- <path> [candidate|teacher] [--runs 1-9] [--rate 1-20] [--top 1-40]');
const DEMO = { candidate: ['candidate-realm', '91234567'], teacher: ['school-realm', 'school-chi'] };

/** Busy stretches of a CPU profile (samples between idle ones) and the own time of each script in them. */
function summarise(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map();
  let busy = 0;
  let blocking = 0;
  let stretch = 0;
  const close = () => {
    blocking += Math.max(0, stretch - 50_000);
    stretch = 0;
  };
  profile.samples.forEach((id, i) => {
    const { functionName, url } = nodes.get(id).callFrame;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (functionName === '(idle)') return close();
    stretch += dt;
    busy += dt;
    const script = url ? url.replace(/^.*\//, '').replace(/\?.*/, '') : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + dt);
  });
  close();
  const ms = (us) => Math.round(us / 1000);
  const top = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, topScripts);
  return `busy ${ms(busy)} ms, over 50 ms per task ${ms(blocking)} ms; own time: ${top.map(([s, t]) => `${s} ${ms(t)}`).join(', ')}`;
}

ensureInstalled();
await buildApps();
const { chromium } = createRequire(`${repoRoot}/e2e/package.json`)('@playwright/test');
const server = await startServer();
try {
  let url = server.baseURL + pagePath;
  if (session) {
    const [realm, username] = DEMO[session] ?? [];
    if (!realm) throw new Error(`unknown session ${session}: candidate or teacher`);
    url += `${url.includes('?') ? '&' : '?'}token=${await login(server.baseURL, realm, username, 'demo1234')}`;
  }
  console.log(`${pagePath}, CPU slowed ${rate}x`);
  for (let i = 0; i < runs; i += 1) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    // Long enough for the page and its data at 4x; the profile's idle end costs nothing.
    await page.waitForTimeout(9000);
    const { profile } = await cdp.send('Profiler.stop');
    await browser.close();
    console.log(`run ${i + 1}: ${summarise(profile)}`);
  }
} finally {
  await server.stop();
}
