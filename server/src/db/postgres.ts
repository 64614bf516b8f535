// A PostgreSQL server through a pg Pool, for DATABASE_URL deployments with several instances.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { withTxRetries } from './retry';
import { OID, parseDate, parseInt8, parseNumeric } from './type-parsers';
import type { Db, Queryable, QueryOptions, QueryResult, Transaction, TxOptions } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Confine every connection to one schema (tests use a fresh schema per run). */
  schema?: string;
  max?: number;
  /** Told of every transaction run again after a deadlock or serialization failure. */
  onTxRetry?: (error: unknown, attempt: number) => void;
}

const typeParsers = {
  getTypeParser(oid: number, format?: string) {
    if (oid === OID.INT8) return parseInt8;
    if (oid === OID.NUMERIC) return parseNumeric;
    if (oid === OID.DATE) return parseDate;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const names = new Map<string, string>();
/** A prepared statement's name: the same text gets the same name on every connection. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      const result = options?.prepared
        ? await target.query({ name: statementName(sql), text: sql, values: params })
        : await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

async function runTx<T>(pool: pg.Pool, fn: (q: Transaction) => Promise<T>, options: TxOptions): Promise<T> {
  const client = await pool.connect();
  let committed = false;
  const transaction: Transaction = {
    ...wrap(client),
    async execAndCommit(sql) {
      // The simple protocol runs several statements in one message and stops at the first error,
      // so a failed statement leaves the COMMIT unrun and the transaction to be rolled back.
      await client.query(`${sql};\ncommit`);
      committed = true;
    },
  };
  try {
    await client.query(options.first ? `begin;\n${options.first}` : 'begin');
    const result = await fn(transaction);
    if (!committed) await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  if (options.schema && !SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name ${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  if (options.schema) await pool.query(`create schema if not exists ${options.schema}`);
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    // A transaction function does database work only, so a deadlock victim can simply run again.
    tx: (fn, txOptions = {}) => withTxRetries(() => runTx(pool, fn, txOptions), { onRetry: options.onTxRetry }),
    close: () => pool.end(),
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({ connectionString: options.connectionString, options: pool.options.options });
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        onLost();
      };
      client.on('error', lose);
      client.on('end', lose);
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      return async () => {
        lost = true; // a deliberate stop is not a loss
        await client.end().catch(() => {});
      };
    },
  };
}
