// `npm run bundle-report`: what the home page's first view downloads (gzipped JavaScript, measured
// in Chromium against a fresh server started as npm start starts it), and each remote's entry size.
// A measurement script, not a test: it prints the figures of docs/performance.md.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { startServer } from './lib/server.mjs';
import { launchChromium, recordScripts } from './lib/chromium.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { REMOTES } from './lib/apps.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

ensureInstalled();
await buildApps();

// Each remote's remoteEntry.js and the total of its dist, gzipped.
console.log('\nRemote entries (gzipped):');
for (const remote of REMOTES) {
  const dist = path.join(repoRoot, remote, 'dist');
  const entry = gz(readFileSync(path.join(dist, 'remoteEntry.js')));
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gz(readFileSync(path.join(dist, f))), 0);
  console.log(
    `  ${remote.padEnd(13)} remoteEntry.js ${kb(entry).padStart(9)}   all chunks ${kb(total).padStart(9)} (${js.length} files)`,
  );
}

// The home page's first view in a real browser.

const server = await startServer();
const browser = await launchChromium();
try {
  for (const url of ['/zh-hk', '/en/admin/login']) {
    const page = await browser.newPage();
    const recorded = recordScripts(page);
    const started = Date.now();
    await page.goto(server.baseURL + url, { waitUntil: 'networkidle' });
    const elapsed = Date.now() - started;
    const scripts = new Map(await recorded());
    const total = [...scripts.values()].reduce((sum, body) => sum + gz(body), 0);
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    console.log(
      `\n${url}: ${scripts.size} scripts, ${kb(total)} gzipped JavaScript (${kb(raw)} minified), network idle after ${elapsed} ms`,
    );
    for (const [u, body] of [...scripts].sort((a, b) => gz(b[1]) - gz(a[1])).slice(0, 30)) {
      console.log(`  ${kb(gz(body)).padStart(9)}  ${new URL(u).pathname}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
