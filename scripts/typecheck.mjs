// tsc over every TypeScript package, one after another.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { APPS } from './lib/apps.mjs';

const projects = [
  ...APPS,
  'server',
  'e2e',
  ...['contracts', 'api-client', 'session', 'i18n', 'ui'].map((p) => `shared/${p}`),
];
let failed = false;
for (const project of projects) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', path.join(project, 'tsconfig.json')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
