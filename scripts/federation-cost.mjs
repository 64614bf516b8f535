// `npm run federation-cost`: what Module Federation costs, measured against a monolith of the same pages.
// Builds the shell a second time with every remote's pages compiled in (`--env monolith`, see
// scripts/monolith/loadPages.ts) into shell/dist-monolith, serves each build in turn as npm start does, and
// reports side by side:
//   - the first-view JavaScript (gzipped) of home and of the enrolment page, federated over monolith;
//   - the time of the first client-side navigation from home into the enrolment page (a remote's page),
//     and of the same navigation once its code is loaded, on a throttled phone profile (4x CPU, 150 ms
//     round trips, 1.6 Mbit/s), median of three.
// A measurement script, not a test: it prints the figures of docs/performance.md.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { startServer } from './lib/server.mjs';
import { launchChromium, recordScripts } from './lib/chromium.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps, POSTBUILD_ENV } from './lib/build.mjs';

const RUNS = 3;
const shellDir = path.join(repoRoot, 'shell');
const monolithDist = path.join(shellDir, 'dist-monolith');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: shellDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

ensureInstalled();
await buildApps();
console.log('building the monolith shell (shell/dist-monolith)');
run(path.join(shellDir, 'node_modules/.bin/mf-webpack'), ['--mode', 'production', '--env', 'monolith']);
run(process.execPath, ['--import', 'tsx', 'scripts/postbuild.mjs'], { ...POSTBUILD_ENV, SHELL_OUT: 'dist-monolith' });

const browser = await launchChromium();

const homeReady = async (page) => {
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
const enrolmentReady = (page) => page.getByRole('checkbox', { name: 'Chinese Language' }).waitFor();

/** Gzipped JavaScript a page downloads until `ready`. */
async function firstViewJs(baseURL, url, ready) {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(baseURL + url);
  await ready(page);
  const total = (await scripts()).reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0);
  await page.close();
  return total;
}

/** Home -> enrolment by its link, first with the page's code still to load, then once loaded. */
async function navigations(baseURL) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(`${baseURL}/en`);
  await homeReady(page);
  const timed = async () => {
    const started = Date.now();
    await page.locator('main a[href="/en/enrolment"]').first().click();
    await enrolmentReady(page);
    return Date.now() - started;
  };
  const first = await timed();
  await page.locator('header a[href="/en"]').first().click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const loaded = await timed();
  await page.close();
  return { first, loaded };
}

async function measure(label, env) {
  const server = await startServer({ env });
  try {
    const home = await firstViewJs(server.baseURL, '/zh-hk', homeReady);
    const enrolment = await firstViewJs(server.baseURL, '/en/enrolment', enrolmentReady);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await navigations(server.baseURL));
    const first = median(runs.map((r) => r.first));
    const loaded = median(runs.map((r) => r.loaded));
    console.log(
      `${label}: home ${kb(home)}, enrolment ${kb(enrolment)}, first navigation ${first} ms, loaded ${loaded} ms`,
    );
    return { home, enrolment, first, loaded };
  } finally {
    await server.stop();
  }
}

const federated = await measure('federated', {});
const monolith = await measure('monolith', { SHELL_DIST: monolithDist });
await browser.close();

const ratio = (a, b) => (a / b).toFixed(2);
console.log(`
| Measure | Federated | Monolith | Federated / monolith |
| --- | --- | --- | --- |
| Home first view, JavaScript gzipped | ${kb(federated.home)} | ${kb(monolith.home)} | ${ratio(federated.home, monolith.home)} |
| /en/enrolment first view, JavaScript gzipped | ${kb(federated.enrolment)} | ${kb(monolith.enrolment)} | ${ratio(federated.enrolment, monolith.enrolment)} |
| First navigation home -> enrolment (throttled) | ${federated.first} ms | ${monolith.first} ms | ${ratio(federated.first, monolith.first)} |
| Same navigation once loaded | ${federated.loaded} ms | ${monolith.loaded} ms | ${ratio(federated.loaded, monolith.loaded)} |
| First over loaded | ${ratio(federated.first, federated.loaded)} | ${ratio(monolith.first, monolith.loaded)} | |
`);
