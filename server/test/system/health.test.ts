import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HealthResponse } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`health on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind);
    });
    after(() => t.close());

    it('answers ok with the database kind', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok', db: kind });
      HealthResponse.parse(response.json());
    });

    it('sets the safe headers on API answers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
    });

    it('publishes the OpenAPI document generated from the contracts', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(response.statusCode, 200);
      const doc = response.json();
      assert.equal(doc.openapi, '3.0.3');
      assert.ok(doc.paths['/api/user/login'].post.requestBody.content['application/x-www-form-urlencoded']);
      assert.deepEqual(
        doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.db.enum,
        ['pglite', 'postgres'],
      );
      // Static hosting routes stay out of the API document.
      assert.equal(doc.paths['/remotes.json'], undefined);
    });
  });
}
