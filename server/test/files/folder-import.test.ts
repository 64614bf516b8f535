// A deployment of an earlier version kept receipts in RECEIPTS_DIR and scans in SCANS_DIR, with paths
// relative to them in the tables. Migration 018 turns those paths into file store keys and lists the
// files; the start-up import copies them into the store (the folder or an S3-compatible one), after
// which the same authorised routes serve them. A file that is not in its folder stays listed.
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ReceiptUploadResponse } from '@mockexam/contracts';
import { buildApp } from '../../src/app';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { importFolderFiles } from '../../src/lib/file-store/folder-import';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { storeKinds, testFileStore, type TestFileStore } from '../support/file-stores';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { jpeg, png } from '../support/images';
import { currentProducts, draft, multipart, newCandidate, postOrder } from '../support/orders';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

for (const [kind, storeKind] of dbKinds().flatMap((db) => storeKinds().map((store) => [db, store] as const))) {
  describe(`files of an earlier version move into the ${storeKind} store, on ${kind}`, () => {
    let t: TestApp;
    let f: ReportFixture;
    let store: TestFileStore;
    before(async () => {
      store = await testFileStore(storeKind);
      t = await startTestApp(kind, undefined, store.config);
      f = await createReportFixture(t.db, t.app.files);
    });
    after(async () => {
      await t.close();
      await store.close();
    });

    /** Writes a file where the earlier version kept it. */
    const keepInFolder = async (folder: string, relative: string, bytes: Buffer) => {
      await mkdir(path.dirname(path.join(folder, relative)), { recursive: true });
      await writeFile(path.join(folder, relative), bytes);
    };

    it('turns the paths into keys, copies every file it finds, and the routes serve them', async () => {
      const { receiptsDir, scansDir } = t.app.config;
      // A receipt uploaded through the route, then put back as the earlier version kept it.
      const me = await newCandidate(t.db);
      const chi = (await currentProducts(t.db)).find((p) => p.subject_code === 'chi')!.code;
      const order = await postOrder(t.app, me.token, draft([chi], { payment_method: 'bank' }));
      assert.equal(order.statusCode, 201, order.body);
      const receiptBytes = jpeg(240, 180, 9);
      const body = multipart({ id: order.json().enrollment_no, agree: 'true' }, { name: 'r.jpg', bytes: receiptBytes });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const receiptId = ReceiptUploadResponse.parse(uploaded.json()).receipt_id;

      // The earlier version's tables: paths relative to the folders (demo pages were demo/... already).
      const demoBefore = await t.db.query(
        `select id, scan_path, marked_path from marked_pages where scan_path like 'demo/%' order by id`,
      );
      for (const key of await t.app.files.list('')) await t.app.files.delete(key);
      await t.db.query(`update receipts set storage_path = substr(storage_path, length('receipts/') + 1)`);
      await t.db.query(`update receipts set storage_path = '2026-10/0a1b2c.jpg' where id = $1`, [receiptId]);
      await t.db.query(
        `update marked_pages set scan_path = substr(scan_path, length('scans/') + 1) where scan_path like 'scans/%'`,
      );
      await t.db.query(
        `update marked_pages set marked_path = substr(marked_path, length('marked/') + 1) where marked_path like 'marked/%'`,
      );
      await t.db.query(`update report_pages set url = substr(url, length('scans/') + 1) where url like 'scans/%'`);
      await t.db.query(`update marked_pages set marked_path = 'fixture/a1-1-marked.png' where id = $1`, [
        f.a1Scans.page1,
      ]);
      const scan = png(100, 141);
      const marked = png(101, 141);
      const blank = png(121, 170);
      await keepInFolder(receiptsDir, '2026-10/0a1b2c.jpg', receiptBytes);
      await keepInFolder(scansDir, 'fixture/a1-1.png', scan);
      await keepInFolder(scansDir, 'fixture/a1-1-marked.png', marked);
      await keepInFolder(scansDir, `fixture/blank-${f.paper1}-1.png`, blank);
      // Not kept: fixture/a1-2.png and the other blank pages.

      // Migration 018 as it runs on such a database.
      await t.db.exec('drop table file_store_imports');
      await t.db.exec(await readFile(path.join(MIGRATIONS_DIR, '018_file_store_keys.sql'), 'utf8'));

      const receipt = await t.db.query<{ storage_path: string }>('select storage_path from receipts where id = $1', [
        receiptId,
      ]);
      assert.equal(receipt.rows[0].storage_path, 'receipts/2026-10/0a1b2c.jpg');
      const page1 = await t.db.query<{ scan_path: string; marked_path: string }>(
        'select scan_path, marked_path from marked_pages where id = $1',
        [f.a1Scans.page1],
      );
      assert.deepEqual(page1.rows[0], {
        scan_path: 'scans/fixture/a1-1.png',
        marked_path: 'marked/fixture/a1-1-marked.png',
      });
      const demoAfter = await t.db.query(
        `select id, scan_path, marked_path from marked_pages where scan_path like 'demo/%' order by id`,
      );
      assert.deepEqual(demoAfter.rows, demoBefore.rows, 'demo pages keep their demo/ keys');

      // The next start of an instance copies them before it serves a call.
      const restarted = await buildApp({ db: t.db, logger: false, config: t.app.config });
      await restarted.ready();
      await restarted.close();
      const left = await t.db.query<{ key: string }>('select key from file_store_imports order by key');
      // Sorted here: the database's collation orders 'blank-10-1' and 'blank-9-2' either way.
      assert.deepEqual(
        left.rows.map((row) => row.key).sort(),
        [
          'scans/fixture/a1-2.png',
          `scans/fixture/blank-${f.paper1}-2.png`,
          `scans/fixture/blank-${f.paper1}-3.png`,
          `scans/fixture/blank-${f.paper2}-1.png`,
        ].sort(),
      );
      assert.ok(
        left.rows.some((row) => row.key === 'scans/fixture/a1-2.png'),
        'a file not in the folder stays listed',
      );
      assert.deepEqual(await t.app.files.getBytes('receipts/2026-10/0a1b2c.jpg'), receiptBytes);
      assert.equal((await t.app.files.get('scans/fixture/a1-1.png'))?.size, scan.length);

      const staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      const served = async (url: string, token: string) => {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        assert.equal(response.headers['cache-control']?.includes('no-store'), true);
        return response.rawPayload;
      };
      assert.deepEqual(await served(`/api/payment/receipts/${receiptId}/image`, me.token), receiptBytes);
      assert.deepEqual(await served(`/api/report/page_image/${f.a1Scans.page1}?kind=scan`, staff), scan);
      assert.deepEqual(await served(`/api/report/page_image/${f.a1Scans.page1}?kind=marked`, staff), marked);
      assert.deepEqual(await served(`/api/report/blank_page/${f.pages[0]}`, staff), blank);

      // The next start copies nothing again and still counts what it cannot find.
      assert.deepEqual(await importFolderFiles(t.db, t.app.files, { receipts: receiptsDir, scans: scansDir }), {
        copied: 0,
        missing: left.rows.length,
      });
    });
  });
}
