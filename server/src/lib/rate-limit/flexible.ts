// rate-limiter-flexible counters shared by every server instance: in the database (a pg Pool or the
// embedded PGlite, both behind Db) or in Redis when REDIS_URL is set.
//
// The library's windows start at a key's first point, not at the clock. A `rolling` counter goes
// further: every point pushes its expiry to a full window from now, so it is forgotten only after a
// whole window without points and therefore never holds more than `points` within any window.
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db';

export interface CounterOptions {
  /** Names the counter; part of every key. */
  name: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  rolling?: boolean;
}

export interface CounterStore {
  counter(options: CounterOptions): RateLimiterAbstract;
  /** Forgets expired database rows (Redis expires keys itself). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

const TABLE = 'login_throttle';

/** The library's PostgreSQL statements run through Db, so PGlite and a pg Pool behave alike. */
function dbClient(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.query(q.text, q.values);
      // PGlite counts affected rows only: a select that found its row must not read as "none".
      return { rows: result.rows, rowCount: Math.max(result.rowCount, result.rows.length) };
    },
  };
}

interface PostgresInternals {
  _upsert(key: string, points: number, msDuration: number, forceExpire?: boolean): Promise<unknown>;
  _query(q: { name?: string; text: string; values: unknown[] }): Promise<unknown>;
}

/** RateLimiterPostgres whose added points also move the expiry a full window ahead. */
class RollingPostgres extends RateLimiterPostgres {
  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<unknown> {
    const self = this as unknown as PostgresInternals;
    if (forceExpire || points <= 0 || msDuration <= 0) {
      return (RateLimiterPostgres.prototype as unknown as PostgresInternals)._upsert.call(
        this,
        key,
        points,
        msDuration,
        forceExpire,
      );
    }
    const now = Date.now();
    return self._query({
      text: `insert into ${TABLE} (key, points, expire) values ($1, $2, $3)
             on conflict (key) do update set
               points = case when ${TABLE}.expire <= $4 then $2 else ${TABLE}.points + $2 end,
               expire = $3
             returning points, expire`,
      values: [key, points, now + msDuration, now],
    });
  }
}

/** The library's increment script, except that every increment (not only the first) sets the expiry. */
const rollingIncrScript = `local consumed = redis.call('incrby', KEYS[1], ARGV[1])
if tonumber(ARGV[1]) > 0 or redis.call('pttl', KEYS[1]) < 0 then
  redis.call('pexpire', KEYS[1], math.floor(tonumber(ARGV[2]) * 1000))
end
return {consumed, redis.call('pttl', KEYS[1])}`;

export function createCounterStore(db: Db, redisUrl?: string, redisPrefix = 'mockexam:'): CounterStore {
  if (redisUrl) {
    // lazyConnect: an app that is built but never used opens no connection. The library defines its
    // increment script as a command on the client, so rolling counters get a client of their own.
    const plain = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    const rollingClient = plain.duplicate();
    return {
      counter: ({ name, points, duration, rolling }) =>
        new RateLimiterRedis({
          storeClient: rolling ? rollingClient : plain,
          keyPrefix: `${redisPrefix}lt:${name}`,
          points,
          duration,
          ...(rolling ? { customIncrTtlLuaScript: rollingIncrScript } : {}),
        }),
      async sweep() {},
      async close() {
        for (const redis of [plain, rollingClient]) {
          if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
          else await redis.quit().catch(() => redis.disconnect());
        }
      },
    };
  }
  const storeClient = dbClient(db);
  return {
    counter: ({ name, points, duration, rolling }) => {
      const options = {
        storeClient,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        // Sweeping is the sweep() below: the library's timer would outlive a closed database.
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration,
      };
      return rolling ? new RollingPostgres(options) : new RateLimiterPostgres(options);
    },
    async sweep() {
      // Rows an hour past their expiry: nothing reads them any more.
      await db.query(`delete from ${TABLE} where expire < $1`, [Date.now() - 3_600_000]);
    },
    async close() {},
  };
}
