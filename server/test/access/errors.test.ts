import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorBody, messages } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { form, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`error answers on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, (app) => {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret database detail');
        });
      });
    });
    after(() => t.close());

    it('400 with bilingual field-level messages from the spec for a bad login form', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm: 'candidate-realm', username: '  ', password: '' }),
      });
      assert.equal(response.statusCode, 400);
      const body = ErrorBody.parse(response.json());
      assert.equal(body.code, 'VALIDATION_ERROR');
      assert.deepEqual(body.fields?.username, { en: messages.LOGIN_USERNAME_REQUIRED.en, 'zh-hk': '請輸入學科帳戶' });
      assert.deepEqual(body.fields?.password, { en: messages.LOGIN_PASSWORD_REQUIRED.en, 'zh-hk': '請輸入密碼' });
      assert.equal(body.msg_en, 'Check the form and try again');
      assert.equal(body.msg, body.msg_zh, 'Chinese by default');
    });

    it('answers in English when the client asks for it, and headlines a single wrong field', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login_by_candidate',
        ...form({ candidate: '20000002', name: ' ' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-GB,en;q=0.9' },
      });
      assert.equal(response.statusCode, 400);
      const body = ErrorBody.parse(response.json());
      assert.equal(body.msg, 'Please enter the candidate name');
      assert.equal(body.msg_zh, '請輸入考生姓名');
      assert.deepEqual(Object.keys(body.fields ?? {}), ['name']);
    });

    it('names missing and unknown-value fields with generic bilingual messages', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm: 'nobody-realm' }),
      });
      assert.equal(response.statusCode, 400);
      const body = ErrorBody.parse(response.json());
      assert.equal(body.fields?.realm.en, messages.LOGIN_REALM_INVALID.en);
      assert.equal(body.fields?.username['zh-hk'], '請輸入學科帳戶');
    });

    it('400 in the same shape for malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: '{"realm":',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 400);
      ErrorBody.parse(response.json());
    });

    it('JSON 404 for unknown /api routes, whatever the method', async () => {
      for (const [method, url] of [
        ['GET', '/api/no-such-thing'],
        ['POST', '/api/no-such-thing'],
        ['GET', '/api/user/no-such-call?x=1'],
        ['DELETE', '/api/products'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
        assert.match(String(response.headers['content-type']), /application\/json/);
        const body = ErrorBody.parse(response.json());
        assert.equal(body.code, 'NOT_FOUND');
        assert.equal(body.msg_en, 'Relevant records related to your query were not found.');
      }
    });

    it('500 without the error detail or stack', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      assert.equal(response.statusCode, 500);
      const body = ErrorBody.parse(response.json());
      assert.equal(body.code, 'INTERNAL');
      assert.doesNotMatch(response.body, /secret|stack|at /);
    });
  });
}
