// Applies server/migrations/NNN_name.sql in order, once each, in one transaction.
// pg_advisory_xact_lock makes instances that start together take turns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './types';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
/** Arbitrary constant shared by every instance: 'MOCK' in ASCII. */
export const MIGRATION_LOCK_KEY = 0x4d4f434b;

const FILE_NAME = /^\d{3}_[a-z0-9_]+\.sql$/;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => FILE_NAME.test(file))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(path.join(dir, file), 'utf8') }));
}

export async function lockMigrations(q: Queryable): Promise<void> {
  await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/** Returns the names applied by this call (empty when the schema was up to date). */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = listMigrations(dir);
  return db.tx(async (q) => {
    await lockMigrations(q);
    await q.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await q.query<{ name: string }>('select name from schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await q.exec(migration.sql);
      await q.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}
