// Test databases: a fresh PGlite in a temp folder, and, when DATABASE_URL is set, a fresh
// schema on that PostgreSQL server (dropped afterwards). Every suite runs on each.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Db, DbKind } from '../../src/db';
import { pgliteFromTemplate } from './pglite-template';
import { createPostgresDb } from '../../src/db/postgres';

export interface TestDb {
  db: Db;
  /** A temp folder for the test's files (PGlite data, receipts, shell, remotes). */
  dir: string;
  /** Opens another connection to the same database (PostgreSQL only). */
  reopen?: () => Promise<Db>;
  cleanup(): Promise<void>;
}

/** The databases the suites run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function dbKinds(): DbKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh database. `seeded` PGlite databases start from a cached migrated-and-seeded
 * copy (see pglite-template.ts); PostgreSQL ones are prepared by the caller.
 */
export async function createTestDb(kind: DbKind, template: 'blank' | 'seeded' = 'blank'): Promise<TestDb> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-test-'));
  if (kind === 'pglite') {
    const db = await pgliteFromTemplate(path.join(dir, 'pglite'), template);
    return {
      db,
      dir,
      async cleanup() {
        await db.close();
        // Retried: a demo server draws its scanned pages after it listens, and may still be writing one.
        await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      },
    };
  }
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const opened: Db[] = [];
  const open = async () => {
    const db = await createPostgresDb({ connectionString, schema, max: 20 });
    opened.push(db);
    return db;
  };
  const db = await open();
  return {
    db,
    dir,
    reopen: open,
    async cleanup() {
      await db.query(`drop schema if exists ${schema} cascade`);
      // The job queue keeps its tables beside the confined schema (src/lib/jobs).
      await db.query(`drop schema if exists ${schema}_jobs cascade`);
      for (const each of opened) await each.close();
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
