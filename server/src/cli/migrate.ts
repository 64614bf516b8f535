// `pnpm --filter @mockexam/server migrate`: bring the schema up to date, seed an empty database, exit.
import { loadConfig } from '../config';
import { openDb } from '../db';
import { prepareDatabase } from '../seed';

const config = loadConfig();
const db = await openDb(config);
try {
  const { applied, seeded } = await prepareDatabase(db, { demo: config.demoMode });
  console.log(
    `database: ${db.kind}; migrations applied: ${applied.length ? applied.join(', ') : 'none'}; ` +
      `reference data seeded: ${seeded.reference}; demo data seeded: ${seeded.demo}`,
  );
} finally {
  await db.close();
}
