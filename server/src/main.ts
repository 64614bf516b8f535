// Starts the server: check the configuration, open the database, migrate and seed, listen; close
// cleanly on signals. A configuration that is unsafe or incomplete stops it here, with the reason.
import { buildApp } from './app';
import { loadConfig, smsProviderName, type AppConfig } from './config';
import { openDb } from './db';
import { prepareDatabase } from './seed';
import { demoAccountsWithDemoPasswords } from './seed/demo-leftovers';

function checkedConfig(): AppConfig {
  try {
    const config = loadConfig();
    smsProviderName(config);
    return config;
  } catch (error) {
    console.error(`The server will not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = checkedConfig();
const db = await openDb(config);
const { applied, seeded } = await prepareDatabase(db, { demo: config.demoMode });
const app = await buildApp({ db, config });
app.log.info({ db: db.kind, applied, seeded }, 'database ready');
if (config.demoMode) {
  // A warning, so it shows at every log level: demo mode must never face real candidates.
  app.log.warn(
    { mode: 'demo', sms: smsProviderName(config) },
    'DEMO MODE: demo accounts and demo data are seeded and the SMS outbox (GET /api/dev/sms-outbox) is open. ' +
      'Never run demo mode for real candidates; DATABASE_URL or NODE_ENV=production turns it off.',
  );
} else {
  app.log.info({ mode: 'production', sms: smsProviderName(config) }, 'production mode: no demo data, no SMS outbox');
  const leftovers = await demoAccountsWithDemoPasswords(db);
  if (leftovers.length > 0) {
    app.log.error(
      { accounts: leftovers },
      'demo accounts with their published demo passwords exist in this production database: change their passwords or remove them',
    );
  }
}

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
