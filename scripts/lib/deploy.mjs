// Makes the local build of each remote the current release when it changed since the last start,
// and leaves the registry alone otherwise (so a rollback survives a restart).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { REMOTES, remotesDir } from './apps.mjs';
import { activate, publish, readRegistry } from './registry.mjs';

const localBuildsFile = () => path.join(remotesDir(), 'local-builds.json');

export function deployLocalRemotes() {
  mkdirSync(remotesDir(), { recursive: true });
  const seen = existsSync(localBuildsFile()) ? JSON.parse(readFileSync(localBuildsFile(), 'utf8')) : {};
  const registry = readRegistry();
  for (const remote of REMOTES) {
    const version = publish(remote, path.join(repoRoot, remote, 'dist'));
    if (seen[remote] !== version || !registry.remotes[remote]?.current) {
      activate(remote, version);
      console.log(`${remote}: ${version} is current`);
    }
    seen[remote] = version;
  }
  writeFileSync(localBuildsFile(), JSON.stringify(seen, null, 2) + '\n');
}
