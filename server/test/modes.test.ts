// Demo mode and production mode (issue 7): demo conveniences never reach a production database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isDemoMode, smsProviderName } from '../src/config';
import { createConsoleSmsProvider } from '../src/modules/sms/console-provider';
import { codeText } from '../src/modules/sms/provider';
import { DEMO } from '../src/seed/demo-accounts';
import { dbKinds } from './support/db';
import { startTestApp, type TestApp } from './support/app';
import { newCandidate } from './support/orders';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
