import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorBody, messages } from '@mockexam/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`sms codes, registration and passwords on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const outbox = async (phone: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json() as {
        code: string;
        text: string;
        purpose: string;
      }[];
    /** Lets the 60-second resend wait pass. */
    const age = (phone: string) =>
      t.db.query("update sms_codes set created_at = created_at - interval '61 seconds' where phone = $1", [phone]);

    async function verifiedToken(phone: string, purpose: 'register' | 'reset'): Promise<string> {
      await age(phone);
      const sent = await post('/api/sms/send', { phone, purpose });
      assert.equal(sent.statusCode, 200, sent.body);
      const [latest] = await outbox(phone);
      const verified = await post('/api/sms/verify', { phone, purpose, code: latest.code });
      assert.equal(verified.statusCode, 200, verified.body);
      return verified.json().verification_token;
    }

    it('sends a 6-digit code to the outbox, newest first, stored only as an HMAC', async () => {
      const response = await post('/api/sms/send', { phone: '+852 6111 2222', purpose: 'register' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { success: true, resend_after_seconds: 60, expires_in_seconds: 300 });
      const [message] = await outbox('61112222');
      assert.match(message.code, /^\d{6}$/);
      assert.ok(message.text.includes(message.code));
      const { rows } = await t.db.query<{ code_hmac: string }>('select code_hmac from sms_codes where phone = $1', [
        '61112222',
      ]);
      assert.equal(rows.length, 1);
      assert.match(rows[0].code_hmac, /^[0-9a-f]{64}$/);
      assert.ok(!rows[0].code_hmac.includes(message.code));
    });

    it('enforces the 60-second resend wait with 429 and Retry-After', async () => {
      const again = await post(
        '/api/sms/send',
        { phone: '61112222', purpose: 'register' },
        { 'accept-language': 'en' },
      );
      assert.equal(again.statusCode, 429);
      const body = ErrorBody.parse(again.json());
      assert.equal(body.msg, messages.SMS_RESEND_WAIT.en);
      assert.ok(Number(again.headers['retry-after']) > 0 && Number(again.headers['retry-after']) <= 60);
      await age('61112222');
      assert.equal((await post('/api/sms/send', { phone: '61112222', purpose: 'register' })).statusCode, 200);
      const list = await outbox('61112222');
      assert.equal(list.length, 2);
      assert.notEqual(list[0].code, undefined);
    });

    it('refuses numbers that are not Hong Kong mobiles and says a registered number is taken', async () => {
      const bad = await post('/api/sms/send', { phone: '23456789', purpose: 'register' });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(ErrorBody.parse(bad.json()).fields?.phone, {
        en: 'Invalid phone format',
        'zh-hk': messages.PHONE_INVALID['zh-hk'],
      });
      const taken = await post('/api/sms/send', { phone: DEMO.candidate.username, purpose: 'register' });
      assert.equal(taken.statusCode, 409);
      assert.equal(ErrorBody.parse(taken.json()).code, 'PHONE_ALREADY_REGISTERED');
    });

    it('a wrong code counts; the fifth wrong try burns the code', async () => {
      const phone = '62223333';
      await post('/api/sms/send', { phone, purpose: 'register' });
      const [{ code }] = await outbox(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const response = await post('/api/sms/verify', { phone, purpose: 'register', code: wrong });
        assert.equal(response.statusCode, 400, `try ${i}`);
        assert.equal(ErrorBody.parse(response.json()).fields?.code.en, 'Incorrect verification code');
      }
      const fifth = await post('/api/sms/verify', { phone, purpose: 'register', code: wrong });
      assert.equal(fifth.statusCode, 429);
      assert.equal(ErrorBody.parse(fifth.json()).msg_en, messages.SMS_TOO_MANY_ATTEMPTS.en);
      const right = await post('/api/sms/verify', { phone, purpose: 'register', code });
      assert.notEqual(right.statusCode, 200, 'a burned code stays burned');
    });

    it('a code is bound to its purpose and expires', async () => {
      const phone = '63334444';
      await post('/api/sms/send', { phone, purpose: 'register' });
      const [{ code }] = await outbox(phone);
      assert.equal((await post('/api/sms/verify', { phone, purpose: 'reset', code })).statusCode, 400);
      await t.db.query("update sms_codes set expires_at = now() - interval '1 second' where phone = $1", [phone]);
      const expired = await post('/api/sms/verify', { phone, purpose: 'register', code });
      assert.equal(expired.statusCode, 400);
      assert.equal(ErrorBody.parse(expired.json()).code, 'VALIDATION_ERROR');
      assert.equal(ErrorBody.parse(expired.json()).fields?.code.en, messages.SMS_CODE_EXPIRED.en);
    });

    it('registers with a verified phone, then logs in with it; the token is single use', async () => {
      const phone = '64445555';
      const token = await verifiedToken(phone, 'register');
      const payload = {
        name: '何美玲',
        phone,
        verification_token: token,
        password: 'secret-99',
        email: 'may@example.com',
        agree_terms: true,
        marketing_consent: true,
      };
      const response = await post('/api/user/register', payload);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true, username: phone });
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/user/session/resume',
        headers: bearer(await login(t.app, 'candidate-realm', phone, 'secret-99')),
      });
      const profile = session.json();
      assert.equal(profile.role, 'candidate');
      assert.equal(profile.display_name, '何美玲');
      assert.match(profile.candidate.candidate_no, /^\d{8}$/);

      const again = await post('/api/user/register', { ...payload, phone: '64445556' });
      assert.equal(again.statusCode, 400, 'a token only works for its own phone');
      const twice = await post('/api/user/register', payload);
      assert.equal(twice.statusCode, 409);
      assert.equal(ErrorBody.parse(twice.json()).fields?.phone.en, messages.PHONE_ALREADY_REGISTERED.en);
    });

    it('registration answers every spec message on the field it belongs to', async () => {
      const base = {
        name: 'Chan',
        phone: '65556666',
        verification_token: 'x',
        password: 'secret1',
        email: 'a@b.co',
        agree_terms: true,
      };
      const cases: [object, string, string][] = [
        [{ name: '' }, 'name', 'Name cannot be blank'],
        [{ name: 'x'.repeat(31) }, 'name', 'Name cannot exceed 30 characters'],
        [{ email: '' }, 'email', 'Email cannot be blank'],
        [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
        [{ password: '' }, 'password', 'Password cannot be blank'],
        [{ password: '12345' }, 'password', 'Enter 6-30 characters for your password'],
        [{ password: 'x'.repeat(31) }, 'password', 'Enter 6-30 characters for your password'],
        [{ phone: '' }, 'phone', 'Phone cannot be blank'],
        [{ phone: '1234' }, 'phone', 'Invalid phone format'],
        [{ verification_token: '' }, 'verification_token', 'Complete phone verification first'],
        [{ agree_terms: false }, 'agree_terms', 'You must agree to the terms to register'],
      ];
      for (const [change, field, english] of cases) {
        const response = await post('/api/user/register', { ...base, ...change });
        assert.equal(response.statusCode, 400, JSON.stringify(change));
        const body = ErrorBody.parse(response.json());
        assert.equal(body.fields?.[field]?.en, english, JSON.stringify(change));
        assert.ok(body.fields?.[field]?.['zh-hk'], 'Chinese text too');
      }
      const many = ErrorBody.parse((await post('/api/user/register', {})).json());
      assert.equal(many.msg_en, 'Check the form and try again');
      assert.ok(Object.keys(many.fields ?? {}).length >= 5);
      const expired = await post('/api/user/register', base);
      assert.equal(
        ErrorBody.parse(expired.json()).fields?.verification_token.en,
        messages.VERIFICATION_TOKEN_INVALID.en,
      );
    });

    it('changes the password: spec messages, wrong old password, other sessions end', async () => {
      const token = await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
      const other = await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password);
      const change = (payload: object) => post('/api/user/password/change', payload, bearer(token));

      const blank = ErrorBody.parse((await change({ old_password: '', new_password: '' })).json());
      assert.equal(blank.fields?.old_password.en, 'The old password cannot be blank');
      assert.equal(blank.fields?.new_password.en, 'New password cannot be blank');
      const short = ErrorBody.parse((await change({ old_password: 'x', new_password: '123' })).json());
      assert.equal(short.fields?.new_password.en, 'Enter 6-30 characters for your password');
      const wrong = await change({ old_password: 'not-it', new_password: 'brand-new-1' });
      assert.equal(wrong.statusCode, 400);
      assert.equal(ErrorBody.parse(wrong.json()).fields?.old_password.en, messages.OLD_PASSWORD_WRONG.en);

      const ok = await change({ old_password: DEMO.candidate2.password, new_password: 'brand-new-1' });
      assert.equal(ok.statusCode, 200);
      const resume = (tok: string) =>
        t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(tok) });
      assert.equal((await resume(token)).statusCode, 200, 'the current session stays');
      assert.equal((await resume(other)).statusCode, 401, 'other sessions end');
      await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, 'brand-new-1');
      assert.equal(
        (await post('/api/user/password/change', { old_password: 'a', new_password: 'bbbbbb' })).statusCode,
        401,
      );
    });

    it('reset: a code for an unknown number is not sent but the answer looks the same', async () => {
      const unknown = await post('/api/sms/send', { phone: '66667777', purpose: 'reset' });
      assert.equal(unknown.statusCode, 200);
      assert.deepEqual(await outbox('66667777'), []);
    });

    it('reset sets a new password for a verified phone and ends every session', async () => {
      const phone = DEMO.candidate.username;
      const session = await login(t.app, 'candidate-realm', phone, DEMO.candidate.password);
      const token = await verifiedToken(phone, 'reset');
      const response = await post('/api/user/password/reset', {
        phone,
        verification_token: token,
        new_password: 'reset-pass-1',
      });
      assert.equal(response.statusCode, 200);
      const resumed = await t.app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(session) });
      assert.equal(resumed.statusCode, 401);
      await login(t.app, 'candidate-realm', phone, 'reset-pass-1');
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { realm: 'candidate-realm', username: phone, password: DEMO.candidate.password },
      });
      assert.equal(old.statusCode, 401);
      const reused = await post('/api/user/password/reset', {
        phone,
        verification_token: token,
        new_password: 'another-1',
      });
      assert.equal(reused.statusCode, 400, 'the verification token is single use');
    });

    it('limits codes per phone number per day', async () => {
      const phone = '67778888';
      for (let i = 1; i <= 10; i++) {
        await age(phone);
        const sent = await post('/api/sms/send', { phone, purpose: 'register' }, {});
        assert.equal(sent.statusCode, 200, `code ${i}`);
      }
      await age(phone);
      const eleventh = await post('/api/sms/send', { phone, purpose: 'register' }, { 'accept-language': 'en' });
      assert.equal(eleventh.statusCode, 429);
      assert.equal(ErrorBody.parse(eleventh.json()).msg, messages.SMS_DAILY_LIMIT.en);
      assert.equal((await outbox(phone)).length, 10, 'the eleventh code was never sent');
    });

    it('limits codes per client address per day', async () => {
      const from = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/sms/send',
          payload: { phone: `6800${String(i).padStart(4, '0')}`, purpose: 'register' },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 1; i <= 30; i++) assert.equal((await from(i)).statusCode, 200, `send ${i}`);
      assert.equal((await from(31)).statusCode, 429);
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: { phone: '68009999', purpose: 'register' },
        remoteAddress: '10.9.8.6',
      });
      assert.equal(elsewhere.statusCode, 200, 'other addresses are unaffected');
    });

    it('the per-address daily limit is an operator setting (SMS_DAILY_PER_ADDRESS)', async () => {
      const small = await startTestApp(kind, undefined, { smsDailyPerAddress: 2 });
      try {
        const send = (phone: string) =>
          small.app.inject({
            method: 'POST',
            url: '/api/sms/send',
            payload: { phone, purpose: 'register' },
            remoteAddress: '10.9.8.5',
          });
        assert.equal((await send('68100001')).statusCode, 200);
        assert.equal((await send('68100002')).statusCode, 200);
        const third = await send('68100003');
        assert.equal(third.statusCode, 429);
        assert.equal(ErrorBody.parse(third.json()).msg_en, messages.SMS_DAILY_LIMIT.en);
      } finally {
        await small.close();
      }
    });

    it('the per-address hourly limit of code checks is an operator setting (SMS_VERIFY_HOURLY_PER_ADDRESS)', async () => {
      const small = await startTestApp(kind, undefined, { smsVerifyHourlyPerAddress: 2 });
      try {
        const check = () =>
          small.app.inject({
            method: 'POST',
            url: '/api/sms/verify',
            payload: { phone: '68100004', purpose: 'register', code: '000000' },
            remoteAddress: '10.9.8.7',
          });
        // Wrong codes count too: the limit is on guessing.
        assert.equal((await check()).statusCode, 400);
        assert.equal((await check()).statusCode, 400);
        assert.equal((await check()).statusCode, 429);
      } finally {
        await small.close();
      }
    });

    it('with a real SMS provider the dev outbox route does not exist', async () => {
      const app: FastifyInstance = await buildApp({
        db: t.db,
        logger: false,
        config: {
          shellDist: t.shellDist,
          remotesDir: t.remotesDir,
          dataDir: t.dir,
          redisUrl: undefined,
          sms: { provider: 'http', httpUrl: 'http://127.0.0.1:9/sms' },
        },
      });
      try {
        await app.ready();
        const response = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
        assert.equal(response.statusCode, 404);
        assert.equal(
          app.routeAccess.some((r) => r.url === '/api/dev/sms-outbox'),
          false,
        );
      } finally {
        await app.close();
      }
    });
  });
}
