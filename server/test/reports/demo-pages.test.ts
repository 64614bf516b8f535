// Demo mode's drawn scans: every demo key the tables name gets a small PNG in the file store (the
// folder and an S3-compatible store alike), a few drawings shared by many keys, nothing outside demo/,
// and nothing twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { imageSize } from 'image-size';
import { ensureDemoPages } from '../../src/modules/reports/demo-pages';
import { dbKinds } from '../support/db';
import { storeKinds, testFileStore, type TestFileStore } from '../support/file-stores';
import { startTestApp, type TestApp } from '../support/app';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

for (const [kind, storeKind] of dbKinds().flatMap((db) => storeKinds().map((store) => [db, store] as const))) {
  describe(`demo scanned pages on ${kind}, files in the ${storeKind} store`, () => {
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

    it('draws every missing demo page once, small and A4-shaped', async () => {
      const { candidates: c, pages } = f;
      const demo = (who: string, page: number) => `demo/${who}/p1-${page}.png`;
      // a2 and a3 with a scan and its marked version; b1 with one key for both (as an earlier seed wrote it).
      const rows: [number, number, string | null, string | null][] = [
        [pages[0], c.a2.id, demo(c.a2.candidateNo, 1), demo(`${c.a2.candidateNo}-m`, 1)],
        [pages[1], c.a2.id, demo(c.a2.candidateNo, 2), demo(`${c.a2.candidateNo}-m`, 2)],
        [pages[0], c.a3.id, demo(c.a3.candidateNo, 1), null],
        [pages[0], c.b1.id, demo(c.b1.candidateNo, 1), demo(c.b1.candidateNo, 1)],
        [pages[1], c.b1.id, 'demo/../../escape.png', 'scans/fixture/real-scan-missing.png'],
      ];
      for (const [pageId, candidateId, scan, marked] of rows) {
        await t.db.query(
          'insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked) values ($1, $2, $3, $4, $5)',
          [pageId, candidateId, scan, marked, marked !== null],
        );
      }
      await t.db.query(`update report_pages set url = 'demo/blank/p1-3.png' where id = $1`, [pages[2]]);
      const before = await t.app.files.list('');

      assert.equal(await ensureDemoPages(t.db, t.app.files), 7);
      const drawn = [
        demo(c.a2.candidateNo, 1),
        demo(c.a2.candidateNo, 2),
        demo(`${c.a2.candidateNo}-m`, 1),
        demo(`${c.a2.candidateNo}-m`, 2),
        demo(c.a3.candidateNo, 1),
        demo(c.b1.candidateNo, 1),
        'demo/blank/p1-3.png',
      ].sort();
      assert.deepEqual(await t.app.files.list('demo/'), drawn);
      for (const key of drawn) {
        const file = await t.app.files.get(key);
        assert.equal(file?.contentType, 'image/png');
        const bytes = (await t.app.files.getBytes(key))!;
        const { type, width, height } = imageSize(new Uint8Array(bytes));
        assert.equal(type, 'png');
        assert.deepEqual([width, height], [600, 850]);
        assert.ok(bytes.length < 40_000, `${key}: ${bytes.length} bytes`);
        file?.body.destroy();
      }
      // Never outside demo/: a real scan that went missing stays missing, and a bad key is skipped.
      assert.deepEqual(
        (await t.app.files.list('')).filter((key) => !key.startsWith('demo/')),
        before.filter((key) => !key.startsWith('demo/')),
      );
      assert.equal(await t.app.files.get('scans/fixture/real-scan-missing.png'), null);
      // A second start draws nothing.
      assert.equal(await ensureDemoPages(t.db, t.app.files), 0);
      // The page image route shows a drawn page to its reader.
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/report/blank_page/${pages[2]}?access_token=${c.b1.token}`,
      });
      assert.equal(page.statusCode, 200, page.body);
      assert.deepEqual(page.rawPayload, await t.app.files.getBytes('demo/blank/p1-3.png'));
    });
  });
}
