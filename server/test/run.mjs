// `npm test` in server/: every test file under test/ (each domain's in its own folder), two at a time.
// Node 20's test runner does not expand globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(testDir, { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .sort()
  .map((f) => path.join('test', f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: path.dirname(testDir),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
