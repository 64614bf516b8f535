// `npm run lighthouse`: Lighthouse 12 (the last major that runs on Node 20) in mobile mode against a
// fresh server started as npm start starts it. A measurement, not a test; prints the figures for the README.
// Lighthouse is fetched by npx on first use rather than installed with the project.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/zh-hk', '/en'];

ensureInstalled();
await buildApps();
const server = await startServer();
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
try {
  for (const page of pages) {
    const report = path.join(out, 'report.json');
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        server.baseURL + page,
        '--only-categories=performance,accessibility,best-practices',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const score = (c) => Math.round(categories[c].score * 100);
    const metric = (id) => audits[id].displayValue;
    console.log(
      `${page}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  await server.stop();
}
