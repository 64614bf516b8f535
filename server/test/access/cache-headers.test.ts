// API answers are never stored and send no referrer: the login answer (a token), candidate slips (initial
// passwords), reports, page images and exports reached with the token in the URL, receipt images. Only
// the public facts that are the same for everyone may be kept (and are checked again before each use).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, form, startTestApp, type TestApp } from '../support/app';
import { png } from '../support/images';
import { currentProducts, draft, multipart, newCandidate, postOrder } from '../support/orders';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';
import { call, newTeacher, rows } from '../support/school';

const DAY = 86_400_000;

function assertNotStored(response: LightMyRequestResponse, what: string) {
  assert.equal(response.statusCode, 200, `${what}: ${response.body.slice(0, 300)}`);
  const directives = String(response.headers['cache-control']).split(/,\s*/);
  assert.ok(directives.includes('no-store'), `${what}: cache-control ${response.headers['cache-control']}`);
  assert.ok(!directives.some((d) => d.startsWith('max-age')), `${what}: ${response.headers['cache-control']}`);
  assert.equal(response.headers['referrer-policy'], 'no-referrer', what);
}

for (const kind of dbKinds()) {
  describe(`cache and referrer headers on ${kind}`, () => {
    let t: TestApp;
    let f: ReportFixture;
    let scansDir: string;
    before(async () => {
      scansDir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-scans-'));
      t = await startTestApp(kind, undefined, { scansDir });
      f = await createReportFixture(t.db, t.app.files);
      await f.release(new Date(Date.now() - DAY));
    });
    after(async () => {
      await t.close();
      await rm(scansDir, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    it('the login answer (it carries the token) is not stored', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ realm: DEMO.candidate.realm, username: DEMO.candidate.username, password: DEMO.candidate.password }),
      });
      assertNotStored(response, 'login');
      assert.ok(response.json().access_token);
    });

    it('candidate slips and a new initial password are not stored', async () => {
      const teacher = await newTeacher(t.db);
      const imported = await call(t.app, teacher.token, 'POST', '/api/school/import', { rows: rows(2, 'Cache') });
      assert.equal(imported.statusCode, 200, imported.body);
      const registered = await call(t.app, teacher.token, 'PUT', '/api/school/registration', {
        arrangement: 'school',
        expected_candidates: 2,
      });
      assert.equal(registered.statusCode, 200, registered.body);
      const submitted = await call(t.app, teacher.token, 'POST', '/api/school/submit');
      assert.equal(submitted.statusCode, 200, submitted.body);
      const slips = await call(t.app, teacher.token, 'POST', '/api/school/slips', {});
      assertNotStored(slips, 'slips');
      const slip = slips.json().slips[0];
      assert.match(slip.initial_password, /^[a-z2-9]{8}$/);
      const reset = await call(t.app, teacher.token, 'POST', `/api/school/rows/${slip.row_id}/password`);
      assertNotStored(reset, 'password reset');
      assert.ok(reset.json().initial_password);
    });

    it('a report call, a page image and an export reached with the token in the URL are not stored', async () => {
      const reader = f.candidates.a1.token;
      const report = await t.app.inject({
        method: 'POST',
        url: '/api/report/get_candidate_exam_details',
        ...form({ paper_id: String(f.paper1) }),
        headers: { ...form({}).headers, ...bearer(reader) },
      });
      assertNotStored(report, 'report');
      assertNotStored(
        await get(`/api/report/page_image/${f.a1Scans.page1}?kind=scan&access_token=${reader}`),
        'page image',
      );
      assertNotStored(
        await get(`/api/export/scores?access_token=${reader}&exam_id=${f.examId}&lang=en`),
        'score export',
      );
    });

    it('a receipt image is not stored', async () => {
      const chi = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
      const me = await newCandidate(t.db);
      const order = await postOrder(t.app, me.token, draft([chi], { payment_method: 'bank' }));
      assert.equal(order.statusCode, 201, order.body);
      const body = multipart(
        { id: order.json().enrollment_no, agree: 'true' },
        { name: 'r.png', bytes: png(200, 150) },
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assertNotStored(uploaded, 'receipt upload');
      const image = await get(`/api/payment/receipts/${uploaded.json().receipt_id}/image?access_token=${me.token}`);
      assertNotStored(image, 'receipt image');
      assert.equal(image.headers['content-type'], 'image/png');
    });

    it('only the public facts, the same for everyone, may be kept (checked again before each use)', async () => {
      for (const url of [
        '/api/site',
        '/api/events',
        '/api/venues',
        '/api/postage_methods',
        '/api/schools',
        '/api/payment/settings',
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['cache-control'], 'no-cache', url);
        assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      }
      // Products say which subjects a signed-in candidate holds; health must be live.
      for (const url of ['/api/products', '/api/health']) assertNotStored(await get(url), url);
      const unknown = await get('/api/no-such-call');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.headers['cache-control'], 'no-store');
      // Pages keep their own caching and referrer policy.
      const page = await get('/');
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    });
  });
}
