// The in-memory session cache: it is really used (an unannounced revocation is not seen until the
// entry's time is up), and an announced one ends the session at once, on this instance and (on
// PostgreSQL, where several instances share a database) on another.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../../src/seed/demo-accounts';
import { buildApp } from '../../src/app';
import { announceRevocation } from '../../src/modules/accounts/sessions';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';

const resumeStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/session/resume', headers: bearer(token) })).statusCode;

/** Polls until the status is the wanted one, for at most `ms`. */
async function eventually(check: () => Promise<number>, wanted: number, ms = 3000): Promise<number> {
  const until = Date.now() + ms;
  let status = await check();
  while (status !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await check();
  }
  return status;
}

const candidateLogin = (app: FastifyInstance) =>
  login(app, 'candidate-realm', DEMO.candidate.username, DEMO.candidate.password);

for (const kind of dbKinds()) {
  describe(`session cache on ${kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, undefined, { sessionCacheSeconds: 1 });
    });
    after(() => t.close());

    it('reuses a resolved session until its time is up, then reads the database again', async () => {
      const token = await candidateLogin(t.app);
      assert.equal(await resumeStatus(t.app, token), 200);
      // Revoked behind the server's back (no announcement): the cached entry still answers…
      await t.db.query(
        'update sessions set revoked_at = now() where id = (select max(id) from sessions where revoked_at is null)',
      );
      assert.equal(await resumeStatus(t.app, token), 200);
      // …but never for longer than the cache's time.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      assert.equal(await resumeStatus(t.app, token), 401);
    });

    it('forgets a session at once when it is logged out', async () => {
      const token = await candidateLogin(t.app);
      assert.equal(await resumeStatus(t.app, token), 200);
      await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: bearer(token) });
      assert.equal(await resumeStatus(t.app, token), 401);
    });

    it('forgets every other session of a user whose password changed', async () => {
      const other = await candidateLogin(t.app);
      const current = await candidateLogin(t.app);
      assert.equal(await resumeStatus(t.app, other), 200);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/user/password/change',
        headers: bearer(current),
        payload: { old_password: DEMO.candidate.password, new_password: DEMO.candidate.password },
      });
      assert.equal(changed.statusCode, 200);
      assert.equal(await resumeStatus(t.app, other), 401);
      assert.equal(await resumeStatus(t.app, current), 200);
    });

    it('hears a revocation announced through the database, as another instance would make it', async () => {
      const token = await candidateLogin(t.app);
      assert.equal(await resumeStatus(t.app, token), 200);
      const { rows } = await t.db.query<{ id: number }>(
        'update sessions set revoked_at = now() where id = (select max(id) from sessions where revoked_at is null) returning id',
      );
      await announceRevocation(t.db, { session_id: rows[0].id });
      assert.equal(await eventually(() => resumeStatus(t.app, token), 401, 500), 401);
    });
  });
}

if (dbKinds().includes('postgres')) {
  describe('session cache across two instances on one PostgreSQL database', () => {
    let t: TestApp;
    let second: FastifyInstance;
    before(async () => {
      t = await startTestApp('postgres', undefined, { sessionCacheSeconds: 60 });
      second = await buildApp({
        db: await t.reopen!(),
        logger: false,
        config: { ...t.app.config, expirySweepSeconds: 0 },
      });
      await second.ready();
    });
    after(async () => {
      await second.close();
      await t.close();
    });

    it('a logout on one instance ends the session cached by the other', async () => {
      const token = await candidateLogin(t.app);
      assert.equal(await resumeStatus(second, token), 200); // now cached by the second instance
      await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: bearer(token) });
      assert.equal(await eventually(() => resumeStatus(second, token), 401), 401);
    });
  });
}
