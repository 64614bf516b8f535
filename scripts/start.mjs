// `npm start`: install what is missing, build what is stale, publish the remotes, then run the
// server (which migrates and seeds its database) on http://localhost:8080 (PORT overrides).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';
import { deployLocalRemotes } from './lib/deploy.mjs';

async function main() {
  ensureInstalled();
  await buildApps();
  deployLocalRemotes();
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { PORT: '8080', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
