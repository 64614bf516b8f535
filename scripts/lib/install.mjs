// Installs dependencies when the lockfile or a package.json changed since the last install.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm, repoRoot } from './pnpm.mjs';
import { APPS } from './apps.mjs';
import { hashPaths } from './hash.mjs';

const STAMP = path.join(repoRoot, 'node_modules', '.install-stamp');

function manifestsHash() {
  const manifests = [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    ...APPS.map((a) => `${a}/package.json`),
    'server/package.json',
    'e2e/package.json',
  ];
  const shared = ['contracts', 'api-client', 'session', 'i18n', 'ui', 'mf-config'].map(
    (p) => `shared/${p}/package.json`,
  );
  return hashPaths(
    [...manifests, ...shared].map((f) => path.join(repoRoot, f)),
    repoRoot,
  );
}

export function ensureInstalled() {
  const wanted = manifestsHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log('installing dependencies (pnpm, pinned in package.json)…');
  pnpm(['install', '--frozen-lockfile']);
  writeFileSync(STAMP, wanted);
}
