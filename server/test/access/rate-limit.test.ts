import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createDbRateLimiter } from '../../src/lib/rate-limit/postgres';
import { createRedisRateLimiter } from '../../src/lib/rate-limit/redis';
import { createCounterStore, type CounterStore } from '../../src/lib/rate-limit/flexible';
import type { RateLimiter } from '../../src/lib/rate-limit';
import { migrate } from '../../src/db/migrate';
import { createTestDb, dbKinds, type TestDb } from '../support/db';

function limiterContract(name: string, make: () => Promise<{ limiter: RateLimiter; done: () => Promise<void> }>) {
  describe(`rate limiter: ${name}`, () => {
    let limiter: RateLimiter;
    let done: () => Promise<void>;
    before(async () => {
      ({ limiter, done } = await make());
    });
    after(() => done());

    it('counts hits per subject within the window', async () => {
      const rule = { name: `t-${randomBytes(4).toString('hex')}`, limit: 3, windowSeconds: 3600 };
      assert.equal((await limiter.peek(rule, 'a')).count, 0);
      for (let i = 1; i <= 4; i++) assert.equal((await limiter.hit(rule, 'a')).count, i);
      assert.equal((await limiter.peek(rule, 'a')).count, 4);
      assert.equal((await limiter.peek(rule, 'b')).count, 0, 'subjects are separate');
      const state = await limiter.peek(rule, 'a');
      assert.ok(state.retryAfterSeconds > 0 && state.retryAfterSeconds <= 3600);
    });

    it('counts concurrent hits exactly (shared by every instance)', async () => {
      const rule = { name: `c-${randomBytes(4).toString('hex')}`, limit: 100, windowSeconds: 3600 };
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, 'x')));
      assert.deepEqual(
        results.map((r) => r.count).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });
  });
}

for (const kind of dbKinds()) {
  let t: TestDb;
  limiterContract(`database (${kind})`, async () => {
    t = await createTestDb(kind);
    await migrate(t.db);
    return { limiter: createDbRateLimiter(t.db), done: () => t.cleanup() };
  });
}

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  limiterContract('redis', async () => {
    const limiter = createRedisRateLimiter(redisUrl, `mockexam-test:${randomBytes(4).toString('hex')}:`);
    return { limiter, done: () => limiter.close() };
  });
}

/** The login throttle's counters (rate-limiter-flexible on the database or Redis), in real time. */
function counterContract(name: string, make: () => Promise<{ store: CounterStore; done: () => Promise<void> }>) {
  describe(`login counters: ${name}`, () => {
    let store: CounterStore;
    let done: () => Promise<void>;
    before(async () => {
      ({ store, done } = await make());
    });
    after(() => done());
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('a rolling counter forgets only after a whole window without points', async () => {
      const counter = store.counter({
        name: `r-${randomBytes(4).toString('hex')}`,
        points: 10,
        duration: 2,
        rolling: true,
      });
      const plain = store.counter({ name: `p-${randomBytes(4).toString('hex')}`, points: 10, duration: 2 });
      for (const limiter of [counter, plain]) await limiter.consume('k');
      await pause(1200);
      for (const limiter of [counter, plain]) await limiter.consume('k');
      await pause(1200);
      // 2.4 s after the first point: the plain window (from the first point) has ended, the rolling one has not.
      assert.equal((await counter.consume('k')).consumedPoints, 3);
      assert.equal((await plain.consume('k')).consumedPoints, 1);
      await pause(2200);
      assert.equal(await counter.get('k'), null, 'a whole quiet window forgets it');
    });

    it('counts concurrent points exactly', async () => {
      const counter = store.counter({
        name: `c-${randomBytes(4).toString('hex')}`,
        points: 100,
        duration: 60,
        rolling: true,
      });
      const results = await Promise.all(Array.from({ length: 20 }, () => counter.consume('x')));
      assert.deepEqual(
        results.map((r) => r.consumedPoints).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      await counter.reward('x');
      assert.equal((await counter.get('x'))?.consumedPoints, 19, 'a reward gives a point back');
    });
  });
}

for (const kind of dbKinds()) {
  let t: TestDb;
  counterContract(`database (${kind})`, async () => {
    t = await createTestDb(kind);
    await migrate(t.db);
    return { store: createCounterStore(t.db), done: () => t.cleanup() };
  });
}

if (redisUrl) {
  let t: TestDb;
  counterContract('redis', async () => {
    t = await createTestDb('pglite');
    const store = createCounterStore(t.db, redisUrl, `mockexam-test:${randomBytes(4).toString('hex')}:`);
    return {
      store,
      done: async () => {
        await store.close();
        await t.cleanup();
      },
    };
  });
}
