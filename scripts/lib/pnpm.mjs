// Runs the pnpm pinned in package.json's "packageManager" without needing a global pnpm:
// npx fetches that exact version from the npm registry once and caches it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager;

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pinned, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' },
    ...options,
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${result.status})`);
  return result;
}
