// `node scripts/pnpm.mjs <args>`: the pinned pnpm, for root scripts.
import { pnpm } from './lib/pnpm.mjs';
try {
  pnpm(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
