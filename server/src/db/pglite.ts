// Embedded PostgreSQL (WASM) stored in a data folder: the zero-setup default.
import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { OID, parseDate, parseInt8, parseNumeric } from './type-parsers';
import type { Db, Queryable, QueryResult } from './types';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** Start from a dumped data folder (tests use it to skip initdb). */
  loadDataDir?: Blob;
}

/** Opens (creating if needed) the PGlite database in `dataDir`; in memory when dataDir is undefined. */
export async function createPgliteDb(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    loadDataDir: options.loadDataDir,
    parsers: {
      [OID.INT8]: parseInt8,
      [OID.NUMERIC]: parseNumeric,
      [OID.DATE]: parseDate,
      [types.TIMESTAMPTZ]: (value: string) => new Date(value),
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite has one connection; its transaction() queues other work until it finishes.
    // One connection, nobody to wait on a lock: the statements run, then transaction() commits.
    tx: (fn, options = {}) =>
      pg.transaction(async (tx) => {
        if (options.first) await tx.exec(options.first);
        return fn({ ...wrap(tx), execAndCommit: (sql) => tx.exec(sql).then(() => {}) });
      }),
    close: () => pg.close(),
    // One process, one connection: nothing to lose, so onLost is never called.
    listen: async (channel, onMessage) => {
      const stop = await pg.listen(channel, onMessage);
      return () => stop();
    },
    dump: () => pg.dumpDataDir('none'),
  } as Db & { dump(): Promise<Blob> };
}
