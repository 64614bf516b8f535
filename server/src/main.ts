// Starts the server: open the database, migrate and seed, listen; close cleanly on signals.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { prepareDatabase } from './seed';

const config = loadConfig();
const db = await openDb(config);
const { applied, seeded } = await prepareDatabase(db);
const app = await buildApp({ db, config });
app.log.info({ db: db.kind, applied, seeded }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections and waits for in-flight requests before the db goes.
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await db.close();
  process.exit(1);
}
