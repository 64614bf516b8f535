// Demo mode and production mode: demo conveniences never reach a production database.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isDemoMode, loadConfig, smsProviderName } from '../../src/config';
import { createPostgresDb } from '../../src/db/postgres';
import { createConsoleSmsProvider } from '../../src/modules/sms/console-provider';
import { codeText } from '../../src/modules/sms/provider';
import { DEMO } from '../../src/seed/demo-accounts';
import { demoAccountsWithDemoPasswords } from '../../src/seed/demo-leftovers';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';
import { newCandidate } from '../support/orders';

/** A port nobody listens on now (never assume one is free). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('which mode a server runs in', () => {
  it('demo mode is the embedded database outside production, unless DEMO_MODE says otherwise', () => {
    assert.equal(isDemoMode({}), true);
    assert.equal(isDemoMode({ DATABASE_URL: 'postgres://db/mockexam' }), false);
    assert.equal(isDemoMode({ NODE_ENV: 'production' }), false);
    assert.equal(isDemoMode({ DATABASE_URL: 'postgres://db/mockexam', DEMO_MODE: 'true' }), true);
    assert.equal(isDemoMode({ DEMO_MODE: 'false' }), false);
    assert.throws(() => isDemoMode({ DEMO_MODE: 'maybe' }), /DEMO_MODE must be true or false/);
  });

  it('outside demo mode the console SMS provider must be chosen on purpose', () => {
    assert.equal(smsProviderName({ demoMode: true, sms: {} }), 'console');
    assert.throws(() => smsProviderName({ demoMode: false, sms: {} }), /SMS_PROVIDER is not set/);
    assert.equal(smsProviderName({ demoMode: false, sms: { provider: 'console' } }), 'console');
    assert.equal(smsProviderName({ demoMode: false, sms: { provider: 'http' } }), 'http');
  });

  it('the SMS limits an operator sets are whole numbers from 1 to 1,000,000; unset keeps the default rule', () => {
    assert.equal(loadConfig({}).smsVerifyHourlyPerAddress, undefined);
    assert.equal(loadConfig({ SMS_VERIFY_HOURLY_PER_ADDRESS: '500' }).smsVerifyHourlyPerAddress, 500);
    assert.equal(loadConfig({ SMS_DAILY_PER_ADDRESS: '1000' }).smsDailyPerAddress, 1000);
    for (const bad of ['0', '-5', '2.5', 'many', '1000001'])
      assert.throws(() => loadConfig({ SMS_DAILY_PER_ADDRESS: bad }), /SMS_DAILY_PER_ADDRESS must be a whole number/);
    assert.throws(() => loadConfig({ SMS_VERIFY_HOURLY_PER_ADDRESS: 'x' }), /SMS_VERIFY_HOURLY_PER_ADDRESS must be/);
  });

  it('a configuration with several bad variables names every one of them at once', () => {
    const bad = {
      PORT: '99999',
      TRUST_PROXY: 'sometimes',
      LOG_LEVEL: 'loud',
      SMS_PROVIDER: 'pigeon',
      DATABASE_POOL_MAX: '0',
    };
    assert.throws(
      () => loadConfig(bad),
      (error: Error) =>
        ['PORT', 'TRUST_PROXY', 'LOG_LEVEL', 'SMS_PROVIDER', 'DATABASE_POOL_MAX'].every((name) =>
          error.message.includes(name),
        ),
    );
    const good = loadConfig({ PORT: '3000', TRUST_PROXY: '1', LOG_LEVEL: 'warn', SERVE_STATIC: 'false' });
    assert.deepEqual([good.port, good.trustProxy, good.logLevel, good.serveStatic], [3000, true, 'warn', false]);
  });

  it('a production server without an SMS provider refuses to start and says why', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', DEMO_MODE: '', SMS_PROVIDER: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(started.status, 1, started.stderr);
    assert.match(started.stderr, /The server will not start: SMS_PROVIDER is not set/);
  });

  it('the console provider keeps and logs codes only in demo mode', async () => {
    const code = '493817';
    for (const keepCodes of [true, false]) {
      const logged: unknown[] = [];
      const stored: unknown[][] = [];
      const log = { info: (...args: unknown[]) => logged.push(args) } as never;
      const db = { query: async (_sql: string, params: unknown[]) => stored.push(params) } as never;
      await createConsoleSmsProvider(db, log, { keepCodes }).send({
        phone: '91234567',
        purpose: 'reset',
        code,
        text: codeText(code, 5),
      });
      assert.equal(JSON.stringify(logged).includes(code), keepCodes, `code in the log: ${keepCodes}`);
      assert.equal(JSON.stringify(stored).includes(code), keepCodes, `code in the table: ${keepCodes}`);
    }
  });
});

for (const kind of dbKinds()) {
  describe(`a demo database served in production mode on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('is found out: the demo accounts that still open with their published passwords are named', async () => {
      const found = await demoAccountsWithDemoPasswords(t.db);
      assert.ok(found.includes('staff-realm/admin'), found.join(', '));
      assert.ok(found.includes('candidate-realm/91234567'));
    });
  });

  describe(`production mode on an empty ${kind} database`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, undefined, { demoMode: false, sms: { provider: 'console' } });
    });
    after(() => t.close());

    const count = async (table: string) =>
      (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

    it('seeds the reference data and no demo account, cycle or report', async () => {
      assert.equal(await count('subjects'), 4);
      assert.equal(await count('postage_methods'), 7);
      assert.ok((await count('schools')) >= 15);
      assert.ok((await count('public_holidays')) > 0);
      assert.equal(await count('users'), 0);
      assert.equal(await count('exam_cycles'), 0);
      assert.equal(await count('candidate_exam_results'), 0);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: new URLSearchParams({
          realm: DEMO.admin.realm,
          username: DEMO.admin.username,
          password: DEMO.admin.password,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(login.statusCode, 401, login.body);
      assert.deepEqual(await demoAccountsWithDemoPasswords(t.db), []);
    });

    it('has no SMS outbox, so the takeover sequence ends at a 404', async () => {
      const victim = await newCandidate(t.db);
      // An individual's account name is the mobile number: a reset code is sent only to a registered one.
      await t.db.query('update users set username = phone where id = $1', [victim.userId]);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: { phone: victim.phone, purpose: 'reset' },
      });
      assert.equal(sent.statusCode, 200, sent.body);
      for (const url of [`/api/dev/sms-outbox?phone=${victim.phone}`, '/api/dev/sms-outbox']) {
        const outbox = await t.app.inject({ method: 'GET', url });
        assert.equal(outbox.statusCode, 404, url);
      }
      const { rows } = await t.db.query<{ code: string | null; body: string }>(
        'select code, body from sms_messages where phone = $1',
        [victim.phone],
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0].code, null);
      assert.match(rows[0].body, /\*{6}/);
      assert.doesNotMatch(rows[0].body, /\d{6}/);
    });
  });
}

if (process.env.DATABASE_URL) {
  describe('a real server process on PostgreSQL', () => {
    const schema = `modes_${Date.now().toString(36)}`;
    const env = {
      ...process.env,
      DATABASE_SCHEMA: schema,
      DEMO_MODE: '',
      NODE_ENV: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
    };
    after(async () => {
      const db = await createPostgresDb({ connectionString: process.env.DATABASE_URL as string });
      await db.query(`drop schema if exists ${schema} cascade`);
      await db.close();
    });

    it('will not start with an implicit console SMS provider', () => {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: { ...env, SMS_PROVIDER: '', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(started.status, 1, started.stderr);
      assert.match(started.stderr, /SMS_PROVIDER is not set/);
    });

    it('started with SMS_PROVIDER=console on an empty database: no demo account, no outbox', async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: { ...env, SMS_PROVIDER: 'console', PORT: String(port) },
        stdio: 'ignore',
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        for (let i = 0; ; i += 1) {
          const health = await fetch(`${base}/api/health`).catch(() => null);
          if (health?.ok) break;
          assert.ok(i < 240 && child.exitCode === null, 'the server became healthy');
          await new Promise((r) => setTimeout(r, 250));
        }
        assert.equal((await fetch(`${base}/api/dev/sms-outbox`)).status, 404);
        const login = await fetch(`${base}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ realm: 'staff-realm', username: 'admin', password: 'admin1234' }),
        });
        assert.equal(login.status, 401);
      } finally {
        child.kill('SIGTERM');
      }
    });
  });
}
