// The repository speaks of the product only: no tracker or work-session numbers (the word issue or stop before a
// number), nor the words "this" and then host or machine, in code, comments, tests, migrations or docs. A reader
// of the code has neither the tracker nor the machine. Exits 1 and lists the lines when one is found.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/pnpm.mjs';

export const PROCESS_WORDS = String.raw`\b(issue|stop)s? #?[0-9]+\b|\bthis (stop|host|machine)\b`;

const found = spawnSync(
  'git',
  [
    'grep',
    '--untracked',
    '-n',
    '-I',
    '-i',
    '-E',
    PROCESS_WORDS,
    '--',
    '.',
    ':!pnpm-lock.yaml',
    ':!scripts/check-words.mjs',
  ],
  { cwd: repoRoot, encoding: 'utf8' },
);
// git grep exits 1 when nothing matches, 0 when something does, above 1 on an error.
if (found.status === 1) {
  console.log('no process words: the files speak of the product');
  process.exit(0);
}
if (found.status === 0) {
  console.error('The repository should speak of the product only; these lines name the work instead:');
  console.error(found.stdout);
} else {
  console.error(found.stderr);
}
process.exit(1);
