// `npm run rollback:remote -- <remote>`: make the previously current version current again.
import { REMOTES } from './lib/apps.mjs';
import { rollback } from './lib/registry.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`usage: npm run rollback:remote -- <${REMOTES.join('|')}>`);
  process.exit(2);
}
try {
  console.log(`${remote} rolled back to ${rollback(remote)}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
