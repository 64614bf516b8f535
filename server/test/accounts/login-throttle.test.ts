// Login throttling through the real login routes: exponential slow-down per (login key, address)
// that a success resets, a rolling cap of 30 wrong guesses per login key per hour from all
// addresses, device cookies that keep a student's own browser working, and per-address limits that
// count failures only, separately for the two login kinds. On PGlite, PostgreSQL and (REDIS_URL) Redis.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { sign } from '@fastify/cookie';
import { ErrorBody, messages } from '@mockexam/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { DEMO } from '../../src/seed/demo-accounts';
import { DEVICE_COOKIE, loginKeyHash } from '../../src/modules/accounts/device-cookie';
import { LIMITS } from '../../src/modules/accounts/throttle';
import { dbKinds } from '../support/db';
import { form, startTestApp, type TestApp } from '../support/app';

interface Store {
  label: string;
  kind: 'pglite' | 'postgres';
  redisUrl?: string;
}

const stores: Store[] = dbKinds().map((kind) => ({ label: kind, kind }));
if (process.env.REDIS_URL) stores.push({ label: 'redis', kind: 'pglite', redisUrl: process.env.REDIS_URL });

/** 10.0.x.y for n: a stranger's many addresses. */
const address = (n: number) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** The device cookie of a login answer, as a Cookie header value. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((each) => each.name === DEVICE_COOKIE);
  assert.ok(cookie, 'a successful login sets the device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

for (const store of stores) {
  describe(`login throttling on ${store.label}`, () => {
    let t: TestApp;
    let candidates: { candidate_no: string; name: string }[];
    let room: { candidate_no: string; name: string }[];
    let next = 0;
    /** A school candidate no other test of this suite uses. */
    const freshCandidate = () => candidates[next++];
    // The database stores keep time by the server's clock, which these tests move; Redis keeps its own.
    const clockMovable = !store.redisUrl;

    before(async () => {
      t = await startTestApp(store.kind, undefined, {
        redisUrl: store.redisUrl,
        redisKeyPrefix: `mockexam-test-${randomBytes(4).toString('hex')}:`,
      });
      const { rows } = await t.db.query<{ candidate_no: string; name: string }>(
        `select candidate_no, name from candidates
          where school_id is not null and candidate_no is not null order by candidate_no limit 80`,
      );
      assert.equal(rows.length, 80);
      candidates = rows.slice(0, 40);
      room = rows.slice(40);
    });
    after(() => t.close());
    afterEach(() => mock.timers.reset());

    const byCandidate = (
      candidate: string,
      name: string,
      remoteAddress = '192.0.2.1',
      headers: Record<string, string> = {},
    ) => {
      const request = form({ candidate, name });
      return t.app.inject({
        method: 'POST',
        url: '/api/user/login_by_candidate',
        payload: request.payload,
        headers: { ...request.headers, ...headers },
        remoteAddress,
      });
    };
    const byPassword = (
      realm: string,
      username: string,
      password: string,
      remoteAddress = '192.0.2.1',
      headers: Record<string, string> = {},
    ) => {
      const request = form({ realm, username, password });
      return t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: request.payload,
        headers: { ...request.headers, ...headers },
        remoteAddress,
      });
    };
    const wait = async (seconds: number) => {
      if (clockMovable) mock.timers.tick(seconds * 1000);
      else await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
    };
    const startClock = (iso: string) => {
      if (clockMovable) mock.timers.enable({ apis: ['Date'], now: new Date(iso) });
    };

    it('slows consecutive failures down exponentially, tells the wait in both languages, and resets on success', async () => {
      startClock('2031-03-10T04:29:00Z');
      const student = freshCandidate();
      for (let i = 1; i <= LIMITS.slowAfter; i++) {
        assert.equal((await byCandidate(student.candidate_no, `wrong ${i}`)).statusCode, 401, `failure ${i}`);
      }
      const slowed = await byCandidate(student.candidate_no, student.name, '192.0.2.1', { 'x-locale': 'en' });
      assert.equal(slowed.statusCode, 429, 'even the right name waits');
      assert.equal(slowed.headers['retry-after'], '1');
      const body = ErrorBody.parse(slowed.json());
      assert.equal(body.code, 'RATE_LIMITED');
      assert.equal(body.msg_en, messages.LOGIN_THROTTLED.en.replace('{wait}', '1 second'));
      assert.equal(body.msg_zh, messages.LOGIN_THROTTLED['zh-hk'].replace('{wait}', '1秒'));
      assert.equal(body.msg, body.msg_en);
      // Another address is not slowed by these failures.
      assert.equal((await byCandidate(student.candidate_no, 'wrong elsewhere', '192.0.2.99')).statusCode, 401);

      await wait(1);
      assert.equal((await byCandidate(student.candidate_no, 'wrong 4')).statusCode, 401);
      const doubled = await byCandidate(student.candidate_no, 'wrong 5');
      assert.equal(doubled.statusCode, 429);
      assert.equal(doubled.headers['retry-after'], '2', 'the wait doubles');
      await wait(2);
      assert.equal((await byCandidate(student.candidate_no, 'wrong 5')).statusCode, 401);
      assert.equal((await byCandidate(student.candidate_no, 'wrong 6')).statusCode, 429);
      await wait(4);
      assert.equal((await byCandidate(student.candidate_no, student.name)).statusCode, 200);
      // The success reset the streak: three more tries before any wait.
      for (let i = 1; i <= LIMITS.slowAfter; i++) {
        assert.equal((await byCandidate(student.candidate_no, `again ${i}`)).statusCode, 401, `after success ${i}`);
      }
      assert.equal((await byCandidate(student.candidate_no, 'again 4')).statusCode, 429);
    });

    it('slows password logins down the same way, per account and address', async () => {
      startClock('2031-03-10T05:00:00Z');
      const { realm, username, password } = DEMO.school;
      for (let i = 1; i <= LIMITS.slowAfter; i++) {
        assert.equal((await byPassword(realm, username, `wrong-${i}`)).statusCode, 401, `failure ${i}`);
      }
      const slowed = await byPassword(realm, username, password);
      assert.equal(slowed.statusCode, 429);
      assert.equal(slowed.headers['retry-after'], '1');
      assert.equal((await byPassword(realm, username, password, '192.0.2.50')).statusCode, 200, 'another address');
      await wait(1);
      assert.equal((await byPassword(realm, username, password)).statusCode, 200);
      assert.equal((await byPassword(realm, username, 'wrong-again')).statusCode, 401, 'the streak was reset');
    });

    // The database stores keep time by the server's clock, which this test moves; Redis keeps its
    // own (its rolling counters are timed in rate-limit.test.ts).
    if (clockMovable) {
      it('refuses the 31st wrong guess on one candidate number within any rolling hour, from any address', async () => {
        const target = freshCandidate();
        const guess = (n: number) => byCandidate(target.candidate_no, `guess ${n}`, address(n));
        startClock('2031-03-10T04:30:00Z');
        assert.equal((await guess(1)).statusCode, 401);
        // 9 guesses just before a clock hour and 20 just after it.
        await wait(29 * 60 + 30);
        for (let n = 2; n <= 10; n++) assert.equal((await guess(n)).statusCode, 401, `guess ${n}`);
        await wait(40);
        for (let n = 11; n <= 30; n++) assert.equal((await guess(n)).statusCode, 401, `guess ${n}`);
        assert.equal((await guess(31)).statusCode, 429, 'the 31st guess within the hour');
        // More than an hour after the first guess, but 29 of them are still within the last hour.
        await wait(31 * 60);
        const refused = await guess(32);
        assert.equal(refused.statusCode, 429, 'no fresh window an hour after the first guess');
        assert.ok(Number(refused.headers['retry-after']) > 25 * 60, 'the wait runs from the latest guesses');
        assert.equal((await byCandidate(target.candidate_no, target.name, address(33))).statusCode, 429);
        // A full hour after the last wrong guess the number answers again.
        await wait(30 * 60);
        assert.equal((await byCandidate(target.candidate_no, target.name, address(34))).statusCode, 200);
      });
    }

    it('lets no more than 30 of 60 simultaneous wrong guesses through', async () => {
      startClock('2031-03-10T05:30:00Z');
      const target = freshCandidate();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, n) => byCandidate(target.candidate_no, `rush ${n}`, address(700 + n))),
      );
      const statuses = answers.map((response) => response.statusCode);
      assert.equal(statuses.filter((status) => status === 401).length, LIMITS.perKeyPerHour);
      assert.equal(statuses.filter((status) => status === 429).length, 60 - LIMITS.perKeyPerHour);
    });

    it("a student's own browser still logs in after strangers used up the number's guesses", async () => {
      startClock('2031-03-10T06:00:00Z');
      const student = freshCandidate();
      const own = await byCandidate(student.candidate_no, student.name, '198.51.100.7');
      assert.equal(own.statusCode, 200);
      const setCookie = String(own.headers['set-cookie']);
      assert.match(setCookie, /HttpOnly/i);
      assert.match(setCookie, /SameSite=Strict/i);
      assert.match(setCookie, /Path=\/api\/user\/login_by_candidate(;|$)/);
      assert.match(setCookie, /Max-Age=31536000/);
      assert.doesNotMatch(setCookie, /Secure/, 'plain http: not Secure');
      const cookie = deviceCookie(own);
      assert.ok(!cookie.includes(student.candidate_no) && !cookie.includes(encodeURIComponent(student.name)));

      for (let n = 1; n <= LIMITS.perKeyPerHour; n++) {
        assert.equal((await byCandidate(student.candidate_no, `stranger ${n}`, address(100 + n))).statusCode, 401);
      }
      assert.equal((await byCandidate(student.candidate_no, 'stranger 31', address(200))).statusCode, 429);
      assert.equal(
        (await byCandidate(student.candidate_no, student.name, '198.51.100.8')).statusCode,
        429,
        'a browser without the cookie is refused while the cap is in force',
      );
      // Own browser, even from a stranger's address (a school's shared one).
      const again = await byCandidate(student.candidate_no, student.name, address(101), { cookie });
      assert.equal(again.statusCode, 200);

      // A forged, unsigned or other account's cookie gives no exemption.
      const value = decodeURIComponent(cookie.slice(DEVICE_COOKIE.length + 1));
      const [entry] = value.split('.');
      const other = freshCandidate();
      const forged = [
        `${DEVICE_COOKIE}=${encodeURIComponent(entry)}`,
        `${DEVICE_COOKIE}=${encodeURIComponent(sign(entry, 'not-the-server-secret'))}`,
        `${DEVICE_COOKIE}=${encodeURIComponent(`${loginKeyHash(`candidate:${student.candidate_no}`)}:${'A'.repeat(22)}.x`)}`,
      ];
      for (const header of forged) {
        const response = await byCandidate(student.candidate_no, student.name, '198.51.100.9', { cookie: header });
        assert.equal(response.statusCode, 429, header);
      }
      const otherLogin = await byCandidate(other.candidate_no, other.name, '198.51.100.10');
      assert.equal(otherLogin.statusCode, 200);
      const othersCookie = deviceCookie(otherLogin);
      assert.equal(
        (await byCandidate(student.candidate_no, student.name, '198.51.100.10', { cookie: othersCookie })).statusCode,
        429,
        "another account's device cookie",
      );
    });

    if (clockMovable) {
      it('a stolen device cookie has its own failure limit', async () => {
        startClock('2031-03-10T07:00:00Z');
        const student = freshCandidate();
        const own = await byCandidate(student.candidate_no, student.name, '198.51.100.20');
        const cookie = deviceCookie(own);
        for (let n = 1; n <= LIMITS.perKeyPerHour; n++) {
          await byCandidate(student.candidate_no, `stranger ${n}`, address(300 + n));
        }
        // The cookie's holder guesses: slowed like anyone, then no longer trusted after 10 failures.
        for (let n = 1; n <= LIMITS.perDevicePerHour; n++) {
          const response = await byCandidate(student.candidate_no, `thief ${n}`, '203.0.113.5', { cookie });
          assert.equal(response.statusCode, 401, `thief ${n}`);
          await wait(LIMITS.maxWaitSeconds);
        }
        assert.equal(
          (await byCandidate(student.candidate_no, 'thief 11', '203.0.113.5', { cookie })).statusCode,
          429,
          'the cookie falls back to the number, whose cap is in force',
        );
      });
    }

    it('a password account keeps its device too (per-account cap of 30 an hour)', async () => {
      startClock('2031-03-10T08:00:00Z');
      const { realm, username, password } = DEMO.school2;
      const own = await byPassword(realm, username, password, '198.51.100.30');
      assert.equal(own.statusCode, 200);
      assert.match(String(own.headers['set-cookie']), /Path=\/api\/user\/login(;|$)/);
      const cookie = deviceCookie(own);
      for (let n = 1; n <= LIMITS.perKeyPerHour; n++) {
        assert.equal((await byPassword(realm, username, `guess-${n}`, address(400 + n))).statusCode, 401, `${n}`);
      }
      assert.equal((await byPassword(realm, username, 'guess-31', address(450))).statusCode, 429);
      assert.equal((await byPassword(realm, username, password, '198.51.100.31')).statusCode, 429);
      assert.equal((await byPassword(realm, username, password, '198.51.100.31', { cookie })).statusCode, 200);
    });

    it('a computer room behind one address: 40 students mistyping three times each all still log in', async () => {
      startClock('2031-03-10T09:00:00Z');
      const shared = '192.0.2.200';
      for (const student of room) {
        for (let i = 1; i <= 3; i++) {
          assert.equal((await byCandidate(student.candidate_no, `typo ${i}`, shared)).statusCode, 401);
        }
      }
      // Each student's third typo in a row asks for a second's pause.
      await wait(1);
      for (const student of room) {
        const response = await byCandidate(student.candidate_no, student.name, shared);
        assert.equal(response.statusCode, 200, student.candidate_no);
      }
    });
  });

  describe(`login throttling on ${store.label} with LOGIN_FAILURES_PER_ADDRESS=5 behind a proxy (TRUST_PROXY)`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(store.kind, undefined, {
        redisUrl: store.redisUrl,
        redisKeyPrefix: `mockexam-test-${randomBytes(4).toString('hex')}:`,
        loginFailuresPerAddress: 5,
        trustProxy: true,
      });
    });
    after(() => t.close());

    it('marks the device cookie Secure when the request came over https', async () => {
      const student = DEMO.schoolCandidate;
      const request = form({ candidate: student.candidate_no, name: student.name });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login_by_candidate',
        payload: request.payload,
        headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.90' },
        remoteAddress: '10.255.0.1',
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['set-cookie']), /; Secure/);
    });

    it('count failures only, separately for password and candidate logins', async () => {
      const school = '192.0.2.77';
      const student = DEMO.schoolCandidateByNumber;
      const candidate = (candidate: string, name: string, remoteAddress = school) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login_by_candidate',
          ...form({ candidate, name }),
          remoteAddress,
        });
      const password = (username: string, secret: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          ...form({ realm: DEMO.school.realm, username, password: secret }),
          remoteAddress: school,
        });
      // Successes never count.
      for (let i = 0; i < 12; i++) assert.equal((await candidate(student.candidate_no, student.name)).statusCode, 200);
      for (let n = 1; n <= 5; n++) {
        assert.equal((await candidate(`3000${String(n).padStart(4, '0')}`, 'nobody')).statusCode, 401, `${n}`);
      }
      const refused = await candidate('30009999', 'nobody');
      assert.equal(refused.statusCode, 429, 'the sixth failure from the address within 15 minutes');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await candidate('30009999', 'nobody', '192.0.2.78')).statusCode, 401, 'another address');
      // Password logins from the same address have their own count.
      assert.equal((await password(DEMO.school.username, 'wrong')).statusCode, 401);
      assert.equal((await password(DEMO.school.username, DEMO.school.password)).statusCode, 200);
    });
  });
}

