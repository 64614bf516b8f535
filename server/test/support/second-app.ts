// A second server instance beside a test app: its own process state and folders, the same PostgreSQL
// schema (another pool), as two instances behind a load balancer share one database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { TestApp } from './app';

export interface SecondApp {
  app: FastifyInstance;
  /** The instance's own data folder (nothing in it is shared with the first). */
  dataDir: string;
  close(): Promise<void>;
}

export async function startSecondApp(first: TestApp, config: Partial<AppConfig> = {}): Promise<SecondApp> {
  if (!first.reopen) throw new Error('a second instance shares the database: PostgreSQL only');
  const db = await first.reopen();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-second-'));
  const app = await buildApp({
    db,
    logger: false,
    config: {
      ...first.app.config,
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      receiptsDir: path.join(dataDir, 'receipts'),
      scansDir: path.join(dataDir, 'scans'),
      ...config,
    },
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
