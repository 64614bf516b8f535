// No log line carries a token: the server logs into memory while a session's token is sent in every
// spelling of the query parameter, in the Authorization header and to a route that fails; then every
// line written is read back. Only `access_token` (after decoding) authenticates from a query string.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { prepareDatabase } from '../../src/seed';
import { DEMO } from '../../src/seed/demo-accounts';
import { redactText, redactUrl, safeLoggerOptions } from '../../src/lib/log-redaction';
import { createTestDb, dbKinds, type TestDb } from '../support/db';
import { bearer, login, SHELL_INDEX } from '../support/app';

describe('log redaction of URLs and text', () => {
  it('replaces secret query values whatever their spelling, and keeps the rest', () => {
    const url = '/api/report/page_image/17?kind=scan&access%5Ftoken=abc&ACCESS_TOKEN=def&Token=ghi&lang=en';
    assert.equal(
      redactUrl(url),
      '/api/report/page_image/17?kind=scan&access%5Ftoken=[redacted]&ACCESS_TOKEN=[redacted]&Token=[redacted]&lang=en',
    );
    // A name that does not decode is treated as a secret.
    assert.equal(redactUrl('/x?access%ZZtoken=abc'), '/x?access%ZZtoken=[redacted]');
    assert.equal(
      redactText('GET /x?y=1&Access_Token=abc failed; Authorization: Bearer def'),
      'GET /x?y=1&Access_Token=[redacted] failed; Authorization: Bearer [redacted]',
    );
    assert.equal(redactText('/x?kind=scan%26access_token=abc'), '/x?kind=scan%26access_token=[redacted]');
  });

  it('censors secret headers wherever a logged object holds them', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = Fastify({ logger: safeLoggerOptions('info', { stream }) }).log;
    const headers = {
      authorization: 'Bearer s1',
      cookie: 's2',
      'set-cookie': 's3',
      'x-signature': 's4',
      accept: '*/*',
    };
    logger.info({ headers }, 'top level');
    logger.info({ upstream: { headers } }, 'nested');
    logger.info({ req: { url: '/x?access_token=s5', headers } }, 'a request-like object');
    const text = lines.join('');
    for (const secret of ['s1', 's2', 's3', 's4', 's5'])
      assert.ok(!text.includes(`${secret}"`), `${secret} in ${text}`);
    assert.equal(JSON.parse(lines[1]).upstream.headers.accept, '*/*');
  });
});

for (const kind of dbKinds()) {
  describe(`log lines on ${kind}`, () => {
    let testDb: TestDb;
    let app: FastifyInstance;
    let token: string;
    const lines: string[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });

    before(async () => {
      testDb = await createTestDb(kind, 'seeded');
      await prepareDatabase(testDb.db, { demo: true });
      const shellDist = path.join(testDb.dir, 'shell');
      await mkdir(shellDist, { recursive: true });
      await writeFile(path.join(shellDist, 'index.html'), SHELL_INDEX);
      app = await buildApp({
        db: testDb.db,
        logger: { level: 'info', stream: memory },
        config: {
          dataDir: testDb.dir,
          shellDist,
          remotesDir: path.join(testDb.dir, 'remotes'),
          receiptsDir: path.join(testDb.dir, 'receipts'),
          scansDir: path.join(testDb.dir, 'scans'),
          databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
          redisUrl: undefined,
          expirySweepSeconds: 0,
          demoMode: true,
        },
        extend: (scope) => {
          // A failure whose message quotes the request, as a careless error from a library might.
          scope.get('/api/test/fail', { config: { access: 'user', tokenFromQuery: true } }, async (request) => {
            throw new Error(`could not serve ${request.url} for ${request.headers.authorization ?? 'nobody'}`);
          });
        },
      });
      await app.ready();
      token = await login(app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
    });
    after(async () => {
      await app.close();
      await testDb.cleanup();
    });

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    it('logs no token in any spelling, in requests, answers or errors', async () => {
      const image = '/api/report/page_image/999999999?kind=scan';
      // The gate lets the reader through and finds no such page (404); without a session it is 401.
      assert.equal((await get(`${image}&access_token=${token}`)).statusCode, 404);
      assert.equal((await get(`${image}&access%5Ftoken=${token}`)).statusCode, 404);
      assert.equal((await get(`${image}&ACCESS_TOKEN=${token}`)).statusCode, 401);
      assert.equal((await get(`${image}&Access_Token=${token}&token=${token}`)).statusCode, 401);
      assert.equal((await get(image, bearer(token))).statusCode, 404);
      assert.equal((await get('/api/user/session/resume', bearer(token))).statusCode, 200);
      assert.equal((await get(`/api/export/scores?access_token=${token}&exam_id=999999999&lang=en`)).statusCode, 404);
      const failed = await get(`/api/test/fail?kind=scan&access_token=${token}`, {
        ...bearer(token),
        cookie: `mockexam_access_token=${token}`,
      });
      assert.equal(failed.statusCode, 500);
      assert.equal((await get(`/api/test/fail?ACCESS%5FTOKEN=${token}`)).statusCode, 401);

      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.ok(
        logged.some((line) => line.msg === 'unhandled error'),
        'the failure is logged',
      );
      const urls = logged.flatMap((line) => {
        const req = line.req as { url?: string } | undefined;
        return req?.url ? [req.url] : [];
      });
      // The lines still say what was asked for.
      assert.ok(urls.includes(`${image}&access%5Ftoken=[redacted]`), urls.join('\n'));
      assert.ok(urls.includes(`${image}&ACCESS_TOKEN=[redacted]`), urls.join('\n'));
      const leaking = lines.filter((line) => line.includes(token));
      assert.deepEqual(leaking, [], 'no log line carries the token');
    });
  });
}
