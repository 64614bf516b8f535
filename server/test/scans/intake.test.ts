// Scan intake end to end: page images and a PDF sent with the resumable upload (tus), read by the intake
// job, filed as candidates' pages or queued as exceptions with the reason; staff assign and discard
// exceptions; the completeness of the paper's scripts; refusals are clear 4xx answers, never a 5xx.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import {
  answerBookCode,
  type ErrorBody,
  type ScanExceptionsResponse,
  type ScanUploadsResponse,
} from '@mockexam/contracts';
import * as tus from 'tus-js-client';
import { dbKinds } from '../support/db';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { pixelBomb } from '../support/images';
import { closeWithJobs, intakeFixture, type IntakeFixture } from './fixture';
import { pageImage, pagesPdf } from './pages';
import { create, head, patch, uploadWhole, type TusClient } from './upload';

const code = (paperId: number, candidateNo: string, page: number) =>
  answerBookCode({ exam_paper_id: paperId, owner: { kind: 'candidate', candidate_no: candidateNo }, page });

for (const kind of dbKinds()) {
  describe(`scan intake on ${kind}`, () => {
    let t: TestApp;
    let f: IntakeFixture;
    let c: TusClient;
    const statuses: number[] = [];
    before(async () => {
      t = await startTestApp(kind);
      f = await intakeFixture(t.db);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Every answer, over HTTP and through inject, is kept for the last check.
      t.app.server.on('request', (_request, response) =>
        response.on('finish', () => statuses.push(response.statusCode)),
      );
      const inject = t.app.inject.bind(t.app);
      t.app.inject = (async (options: InjectOptions) => {
        const response = await inject(options);
        statuses.push(response.statusCode);
        return response;
      }) as unknown as typeof t.app.inject;
      c = { base: address, token: f.staff };
    });
    after(() => closeWithJobs(t));

    const get = async <T>(url: string, token = f.staff) => {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as T;
    };
    const uploads = () => get<ScanUploadsResponse>(`/api/admin/exam-papers/${f.paperId}/scan-uploads`);
    const exceptions = () =>
      get<ScanExceptionsResponse>(`/api/admin/exam-papers/${f.paperId}/scan-exceptions?limit=100`);
    /** Waits until every upload of the paper is done or failed. */
    const settled = async (count: number) => {
      const end = Date.now() + 120_000;
      for (;;) {
        const { uploads: list } = await uploads();
        if (list.length >= count && list.every((u) => u.state === 'done' || u.state === 'failed')) return list;
        if (Date.now() > end) throw new Error(`intake did not finish: ${JSON.stringify(list)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const filedPages = async () => {
      const { rows } = await t.db.query<{ candidate_no: string; page: number; scan_path: string }>(
        `select c.candidate_no, rp.page, mp.scan_path from marked_pages mp join candidates c on c.id = mp.candidate_id
           join report_pages rp on rp.id = mp.report_page_id where rp.exam_paper_id = $1 and mp.scan_path is not null
          order by c.candidate_no, rp.page`,
        [f.paperId],
      );
      return rows;
    };

    it('files identified pages and queues the rest with their reasons', async () => {
      const [a, b, ind] = f.entered;
      const truncated = (await pageImage(code(f.paperId, a, 3))).subarray(0, 20_000);
      const files: [string, Buffer][] = [
        ['scan-0001.jpg', await pageImage(code(f.paperId, a, 1))],
        ['scan-0002.png', await pageImage(code(f.paperId, a, 2), 'png')],
        [`${b}_p1.jpg`, await pageImage(null)], // no code: the file name says whose page it is
        ['scan-0003.jpg', await pageImage('https://example.com/not-an-answer-book')], // unreadable
        ['scan-0004.jpg', await pageImage(null)], // unreadable
        ['scan-0005.jpg', await pageImage(code(f.otherPaperId, a, 1))], // other_exam
        ['scan-0006.jpg', await pageImage(code(f.paperId, f.notEntered, 1))], // not_entered
        ['scan-0007.jpg', await pageImage(code(f.paperId, b, 9))], // no_such_page
        ['scan-0008.jpg', await pageImage(code(f.paperId, a, 1))], // duplicate
        ['scan-0009.jpg', await pageImage(`MX1:${f.paperId}:B0017:2`)], // blank_book
        ['scan-0010.jpg', truncated], // bad_image
        ['scan-0011.png', pixelBomb()], // bad_image
      ];
      for (const [name, bytes] of files) {
        assert.equal(await uploadWhole(c, f.paperId, name, bytes), 204, name);
      }
      // A PDF of three pages: the individual's pages 1 and 2, and a page without a code.
      const pdf = await pagesPdf([code(f.paperId, ind, 1), code(f.paperId, ind, 2), null]);
      assert.equal(await uploadWhole(c, f.paperId, 'class-5a.pdf', pdf), 204);

      const list = await settled(files.length + 1);
      assert.ok(
        list.every((u) => u.state === 'done'),
        JSON.stringify(list),
      );
      const pdfUpload = list.find((u) => u.filename === 'class-5a.pdf')!;
      assert.deepEqual([pdfUpload.kind, pdfUpload.pages, pdfUpload.filed, pdfUpload.exceptions], ['pdf', 3, 2, 1]);

      const filed = (await filedPages()).map((p) => `${p.candidate_no}/${p.page}`);
      assert.deepEqual(filed.sort(), [`${a}/1`, `${a}/2`, `${b}/1`, `${ind}/1`, `${ind}/2`].sort());
      for (const p of await filedPages()) assert.match(p.scan_path, /^scans\//);

      const queue = await exceptions();
      const reasons = queue.exceptions.map((e) => `${e.filename}:${e.reason}`).sort();
      assert.deepEqual(reasons, [
        'class-5a.pdf:unreadable',
        'scan-0003.jpg:unreadable',
        'scan-0004.jpg:unreadable',
        'scan-0005.jpg:other_exam',
        'scan-0006.jpg:not_entered',
        'scan-0007.jpg:no_such_page',
        'scan-0008.jpg:duplicate',
        'scan-0009.jpg:blank_book',
        'scan-0010.jpg:bad_image',
        'scan-0011.png:bad_image',
      ]);
      assert.equal(queue.total, 10);
      const badImage = queue.exceptions.find((e) => e.filename === 'scan-0010.jpg')!;
      assert.equal(badImage.image_url, null);
      const duplicate = queue.exceptions.find((e) => e.reason === 'duplicate')!;
      assert.deepEqual([duplicate.candidate_no, duplicate.page], [a, 1]);
      assert.equal(queue.exceptions.find((e) => e.reason === 'not_entered')!.candidate_no, f.notEntered);

      // The page and its preview, through the authorised address (?access_token= for an <img>).
      const preview = await t.app.inject({ method: 'GET', url: `${duplicate.preview_url}&access_token=${f.staff}` });
      assert.equal(preview.statusCode, 200);
      assert.equal(preview.headers['content-type'], 'image/jpeg');
      const page = await t.app.inject({ method: 'GET', url: duplicate.image_url! });
      assert.equal(page.statusCode, 401);
    });

    it('resumes an interrupted upload with HEAD and PATCH', async () => {
      const bytes = await pageImage(code(f.paperId, f.entered[1], 2), 'png');
      const created = await create(c, bytes.length, { exam_paper_id: String(f.paperId), filename: 'resumed.png' });
      assert.equal(created.status, 201);
      const location = created.headers.get('location')!;
      const half = Math.floor(bytes.length / 2);
      assert.equal((await patch(c, location, 0, bytes.subarray(0, half))).status, 204);
      // The connection dropped here; the client asks how much arrived and sends the rest.
      const offset = Number((await head(c, location)).headers.get('upload-offset'));
      assert.equal(offset, half);
      assert.equal((await patch(c, location, offset, bytes.subarray(offset))).status, 204);
      await settled(14);
      assert.ok((await filedPages()).some((p) => p.candidate_no === f.entered[1] && p.page === 2));
    });

    it('takes an upload from tus-js-client in chunks', async () => {
      const bytes = await pageImage(code(f.paperId, f.entered[1], 3));
      await new Promise<void>((resolve, reject) => {
        new tus.Upload(bytes, {
          endpoint: `${c.base}/api/admin/scan_uploads`,
          headers: bearer(f.staff),
          metadata: { exam_paper_id: String(f.paperId), filename: 'client.jpg' },
          chunkSize: 64 * 1024,
          retryDelays: [],
          onError: reject,
          onSuccess: () => resolve(),
        }).start();
      });
      await settled(15);
      assert.ok((await filedPages()).some((p) => p.candidate_no === f.entered[1] && p.page === 3));
    });

    it('refuses empty, oversized, misnamed and unauthorised uploads with a clear 4xx', async () => {
      const meta = (filename: string, paper = f.paperId) => ({ exam_paper_id: String(paper), filename });
      const empty = await create(c, 0, meta('empty.jpg'));
      assert.equal(empty.status, 400);
      assert.equal(((await empty.json()) as ErrorBody).code, 'SCAN_INTAKE_EMPTY');
      assert.equal((await create(c, 300 * 1024 * 1024, meta('huge.pdf'))).status, 413);
      const bigImage = await create(c, 41 * 1024 * 1024, meta('huge.jpg'));
      assert.equal(bigImage.status, 413);
      const body = (await bigImage.json()) as ErrorBody;
      assert.equal(body.code, 'SCAN_INTAKE_TOO_LARGE');
      assert.ok(body.msg_en && body.msg_zh);
      assert.equal((await create(c, 10, meta('page.gif'))).status, 400);
      assert.equal((await create(c, 10, { filename: 'page.jpg' })).status, 400);
      assert.equal((await create(c, 10, meta('page.jpg', 999_999_999))).status, 404);
      assert.equal((await create(c, 10, meta('page.jpg'), 'not-a-token')).status, 401);
      assert.equal((await head(c, '/api/admin/scan_uploads/nosuchupload')).status, 404);
    });

    it('assigns, replaces and discards exceptions, with audit rows', async () => {
      const [a, b] = f.entered;
      const queue = await exceptions();
      const unreadable = queue.exceptions.filter((e) => e.reason === 'unreadable');
      const assign = (id: number, body: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/scan-exceptions/${id}/assign`,
          headers: bearer(f.staff),
          payload: body,
        });

      const taken = await assign(unreadable[0].id, { candidate_no: a, page: 1 });
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().code, 'SCAN_SLOT_TAKEN');
      assert.ok(taken.json().msg_en && taken.json().msg_zh);
      assert.equal((await assign(unreadable[0].id, { candidate_no: f.notEntered, page: 2 })).statusCode, 400);
      assert.equal((await assign(unreadable[0].id, { candidate_no: b, page: 4 })).statusCode, 400);
      assert.equal((await assign(unreadable[0].id, { candidate_no: b, page: 99 })).statusCode, 400);

      // a's page 3 came as a cut-short image: staff file the readable copy there.
      const placed = await assign(unreadable[0].id, { candidate_no: a.toLowerCase(), page: 3 });
      assert.equal(placed.statusCode, 200, placed.body);
      assert.equal((await assign(unreadable[0].id, { candidate_no: a, page: 3 })).statusCode, 404);
      const replaced = await assign(unreadable[1].id, { candidate_no: a, page: 1, replace: true });
      assert.equal(replaced.statusCode, 200, replaced.body);

      const bad = queue.exceptions.find((e) => e.reason === 'bad_image')!;
      assert.equal((await assign(bad.id, { candidate_no: a, page: 3 })).statusCode, 404);
      const discard = await t.app.inject({
        method: 'POST',
        url: `/api/admin/scan-exceptions/${bad.id}/discard`,
        headers: bearer(f.staff),
      });
      assert.equal(discard.statusCode, 200);

      const after = await exceptions();
      assert.equal(after.total, queue.total - 3);
      const { rows } = await t.db.query<{ action: string }>(
        `select action from audit_log where actor_user_id = $1 and action like 'scans.%' order by id`,
        [f.staffUserId],
      );
      assert.deepEqual(
        rows.map((r) => r.action),
        ['scans.assign', 'scans.replace', 'scans.discard'],
      );
    });

    it('counts complete, missing and absent scripts and names the missing pages', async () => {
      const [a, b, ind] = f.entered;
      const url = (list: string) => `/api/admin/exam-papers/${f.paperId}/scan-completeness?list=${list}`;
      const missing = await get<{
        entered: number;
        complete: number;
        missing: number;
        absent: number;
        page_count: number;
        candidates: { candidate_no: string; pages_missing: number[] }[];
      }>(url('missing'));
      // a: pages 1, 2 and 3 (assigned); b: pages 1, 2, 3; the individual: pages 1, 2; the absent one: none.
      assert.deepEqual(
        [missing.page_count, missing.entered, missing.complete, missing.missing, missing.absent],
        [3, 4, 2, 1, 1],
      );
      assert.deepEqual(
        missing.candidates.map((x) => [x.candidate_no, x.pages_missing]),
        [[ind, [3]]],
      );
      const complete = await get<{ candidates: { candidate_no: string }[] }>(url('complete'));
      assert.deepEqual(complete.candidates.map((x) => x.candidate_no).sort(), [a, b].sort());
      const absent = await get<{ total: number; candidates: { candidate_no: string; pages_missing: number[] }[] }>(
        url('absent'),
      );
      assert.deepEqual(absent.candidates, [{ candidate_no: f.absent, name: 'Individual', pages_missing: [1, 2, 3] }]);
      const tooMany = await t.app.inject({
        method: 'GET',
        url: `${url('absent')}&limit=1000`,
        headers: bearer(f.staff),
      });
      assert.equal(tooMany.statusCode, 400);
    });

    it('answered no request with a 5xx', () => {
      assert.ok(statuses.length > 20);
      assert.deepEqual(
        statuses.filter((s) => s >= 500),
        [],
      );
    });
  });
}
