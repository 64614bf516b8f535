// `npm run build`: install if needed, then build every stale app (`--force` rebuilds all).
import { ensureInstalled } from './lib/install.mjs';
import { buildApps } from './lib/build.mjs';

ensureInstalled();
buildApps({ force: process.argv.includes('--force') }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
