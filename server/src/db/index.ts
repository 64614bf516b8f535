// Picks the database: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR.
import path from 'node:path';
import type { Db } from './types';

export interface DbConfig {
  databaseUrl?: string;
  databaseSchema?: string;
  databasePoolMax?: number;
  dataDir: string;
}

export async function openDb(config: DbConfig): Promise<Db> {
  // Imported on demand: a PostgreSQL deployment never loads the WASM build, and vice versa.
  if (config.databaseUrl) {
    const { createPostgresDb } = await import('./postgres');
    return createPostgresDb({
      connectionString: config.databaseUrl,
      schema: config.databaseSchema,
      max: config.databasePoolMax,
    });
  }
  const { createPgliteDb } = await import('./pglite');
  return createPgliteDb(path.join(config.dataDir, 'pglite'));
}

export type { Db, Queryable, QueryOptions, QueryResult, DbKind, Transaction } from './types';
