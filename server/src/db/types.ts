// The one data-access interface. Two implementations: PGlite (embedded) and a pg Pool.

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  prepared?: boolean;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /**
   * One statement with $1.. parameters. `prepared`: a hot statement of fixed text, parsed and planned
   * once per connection instead of on every call (PostgreSQL server only).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** An open transaction. */
export interface Transaction extends Queryable {
  /**
   * Runs `sql` (statements without parameters) and the COMMIT in one round trip: the last step of a
   * transaction that holds a contended row lock, so the lock is released without waiting on this
   * process again. When a statement fails nothing is committed and the error is thrown. Nothing may
   * run in the transaction after it.
   */
  execAndCommit(sql: string): Promise<void>;
}

export interface TxOptions {
  /** Statements without parameters sent with the BEGIN in one round trip (the lock a transaction takes first). */
  first?: string;
}

export type DbKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DbKind;
  /**
   * Runs fn in a transaction; commits when it resolves, rolls back when it throws. On a PostgreSQL
   * server a transaction that lost a deadlock or a serialization check is run again (a few times,
   * after a random pause), so fn must do database work only: no files, messages or other effects.
   */
  tx<T>(fn: (q: Transaction) => Promise<T>, options?: TxOptions): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onMessage with the payload of every NOTIFY on `channel`, on a connection of its own;
   * onLost when that connection drops (notifications may then have been missed). Resolves to a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
}
