// The job queue: a job written in a rolled-back transaction never runs, a committed one runs once, a
// handler that throws is tried again, and two app instances on one PostgreSQL run each job once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';
import { closeWithJobs } from './fixture';
import { startPgBossQueue, type JobQueue } from '../../src/lib/jobs';
import type { Db } from '../../src/db';

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of dbKinds()) {
  describe(`job queue on ${kind}`, () => {
    let t: TestApp;
    const runs: number[] = [];
    let failuresLeft = 1;
    before(async () => {
      t = await startTestApp(kind);
      await t.app.jobs.createQueue('queue-test', { retryDelaySeconds: 1 });
      await t.app.jobs.work<{ n: number }>(
        'queue-test',
        async ({ n }) => {
          runs.push(n);
          if (n === 3 && failuresLeft-- > 0) throw new Error('first try fails');
        },
        { pollingSeconds: 0.5 },
      );
    });
    after(() => closeWithJobs(t));

    it('runs a committed job once and never one whose transaction rolled back', async () => {
      await t.db.tx(async (tx) => {
        await t.app.jobs.send('queue-test', { n: 1 }, { db: tx });
      });
      await t.db
        .tx(async (tx) => {
          await t.app.jobs.send('queue-test', { n: 2 }, { db: tx });
          throw new Error('the change fails');
        })
        .catch(() => {});
      assert.ok(await until(() => runs.includes(1)));
      await pause(1500);
      assert.deepEqual(
        runs.filter((n) => n !== 3),
        [1],
      );
    });

    it('tries a failed job again with back-off until it passes', async () => {
      await t.db.tx(async (tx) => {
        await t.app.jobs.send('queue-test', { n: 3 }, { db: tx });
      });
      assert.ok(await until(() => runs.filter((n) => n === 3).length === 2));
      await pause(1500);
      assert.equal(runs.filter((n) => n === 3).length, 2);
    });
  });
}

if (process.env.DATABASE_URL) {
  describe('job queue with two instances on one PostgreSQL', () => {
    let t: TestApp;
    let second: { db: Db; jobs: JobQueue };
    before(async () => {
      t = await startTestApp('postgres');
      const db = await t.reopen!();
      const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
      second = { db, jobs: await startPgBossQueue(db, { schema: `${rows[0].schema}_jobs` }) };
    });
    after(async () => {
      await second.jobs.close();
      await closeWithJobs(t);
    });

    it('runs each of 40 jobs exactly once across both', async () => {
      const seen: { n: number; by: string }[] = [];
      for (const [name, jobs] of [
        ['one', t.app.jobs],
        ['two', second.jobs],
      ] as const) {
        await jobs.createQueue('queue-shared');
        await jobs.work<{ n: number }>(
          'queue-shared',
          async ({ n }) => {
            await pause(20);
            seen.push({ n, by: name });
          },
          { pollingSeconds: 0.5, concurrency: 2 },
        );
      }
      for (let n = 0; n < 40; n += 1) {
        await t.db.tx(async (tx) => {
          await t.app.jobs.send('queue-shared', { n }, { db: tx });
        });
      }
      assert.ok(await until(() => seen.length >= 40, 30_000));
      await pause(1500);
      assert.equal(seen.length, 40);
      assert.deepEqual(new Set(seen.map((s) => s.n)).size, 40);
      assert.ok(new Set(seen.map((s) => s.by)).size === 2, 'both instances took jobs');
    });
  });
}
