// A deadlock of order creation and ticket issue, reproduced step by step on PostgreSQL, and the two remedies:
// the lock modes of the lock order (seats.ts) and the retry of a deadlock victim.
//
// A candidate submits an order while a payment for one of the candidate's earlier orders issues its
// ticket, both on one venue session. Order creation locks the candidate row first, then inserts its
// item, whose foreign-key check takes KEY SHARE on the session row. Ticket issue locks the session
// row, then inserts the ticket, whose foreign-key check takes KEY SHARE on the candidate row. With
// FOR UPDATE on either side each waits for the other and PostgreSQL kills one of them; FOR NO KEY
// UPDATE (which still serialises the writers) does not conflict with KEY SHARE.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { txRetryCounts, withTxRetries } from '../../src/db/retry';

describe('retrying a transaction that lost a race', () => {
  it('runs a deadlock victim again and counts it; other errors go straight through', async () => {
    const before = txRetryCounts.deadlock;
    let runs = 0;
    const answer = await withTxRetries(async () => {
      runs += 1;
      if (runs < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    assert.equal(answer, 'done');
    assert.equal(runs, 3);
    assert.equal(txRetryCounts.deadlock - before, 2);
    let plain = 0;
    await assert.rejects(
      withTxRetries(async () => {
        plain += 1;
        throw Object.assign(new Error('unique violation'), { code: '23505' });
      }),
      /unique violation/,
    );
    assert.equal(plain, 1);
  });

  it('gives up after its attempts and lets the deadlock through (the route answers 503)', async () => {
    let runs = 0;
    await assert.rejects(
      withTxRetries(
        async () => {
          runs += 1;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
      (error: { code?: string }) => error.code === '40P01',
    );
    assert.equal(runs, 3);
  });
});

if (process.env.DATABASE_URL) {
  describe('the lock order on PostgreSQL', () => {
    const schema = `deadlock_${randomBytes(4).toString('hex')}`;
    const connectionString = process.env.DATABASE_URL as string;
    const admin = new pg.Client({ connectionString });
    before(async () => {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.query(`set search_path = ${schema}`);
      await admin.query('create table candidates (id int primary key)');
      await admin.query('create table sessions (id int primary key, seats int not null default 0)');
      await admin.query('create table items (session_id int not null references sessions (id))');
      await admin.query('create table tickets (candidate_id int not null references candidates (id))');
      await admin.query('insert into candidates (id) values (1); insert into sessions (id) values (1)');
    });
    after(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });

    async function client(): Promise<pg.Client> {
      const c = new pg.Client({ connectionString, options: `-c search_path=${schema}` });
      await c.connect();
      await c.query('begin');
      return c;
    }

    /** The interleaving above with the two lock clauses; answers the SQLSTATEs of the statements that failed. */
    async function interleave(candidateLock: string, sessionLock: string): Promise<string[]> {
      const [ordering, paying] = await Promise.all([client(), client()]);
      try {
        await ordering.query(`select id from candidates where id = 1 ${candidateLock}`); // createOrder's first lock
        await paying.query(`select id from sessions where id = 1 ${sessionLock}`); // issueTickets' lock
        const item = ordering.query('insert into items (session_id) values (1)');
        await new Promise((r) => setTimeout(r, 50));
        const ticket = paying.query('insert into tickets (candidate_id) values (1)');
        const settled = await Promise.allSettled([item, ticket]);
        return settled.flatMap((s) => (s.status === 'rejected' ? [(s.reason as { code: string }).code] : []));
      } finally {
        for (const c of [ordering, paying]) {
          await c.query('rollback').catch(() => {});
          await c.end();
        }
      }
    }

    it('FOR UPDATE on the candidate and the session, as before, deadlocks (the fault)', async () => {
      assert.deepEqual(await interleave('for update', 'for update'), ['40P01']);
    });

    it('FOR NO KEY UPDATE on both, as order creation and ticket issue now lock, does not', async () => {
      assert.deepEqual(await interleave('for no key update', 'for no key update'), []);
    });
  });
}
