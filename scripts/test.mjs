// `npm test`: every suite: the repository's words, types and lint, front-end unit tests (jest), server tests (PGlite, and
// PostgreSQL too when DATABASE_URL is set), then end-to-end tests in Chromium against a fresh server.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const only = process.argv.slice(2);

const stages = [
  ['words', () => run(process.execPath, ['scripts/check-words.mjs'])],
  ['typecheck', () => run(process.execPath, ['scripts/typecheck.mjs'])],
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format (prettier)', () => run(bin('prettier'), ['--check', '.'])],
  ['unit (jest)', () => run(bin('jest'), ['--ci'])],
  // Node 20's test runner does not expand globs: list the files. Each file runs in a process of its own on
  // its own PGlite folder or PostgreSQL schema, so two at a time share nothing and use both cores.
  [
    'server (node:test)',
    () => run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...serverTestFiles()], 'server'),
  ],
  [
    'end-to-end (playwright)',
    async () => {
      await buildApps();
      return run(path.join(repoRoot, 'e2e/node_modules/.bin/playwright'), ['test'], 'e2e');
    },
  ],
];

/** Every server test file, each domain's in its own folder under server/test. */
function serverTestFiles() {
  return readdirSync(path.join(repoRoot, 'server/test'), { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => `test/${f}`);
}

function run(command, args, cwd = '.') {
  const result = spawnSync(command, args, {
    cwd: path.join(repoRoot, cwd),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  return result.status === 0;
}

ensureInstalled();
let passed = 0;
let failed = 0;
for (const [name, stage] of stages) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = await stage();
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  if (ok) passed++;
  else failed++;
}
console.log(`\nstages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