if (dbKinds().includes('postgres')) {
  describe('login throttling shared by two server instances over one PostgreSQL', () => {
    let t: TestApp;
    let second: FastifyInstance;
    before(async () => {
      t = await startTestApp('postgres');
      const db = await t.reopen!();
      second = await buildApp({
        db,
        logger: false,
        config: {
          dataDir: t.dir,
          shellDist: t.shellDist,
          remotesDir: t.remotesDir,
          databaseUrl: process.env.DATABASE_URL,
          redisUrl: undefined,
          expirySweepSeconds: 0,
          demoMode: true,
        },
      });
      await second.ready();
    });
    after(async () => {
      await second.close();
      await t.close();
    });

    it("count guesses on either instance together, and honour each other's device cookies", async () => {
      const student = DEMO.schoolCandidateByNumber;
      const on = (app: FastifyInstance, name: string, remoteAddress: string, cookie?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/login_by_candidate',
          headers: { ...form({}).headers, ...(cookie ? { cookie } : {}) },
          payload: form({ candidate: student.candidate_no, name }).payload,
          remoteAddress,
        });
      const own = await on(t.app, student.name, '198.51.100.40');
      assert.equal(own.statusCode, 200);
      const cookie = deviceCookie(own);
      for (let n = 1; n <= LIMITS.perKeyPerHour; n++) {
        const app = n % 2 ? t.app : second;
        assert.equal((await on(app, `stranger ${n}`, address(500 + n))).statusCode, 401, `${n}`);
      }
      assert.equal((await on(t.app, 'stranger 31', address(600))).statusCode, 429);
      assert.equal((await on(second, 'stranger 32', address(601))).statusCode, 429);
      assert.equal((await on(second, student.name, '198.51.100.41')).statusCode, 429);
      assert.equal((await on(second, student.name, '198.51.100.41', cookie)).statusCode, 200);
    });
  });
}
