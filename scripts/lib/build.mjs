// Builds the apps whose inputs changed since their last build, two at a time (2-core machines).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { APPS, buildInputs } from './apps.mjs';
import { hashPaths } from './hash.mjs';

const STAMP = '.build-hash';
const POSTBUILD = 'scripts/postbuild.mjs';
/**
 * The environment of an app's postbuild step (run with `node --import tsx`): tsx compiles with the base
 * tsconfig, whose JSX setting then also covers the shared packages' sources the shell pre-renders.
 */
export const POSTBUILD_ENV = {
  TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json'),
  // antd names its style classes by a hash that differs outside production builds.
  NODE_ENV: 'production',
};

export function sourceHash(app) {
  return hashPaths(buildInputs(app), repoRoot);
}

export function isStale(app) {
  const stamp = path.join(repoRoot, app, 'dist', STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(app);
}

/** Runs a command in an app's folder; rejects with its output when it fails. */
function runIn(app, command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: path.join(repoRoot, app),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${app} failed:\n${output}`))));
  });
}

/** The remotes' step after webpack: their pages pre-rendered into dist (shared/ui/src/prerender). */
export const REMOTE_PRERENDER = path.join(repoRoot, 'shared/ui/src/prerender/remotePages.tsx');

async function buildOne(app) {
  const started = Date.now();
  await runIn(app, path.join(repoRoot, app, 'node_modules/.bin/mf-webpack'), ['--mode', 'production']);
  // An app's own step after webpack (the shell pre-renders its pages), as its build script runs it.
  if (existsSync(path.join(repoRoot, app, POSTBUILD))) {
    await runIn(app, process.execPath, ['--import', 'tsx', POSTBUILD], POSTBUILD_ENV);
  } else {
    await runIn(app, process.execPath, ['--import', 'tsx', REMOTE_PRERENDER], POSTBUILD_ENV);
  }
  writeFileSync(path.join(repoRoot, app, 'dist', STAMP), sourceHash(app));
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
