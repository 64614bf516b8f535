// Scanned pages: served only through the report gate (?access_token= for <img>), from the file store
// only (the folder and an S3-compatible store alike), and uploaded by staff all or nothing with a
// reason per refused file.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PageInfoResponse } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { storeKinds, testFileStore, type TestFileStore } from '../support/file-stores';
import { bearer, form, startTestApp, type TestApp } from '../support/app';
import { jpeg, pixelBomb, png } from '../support/images';
import { SCAN_UPLOAD_TEXT } from '../../src/modules/reports/scan-upload-text';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

const DAY = 86_400_000;

/** A multipart body of several files (field "files"). */
function files(list: { name: string; bytes: Buffer }[]) {
  const boundary = `----scans${randomBytes(8).toString('hex')}`;
  const chunks = list.flatMap(({ name, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

for (const [kind, storeKind] of dbKinds().flatMap((db) => storeKinds().map((store) => [db, store] as const))) {
  describe(`report page images and scan upload on ${kind}, files in the ${storeKind} store`, () => {
    let t: TestApp;
    let f: ReportFixture;
    let store: TestFileStore;
    before(async () => {
      store = await testFileStore(storeKind);
      t = await startTestApp(kind, undefined, { demoMode: false, sms: { provider: 'console' }, ...store.config });
      f = await createReportFixture(t.db, t.app.files);
    });
    after(async () => {
      await t.close();
      await store.close();
    });
    /** Every key in the store. */
    const stored = () => t.app.files.list('');

    const image = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}access_token=${token}` });
    const scanUrl = (id: number, kind: 'scan' | 'marked' = 'scan') => `/api/report/page_image/${id}?kind=${kind}`;
    const upload = (paperId: number, list: { name: string; bytes: Buffer }[], token = f.staff) => {
      const body = files(list);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/exam-papers/${paperId}/scans`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    };

    it('streams the reader’s scan and marked page, never stored, with nosniff and the stored type', async () => {
      const response = await image(scanUrl(f.a1Scans.page1), f.candidates.a1.token);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'image/png');
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['content-length'], String(response.rawPayload.length));
      assert.deepEqual(response.rawPayload, await t.app.files.getBytes('scans/fixture/a1-1.png'));
      const marked = await image(scanUrl(f.a1Scans.page1, 'marked'), f.candidates.a1.token);
      assert.deepEqual(marked.rawPayload, await t.app.files.getBytes('marked/fixture/a1-1.png'));
      // A page without a marked version, and a row whose file is missing from the store: 404 (a placeholder shows).
      assert.equal((await image(scanUrl(f.a1Scans.page2, 'marked'), f.candidates.a1.token)).statusCode, 404);
      assert.equal((await image(scanUrl(f.a1Scans.page2), f.candidates.a1.token)).statusCode, 404);
      // No token at all: the policy layer's 401.
      assert.equal((await t.app.inject({ method: 'GET', url: scanUrl(f.a1Scans.page1) })).statusCode, 401);
    });

    it('serves a scan only to who may read the report: others, before release and unpublished get 404', async () => {
      const status = async (token: string, url = scanUrl(f.a1Scans.page1)) => (await image(url, token)).statusCode;
      assert.equal(await status(f.candidates.a2.token), 404);
      assert.equal(await status(f.candidates.ind.token), 404);
      assert.equal(await status(f.teacherB), 404);
      assert.equal(await status(f.teacherOtherSubject), 404);
      assert.equal(await status(f.teacherA), 200);
      assert.equal(await status(f.staff), 200);
      const blank = `/api/report/blank_page/${f.pages[0]}`;
      assert.equal(await status(f.candidates.b1.token, blank), 200);
      assert.equal(await status(f.teacherB, blank), 200);
      assert.equal(await status(f.teacherOtherSubject, blank), 404);
      assert.equal(await status(f.candidates.stale.token, blank), 404);
      // Page 3's blank page is not on disk.
      assert.equal(await status(f.candidates.b1.token, `/api/report/blank_page/${f.pages[2]}`), 404);

      await f.release(new Date(Date.now() + DAY));
      assert.equal(await status(f.candidates.a1.token), 404);
      assert.equal(await status(f.teacherA), 404);
      assert.equal(await status(f.candidates.b1.token, blank), 404);
      await f.release(new Date(Date.now() - DAY));
      await f.publish(null);
      assert.equal(await status(f.candidates.a1.token), 404);
      assert.equal(await status(f.candidates.b1.token, blank), 404);
      await f.publish(f.runId);
      assert.equal(await status(f.candidates.a1.token), 200);
    });

    it('never reads outside the file store, whatever a row holds', async () => {
      const outside = path.join(os.tmpdir(), `outside-${randomBytes(4).toString('hex')}.png`);
      for (const evil of ['../../../../etc/passwd', '/etc/passwd', outside, '..', '', 'scans/../../x.png']) {
        await t.db.query('update marked_pages set scan_path = $2 where id = $1', [f.a1Scans.page2, evil]);
        assert.equal((await image(scanUrl(f.a1Scans.page2), f.candidates.a1.token)).statusCode, 404, evil);
      }
      await t.db.query('update marked_pages set scan_path = $2 where id = $1', [
        f.a1Scans.page2,
        'scans/fixture/a1-2.png',
      ]);
    });

    it('stores a call of scans and their marked versions, which the reports then show', async () => {
      const a2 = f.candidates.a2.candidateNo;
      const scan = png(300, 420);
      const marked = jpeg(300, 420, 7);
      const response = await upload(f.paper1, [
        { name: `${a2}_p1.png`, bytes: scan },
        { name: `${a2.toLowerCase()}_p1_marked.JPG`, bytes: marked },
      ]);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json().stored, [
        { file: `${a2}_p1.png`, candidate_no: a2, page: 1, kind: 'scan' },
        { file: `${a2.toLowerCase()}_p1_marked.JPG`, candidate_no: a2, page: 1, kind: 'marked' },
      ]);
      const pages = (
        await t.app.inject({
          method: 'POST',
          url: '/api/report/get_page_info',
          ...form({ paper_id: String(f.paper1) }),
          headers: { ...form({}).headers, ...bearer(f.candidates.a2.token) },
        })
      ).json() as PageInfoResponse;
      const first = pages.pages[0];
      assert.equal(first.has_marked, true);
      const shown = await image(first.url, f.candidates.a2.token);
      assert.deepEqual(shown.rawPayload, scan);
      const shownMarked = await image(first.local_url!, f.candidates.a2.token);
      assert.equal(shownMarked.headers['content-type'], 'image/jpeg');
      assert.deepEqual(shownMarked.rawPayload, marked);
      // Stored under a random key below scans/ or marked/, never the uploaded name.
      const { rows } = await t.db.query<{ scan_path: string; marked_path: string }>(
        'select scan_path, marked_path from marked_pages where candidate_id = $1',
        [f.candidates.a2.id],
      );
      assert.match(rows[0].scan_path, /^scans\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
      assert.match(rows[0].marked_path, /^marked\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
      assert.ok((await stored()).every((key) => !key.includes(a2)));

      // A new marked version replaces the old file (which goes) and keeps the scan.
      const before = await stored();
      const again = await upload(f.paper1, [{ name: `${a2}_p1_marked.png`, bytes: png(300, 421) }]);
      assert.equal(again.statusCode, 200, again.body);
      assert.equal((await stored()).length, before.length);
      assert.ok(!(await stored()).includes(rows[0].marked_path), 'the replaced marked page is gone');
      assert.deepEqual((await image(first.url, f.candidates.a2.token)).rawPayload, scan);
    });

    it('refuses the whole call with a reason per file: name, type, size, candidate, page, duplicate', async () => {
      const a3 = f.candidates.a3.candidateNo;
      const before = await stored();
      const rowsBefore = (await t.db.query('select count(*)::int as n from marked_pages')).rows[0];
      const response = await upload(f.paper1, [
        { name: `${a3}_p1.png`, bytes: png(200, 280) },
        { name: `${a3}_p2.jpg`, bytes: png(200, 280) },
        { name: `${a3}_p3.png`, bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        { name: `${a3}_p1_marked.png`, bytes: Buffer.concat([png(200, 280), Buffer.alloc(5 * 1024 * 1024)]) },
        { name: `ZZZZ9999_p1.png`, bytes: png(200, 280) },
        { name: `${a3}_p9.png`, bytes: png(200, 280) },
        { name: `${a3}_p1.jpeg`, bytes: jpeg(200, 280) },
        { name: `${a3}_p2.png`, bytes: png(20, 20) },
        { name: 'scan.png', bytes: png(200, 280) },
      ]);
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json();
      assert.equal(body.code, 'SCAN_UPLOAD_REFUSED');
      const reasons = Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, (v as { en: string }).en]));
      assert.deepEqual(Object.keys(reasons).sort(), [
        `${a3}_p1.jpeg`,
        `${a3}_p1_marked.png`,
        `${a3}_p2.jpg`,
        `${a3}_p2.png`,
        `${a3}_p3.png`,
        `${a3}_p9.png`,
        'ZZZZ9999_p1.png',
        'scan.png',
      ]);
      assert.match(reasons[`${a3}_p2.jpg`], /not a PNG or JPEG/);
      assert.match(reasons[`${a3}_p3.png`], /not a PNG or JPEG/);
      assert.match(reasons[`${a3}_p1_marked.png`], /larger than 5 MB/);
      assert.match(reasons['ZZZZ9999_p1.png'], /No candidate/);
      assert.match(reasons[`${a3}_p9.png`], /no such page/);
      assert.match(reasons[`${a3}_p1.jpeg`], /same page/);
      assert.match(reasons[`${a3}_p2.png`], /100 to 10,000 pixels/);
      assert.match(reasons['scan.png'], /Name the file/);
      // All or nothing: the good file is neither recorded nor left on disk.
      assert.deepEqual(await stored(), before);
      assert.deepEqual((await t.db.query('select count(*)::int as n from marked_pages')).rows[0], rowsBefore);
    });

    it('decodes every file: a pixel bomb and cut-short images are refused, in both languages', async () => {
      const a3 = f.candidates.a3.candidateNo;
      const before = await stored();
      const response = await upload(f.paper1, [
        { name: `${a3}_p1.png`, bytes: pixelBomb() },
        { name: `${a3}_p2.png`, bytes: pixelBomb(10_000, 4_000) },
        { name: `${a3}_p3.png`, bytes: png(200, 280).subarray(0, 100) },
        { name: `${a3}_p1_marked.jpg`, bytes: jpeg(200, 280).subarray(0, 300) },
      ]);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().fields, {
        [`${a3}_p1.png`]: {
          en: 'The image is too large: at most 40 megapixels.',
          'zh-hk': '圖片太大：最多4000萬像素。',
        },
        [`${a3}_p2.png`]: SCAN_UPLOAD_TEXT.SCAN_FORMAT,
        [`${a3}_p3.png`]: SCAN_UPLOAD_TEXT.SCAN_FORMAT,
        [`${a3}_p1_marked.jpg`]: SCAN_UPLOAD_TEXT.SCAN_FORMAT,
      });
      assert.deepEqual(await stored(), before);
      // The same pages as sound images are stored.
      const sound = await upload(f.paper1, [
        { name: `${a3}_p2.png`, bytes: png(200, 280) },
        { name: `${a3}_p1_marked.jpg`, bytes: jpeg(200, 280, 3) },
      ]);
      assert.equal(sound.statusCode, 200, sound.body);
      assert.equal((await stored()).length, before.length + 2);
    });

    it('refuses a call with a file named __proto__ (all or nothing), as any misnamed file', async () => {
      const before = await stored();
      const rowsBefore = (await t.db.query('select count(*)::int as n from marked_pages')).rows[0];
      const response = await upload(f.paper1, [
        { name: `${f.candidates.a3.candidateNo}_p1.png`, bytes: png(200, 280) },
        { name: '__proto__', bytes: png(200, 280) },
      ]);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().code, 'SCAN_UPLOAD_REFUSED');
      assert.deepEqual(await stored(), before);
      assert.deepEqual((await t.db.query('select count(*)::int as n from marked_pages')).rows[0], rowsBefore);
    });

    it('is for staff only, for a paper that exists, and for at most 200 files', async () => {
      const one = [{ name: `${f.candidates.a3.candidateNo}_p1.png`, bytes: png(200, 280) }];
      assert.equal((await upload(f.paper1, one, f.teacherA)).statusCode, 403);
      assert.equal((await upload(f.paper1, one, f.candidates.a3.token)).statusCode, 403);
      assert.equal((await upload(99_999_999, one)).statusCode, 404);
      assert.equal((await upload(f.paper1, [])).statusCode, 400);
      const before = await stored();
      const many = Array.from({ length: 201 }, (_, i) => ({
        name: `${f.candidates.a3.candidateNo}_p${i + 1}.png`,
        bytes: png(100, 100),
      }));
      assert.equal((await upload(f.paper1, many)).statusCode, 413);
      assert.deepEqual(await stored(), before);
    });
  });
}
