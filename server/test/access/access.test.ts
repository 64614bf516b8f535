import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Access } from '@mockexam/contracts';
import { buildApp } from '../../src/app';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

for (const kind of dbKinds()) {
  describe(`access policy on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, (app) => {
        app.get('/api/test/staff-only', { config: { access: 'staff' } }, async () => ({ ok: true }));
        app.get('/api/test/school-or-staff', { config: { access: ['school', 'staff'] } }, async () => ({ ok: true }));
        app.get('/api/test/any-user', { config: { access: 'user' } }, async (request) => ({
          role: request.auth?.role,
        }));
        app.get('/api/test/query-token', { config: { access: 'user', tokenFromQuery: true } }, async () => ({
          ok: true,
        }));
      });
    });
    after(() => t.close());

    it('every registered route declares a valid access policy', () => {
      const routes = t.app.routeAccess;
      assert.ok(routes.length >= 10, `found ${routes.length} routes`);
      const missing = routes.filter((r) => !r.access || r.access.length === 0);
      assert.deepEqual(missing, [], 'routes without access');
      for (const route of routes) for (const a of route.access ?? []) Access.parse(a);
      const table = new Map(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
      assert.deepEqual(table.get('GET /api/user/session/resume'), ['user']);
      assert.deepEqual(table.get('POST /api/user/login'), ['public']);
      assert.deepEqual(table.get('GET /api/health'), ['public']);
      assert.deepEqual(table.get('GET /api/test/staff-only'), ['staff']);
    });

    it('an app with a route that declares no access refuses to start', async () => {
      const app = await buildApp({
        db: t.db,
        logger: false,
        config: {
          shellDist: t.shellDist,
          remotesDir: t.remotesDir,
          dataDir: t.dir,
          redisUrl: undefined,
          demoMode: true,
        },
        extend: (scope) => {
          scope.get('/api/test/forgotten', async () => ({ oops: true }));
        },
      });
      await assert.rejects(async () => app.ready(), /GET \/api\/test\/forgotten/);
      await app.close().catch(() => {});
    });

    it('an unknown access value is refused at registration', async () => {
      await assert.rejects(async () => {
        const app = await buildApp({
          db: t.db,
          logger: false,
          config: {
            shellDist: t.shellDist,
            remotesDir: t.remotesDir,
            dataDir: t.dir,
            redisUrl: undefined,
            demoMode: true,
          },
          extend: (scope) => {
            scope.get('/api/test/typo', { config: { access: 'stafff' as 'staff' } }, async () => ({}));
          },
        });
        try {
          await app.ready();
        } finally {
          await app.close();
        }
      }, /Unknown access policy "stafff"/);
    });

    it('visitors get 401, the wrong role 403, the right role 200', async () => {
      const candidate = await login(t.app, 'candidate-realm', DEMO.candidate.username, DEMO.candidate.password);
      const school = await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password);
      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const call = async (url: string, token?: string) =>
        (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).statusCode;

      assert.equal(await call('/api/test/staff-only'), 401);
      assert.equal(await call('/api/test/staff-only', candidate), 403);
      assert.equal(await call('/api/test/staff-only', school), 403);
      assert.equal(await call('/api/test/staff-only', staff), 200);
      assert.equal(await call('/api/test/school-or-staff', candidate), 403);
      assert.equal(await call('/api/test/school-or-staff', school), 200);
      assert.equal(await call('/api/test/school-or-staff', staff), 200);
      assert.equal(await call('/api/test/any-user'), 401);
      const any = await t.app.inject({ method: 'GET', url: '/api/test/any-user', headers: bearer(school) });
      assert.deepEqual(any.json(), { role: 'school' });
    });

    it('a token in the query string counts only where the route allows it', async () => {
      const token = await login(t.app, 'candidate-realm', DEMO.candidate.username, DEMO.candidate.password);
      const q = `access_token=${encodeURIComponent(token)}`;
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/test/query-token?${q}` })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/test/any-user?${q}` })).statusCode, 401);
    });

    it('a bad token on a public route is ignored, not an error', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer('garbage') });
      assert.equal(response.statusCode, 200);
    });
  });
}
