// Builds the apps whose inputs changed since their last build, two at a time (2-core machines).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { APPS, buildInputs } from './apps.mjs';
import { hashPaths } from './hash.mjs';

const STAMP = '.build-hash';

export function sourceHash(app) {
  return hashPaths(buildInputs(app), repoRoot);
}

export function isStale(app) {
  const stamp = path.join(repoRoot, app, 'dist', STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(app);
}

function buildOne(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const bin = path.join(repoRoot, app, 'node_modules/.bin/mf-webpack');
    const child = spawn(bin, ['--mode', 'production'], { cwd: path.join(repoRoot, app), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build of ${app} failed:\n${output}`));
      writeFileSync(path.join(repoRoot, app, 'dist', STAMP), sourceHash(app));
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds the given apps (default: the stale ones), `parallel` at a time. */
export async function buildApps({ apps = APPS, force = false, parallel = 2 } = {}) {
  const queue = apps.filter((app) => force || isStale(app));
  if (queue.length === 0) return [];
  console.log(`building ${queue.join(', ')}`);
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length) await buildOne(queue.shift());
  });
  await Promise.all(workers);
  return apps;
}
