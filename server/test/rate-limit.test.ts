import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createDbRateLimiter } from '../src/lib/rate-limit/postgres';
import { createRedisRateLimiter } from '../src/lib/rate-limit/redis';
import type { RateLimiter } from '../src/lib/rate-limit';
import { migrate } from '../src/db/migrate';
import { createTestDb, dbKinds, type TestDb } from './support/db';

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
