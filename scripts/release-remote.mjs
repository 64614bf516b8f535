// `npm run release:remote -- <remote> [--source <dir>]`: build one remote, publish it as a new
// immutable version and make it current. The shell is not rebuilt: it reads /remotes.json at run
// time. --source builds another checkout of the remote (a release branch, or a test variant).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from './lib/apps.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';
import { activate, publish } from './lib/registry.mjs';
import { repoRoot } from './lib/pnpm.mjs';

const [remote, ...rest] = process.argv.slice(2);
const sourceFlag = rest.indexOf('--source');
const source = sourceFlag >= 0 ? path.resolve(rest[sourceFlag + 1]) : null;
if (!REMOTES.includes(remote) || (sourceFlag >= 0 && !rest[sourceFlag + 1])) {
  console.error(`usage: npm run release:remote -- <${REMOTES.join('|')}> [--source <dir>]`);
  process.exit(2);
}

ensureInstalled();
if (source) {
  // webpack only: such a release carries no pre-rendered copy of its public pages (the server then sends
  // the plain shell for them), so a variant's sources need nothing but a webpack build.
  const built = spawnSync(path.join(source, 'node_modules/.bin/mf-webpack'), ['--mode', 'production'], {
    cwd: source,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
} else {
  await buildApps({ apps: [remote] });
}
const version = publish(remote, path.join(source ?? path.join(repoRoot, remote), 'dist'));
try {
  activate(remote, version);
} catch (error) {
  // A route another remote owns: the version stays published but is not made current.
  console.error(`not released: ${error.message}`);
  process.exit(1);
}
console.log(`released ${remote} ${version}`);
