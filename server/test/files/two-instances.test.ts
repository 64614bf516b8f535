// Two server instances on one PostgreSQL database and one S3-compatible bucket: a receipt or a scan
// uploaded through one is served by the other, though neither has the other's folders. Two instances
// need a shared database, so this runs where DATABASE_URL is set.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ReceiptUploadResponse } from '@mockexam/contracts';
import { folderStore } from '../../src/lib/file-store';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { startTestBucket, type TestBucket } from '../support/file-stores';
import { jpeg, png } from '../support/images';
import { currentProducts, draft, multipart, newCandidate, postOrder } from '../support/orders';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';
import { startSecondApp, type SecondApp } from '../support/second-app';

for (const kind of dbKinds().filter((each) => each === 'postgres')) {
  describe(`two instances sharing one bucket, on ${kind}`, () => {
    let bucket: TestBucket;
    let a: TestApp;
    let b: SecondApp;
    let f: ReportFixture;
    before(async () => {
      bucket = await startTestBucket();
      a = await startTestApp(kind, undefined, { s3: bucket.options });
      b = await startSecondApp(a);
      f = await createReportFixture(a.db, a.app.files);
    });
    after(async () => {
      await b.close();
      await a.close();
      await bucket.close();
    });

    it('serves through B a receipt uploaded through A', async () => {
      const me = await newCandidate(a.db);
      const chi = (await currentProducts(a.db)).find((p) => p.subject_code === 'chi')!.code;
      const order = await postOrder(a.app, me.token, draft([chi], { payment_method: 'bank' }));
      assert.equal(order.statusCode, 201, order.body);
      const bytes = jpeg(260, 190, 11);
      const body = multipart({ id: order.json().enrollment_no, agree: 'true' }, { name: 'slip.jpg', bytes });
      const uploaded = await a.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const id = ReceiptUploadResponse.parse(uploaded.json()).receipt_id;

      const served = await b.app.inject({
        method: 'GET',
        url: `/api/payment/receipts/${id}/image`,
        headers: bearer(me.token),
      });
      assert.equal(served.statusCode, 200, served.body);
      assert.equal(served.headers['content-type'], 'image/jpeg');
      assert.equal(served.headers['cache-control'], 'private, no-store');
      assert.deepEqual(served.rawPayload, bytes);
      const stranger = await newCandidate(a.db);
      const refused = await b.app.inject({
        method: 'GET',
        url: `/api/payment/receipts/${id}/image`,
        headers: bearer(stranger.token),
      });
      assert.equal(refused.statusCode, 404);
    });

    it('serves through B a scan and its marked page uploaded through A', async () => {
      const a2 = f.candidates.a2.candidateNo;
      const scan = png(310, 430);
      const marked = jpeg(310, 430, 5);
      const boundary = `----scans${randomBytes(8).toString('hex')}`;
      const part = (name: string, bytes: Buffer) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ];
      const uploaded = await a.app.inject({
        method: 'POST',
        url: `/api/admin/exam-papers/${f.paper1}/scans`,
        payload: Buffer.concat([
          ...part(`${a2}_p1.png`, scan),
          ...part(`${a2}_p1_marked.jpg`, marked),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(f.staff) },
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const { rows } = await a.db.query<{ id: number }>(
        'select id from marked_pages where candidate_id = $1 and scan_path is not null',
        [f.candidates.a2.id],
      );
      const image = (kind: 'scan' | 'marked', token: string) =>
        b.app.inject({
          method: 'GET',
          url: `/api/report/page_image/${rows[0].id}?kind=${kind}&access_token=${token}`,
        });
      const shown = await image('scan', f.candidates.a2.token);
      assert.equal(shown.statusCode, 200, shown.body);
      assert.equal(shown.headers['content-type'], 'image/png');
      assert.equal(shown.headers['cache-control'], 'no-store');
      assert.deepEqual(shown.rawPayload, scan);
      const shownMarked = await image('marked', f.candidates.a2.token);
      assert.equal(shownMarked.headers['content-type'], 'image/jpeg');
      assert.deepEqual(shownMarked.rawPayload, marked);
      assert.equal((await image('scan', f.candidates.a1.token)).statusCode, 404, 'another candidate');
      // B read them from the bucket: its own folder holds nothing.
      assert.deepEqual(await folderStore(path.join(b.dataDir, 'files')).list(''), []);
    });
  });
}
