// A migrated, seeded app on a test database, with its own shell and remotes folders.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DbKind } from '../../src/db';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { prepareDatabase } from '../../src/seed';
import { createTestDb, type TestDb } from './db';

export interface TestApp extends TestDb {
  app: FastifyInstance;
  shellDist: string;
  remotesDir: string;
  close(): Promise<void>;
}

export const SHELL_INDEX = '<!doctype html><html><body><div id="root">shell</div></body></html>';

/** Demo mode unless `config.demoMode` says otherwise: the suites log in as the demo accounts and read the SMS outbox. */
export async function startTestApp(
  kind: DbKind,
  extend?: BuildAppOptions['extend'],
  config: BuildAppOptions['config'] = {},
): Promise<TestApp> {
  const demoMode = config.demoMode ?? true;
  const testDb = await createTestDb(kind, demoMode ? 'seeded' : 'blank');
  // Up to date already for a PGlite template; migrates and seeds a fresh PostgreSQL schema.
  await prepareDatabase(testDb.db, { demo: demoMode });
  const shellDist = path.join(testDb.dir, 'shell');
  const remotesDir = path.join(testDb.dir, 'remotes');
  await mkdir(shellDist, { recursive: true });
  await mkdir(remotesDir, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), SHELL_INDEX);
  const app = await buildApp({
    db: testDb.db,
    logger: false,
    extend,
    config: {
      dataDir: testDb.dir,
      shellDist,
      remotesDir,
      receiptsDir: path.join(testDb.dir, 'receipts'),
      scansDir: path.join(testDb.dir, 'scans'),
      filesDir: path.join(testDb.dir, 'files'),
      databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
      redisUrl: undefined,
      // Tests run the sweep themselves (sweepExpiredOrders) so timing never decides an assertion.
      expirySweepSeconds: 0,
      ...config,
      demoMode,
    },
  });
  await app.ready();
  return {
    ...testDb,
    app,
    shellDist,
    remotesDir,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** Logs in through the real route and returns the token. */
export async function login(app: FastifyInstance, realm: string, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: new URLSearchParams({ realm, username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().access_token;
}

export const form = (values: Record<string, string>) => ({
  payload: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
