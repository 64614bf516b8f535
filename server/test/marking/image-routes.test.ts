// The marking images: a question's part of a candidate's scanned page, for the marker who holds or
// marked the task, the question's chief and staff, within 150 KB, the same bytes every time, and a 404
// for everyone else.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MARKING_IMAGE_MAX_WIDTH } from '@mockexam/contracts';
import sharp from 'sharp';
import { regionImage, regionImageKey, REGION_IMAGE_MAX_BYTES } from '../../src/modules/marking/region-image';
import { bearer, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { testFileStore, type StoreKind, type TestFileStore } from '../support/file-stores';
import { imageFixture, markItem, scannedPage, type ImageFixture } from './image-fixture';

// Each database with one file store: PGlite with the folder, PostgreSQL with the S3 bucket.
const combinations = dbKinds().map((db) => [db, db === 'postgres' ? 's3' : 'folder'] as [typeof db, StoreKind]);

for (const [kind, storeKind] of combinations) {
  describe(`marking images on ${kind} with the ${storeKind} file store`, () => {
    let t: TestApp;
    let store: TestFileStore;
    let f: ImageFixture;
    before(async () => {
      store = await testFileStore(storeKind);
      t = await startTestApp(kind, undefined, store.config);
      f = await imageFixture(t.db, t.app.files);
    });
    after(async () => {
      await t.close();
      await store.close();
    });

    const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
    const taskImage = (page: number) => `/api/marking/tasks/${f.task}/pages/${page}/image`;

    it("serves the holder a greyscale JPEG of the question's region, within 150 KB and in the region's proportions", async () => {
      const response = await get(taskImage(1), f.markers.holder.token);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'image/jpeg');
      assert.equal(response.headers['cache-control'], 'private, no-store');
      assert.ok(response.headers.etag);
      const bytes = response.rawPayload;
      assert.ok(bytes.length <= REGION_IMAGE_MAX_BYTES, `${bytes.length} bytes`);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, 'jpeg');
      assert.equal(meta.channels, 1);
      assert.ok(Math.max(meta.width, meta.height) <= MARKING_IMAGE_MAX_WIDTH);
      // The region is 0.88 of the page's width and 0.78 of its height; the scan is 1241 x 1754.
      const expected = (0.88 * 1241) / (0.78 * 1754);
      assert.ok(Math.abs(meta.width / meta.height - expected) < 0.01, `${meta.width} x ${meta.height}`);
      assert.equal(meta.exif, undefined);
      // The region's second page is served too; a page the question is not on is not.
      assert.equal((await get(taskImage(2), f.markers.holder.token)).statusCode, 200);
      assert.equal((await get(taskImage(3), f.markers.holder.token)).statusCode, 404);
    });

    it('answers the same bytes again from the file store, and a 304 to its ETag', async () => {
      const first = await get(taskImage(1), f.markers.holder.token);
      // The scan itself is gone from the store: only the kept image can answer now.
      const scan = await t.app.files.getBytes('scans/fixture/a1-1.png');
      await t.app.files.delete('scans/fixture/a1-1.png');
      try {
        const second = await get(taskImage(1), f.markers.holder.token);
        assert.equal(second.statusCode, 200);
        assert.ok(first.rawPayload.equals(second.rawPayload));
        assert.equal(second.headers.etag, first.headers.etag);
        const again = await get(taskImage(1), f.markers.holder.token, { 'if-none-match': String(first.headers.etag) });
        assert.equal(again.statusCode, 304);
      } finally {
        await t.app.files.put('scans/fixture/a1-1.png', scan!, 'image/png');
      }
    });

    it('takes the token in the query, as an <img> sends it', async () => {
      const response = await get(`${taskImage(1)}?access_token=${f.markers.holder.token}`);
      assert.equal(response.statusCode, 200);
      assert.equal((await get(taskImage(1))).statusCode, 401);
    });

    it("shows a task's image to its chief and staff, and to no other marker", async () => {
      assert.equal((await get(taskImage(1), f.markers.chief.token)).statusCode, 200);
      assert.equal((await get(taskImage(1), f.report.staff)).statusCode, 200);
      assert.equal((await get(taskImage(1), f.markers.other.token)).statusCode, 404);
      assert.equal((await get(taskImage(1), f.markers.trainee.token)).statusCode, 404);
      // A candidate or a teacher never reaches a marking image.
      assert.equal((await get(taskImage(1), f.report.candidates.a1.token)).statusCode, 403);
      assert.equal((await get(taskImage(1), f.report.teacherA)).statusCode, 403);
      assert.equal((await get('/api/marking/tasks/999999999/pages/1/image', f.report.staff)).statusCode, 404);
      assert.equal((await get(`/api/marking/tasks/${f.task}/pages/65/image`, f.report.staff)).statusCode, 400);
    });

    it('keeps showing a task to the marker who marked it after it went to someone else', async () => {
      await markItem(t.db, f, f.items.q2, 2, f.markers.other, 3, []);
      const { rows } = await t.db.query<{ id: number }>(
        'select id from marking_tasks where item_id = $1 and round = 2',
        [f.items.q2],
      );
      const url = `/api/marking/tasks/${rows[0].id}/pages/1/image`;
      assert.equal((await get(url, f.markers.other.token)).statusCode, 200);
      await t.db.query('update marking_tasks set marker_id = $2 where id = $1', [rows[0].id, f.markers.trainee.id]);
      assert.equal((await get(url, f.markers.other.token)).statusCode, 200);
      assert.equal((await get(url, f.markers.holder.token)).statusCode, 404);
    });

    it('shows a reference script to its chief, staff and the marker whose task it is', async () => {
      const url = `/api/marking/references/${f.referenceId}/pages/1/image`;
      assert.equal((await get(url, f.markers.trainee.token)).statusCode, 200);
      assert.equal((await get(url, f.markers.chief.token)).statusCode, 200);
      assert.equal((await get(url, f.report.staff)).statusCode, 200);
      assert.equal((await get(url, f.markers.other.token)).statusCode, 404);
      assert.equal((await get(url, f.markers.holder.token)).statusCode, 404);
    });

    it("shows a live script by its code to the question's chief and staff only, and only as that question's", async () => {
      const url = (question: number, code: string, page: number) =>
        `/api/marking/questions/${question}/scripts/${code}/pages/${page}/image`;
      const chief = await get(url(f.q2, f.codes.q2, 2), f.markers.chief.token);
      assert.equal(chief.statusCode, 200);
      assert.equal((await get(url(f.q2, f.codes.q2, 2), f.report.staff)).statusCode, 200);
      assert.equal((await get(url(f.q2, f.codes.q2, 2), f.markers.holder.token)).statusCode, 404);
      // Q3's code under Q2, and Q3's script to Q2's chief: nothing.
      assert.equal((await get(url(f.q2, f.codes.q3, 2), f.report.staff)).statusCode, 404);
      assert.equal((await get(url(f.q3, f.codes.q3, 2), f.markers.chief.token)).statusCode, 404);
      assert.equal((await get(url(f.q3, f.codes.q3, 2), f.report.staff)).statusCode, 200);
      assert.equal((await get(url(f.q3, f.codes.q3, 1), f.report.staff)).statusCode, 404);
      // Q2's region of page 2 is 0.30 high, Q3's 0.44: different images of the same page.
      const q3 = await get(url(f.q3, f.codes.q3, 2), f.report.staff);
      const [a, b] = await Promise.all([sharp(chief.rawPayload).metadata(), sharp(q3.rawPayload).metadata()]);
      assert.ok(b.height > a.height, `${a.height} and ${b.height}`);
      // A chief of a1's own school knows no script of it.
      await t.db.query('update markers set school_id = $2 where user_id = $1', [f.markers.chief.id, f.report.schoolA]);
      try {
        assert.equal((await get(url(f.q2, f.codes.q2, 2), f.markers.chief.token)).statusCode, 404);
      } finally {
        await t.db.query('update markers set school_id = null where user_id = $1', [f.markers.chief.id]);
      }
    });

    it('a page without a scan is a 404', async () => {
      await t.db.query('update marked_pages set scan_path = null where candidate_id = $1 and report_page_id = $2', [
        f.report.candidates.a1.id,
        f.report.pages[1],
      ]);
      try {
        assert.equal((await get(taskImage(2), f.markers.holder.token)).statusCode, 404);
      } finally {
        await t.db.query(
          `update marked_pages set scan_path = 'scans/fixture/a1-2.png' where candidate_id = $1 and report_page_id = $2`,
          [f.report.candidates.a1.id, f.report.pages[1]],
        );
      }
    });
  });
}

describe('region image of a whole scanned page', () => {
  it('keeps a full A4 page of dense writing within 150 KB, at 150 and at 300 dpi', async () => {
    const scan = await scannedPage();
    const store = new Map<string, Buffer>();
    const files = {
      put: async (key: string, body: Buffer) => void store.set(key, body),
      getBytes: async (key: string) => store.get(key) ?? null,
    } as unknown as Parameters<typeof regionImage>[0];
    store.set('scans/a.png', scan);
    store.set('scans/b.png', await sharp(scan).resize({ width: 2480 }).png().toBuffer());
    const page = { x: 0, y: 0, w: 1, h: 1 };
    for (const key of ['scans/a.png', 'scans/b.png']) {
      const image = await regionImage(files, key, page);
      assert.ok(image && image.length <= REGION_IMAGE_MAX_BYTES, `${key}: ${image?.length} bytes`);
      const meta = await sharp(image).metadata();
      assert.equal(meta.height, MARKING_IMAGE_MAX_WIDTH);
      assert.ok(store.get(regionImageKey(key, page))?.equals(image));
    }
  });
});
