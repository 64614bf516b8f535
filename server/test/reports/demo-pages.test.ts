// Demo mode's drawn scans: every demo path the tables name gets a small PNG under SCANS_DIR, a few
// drawings shared by links, nothing outside demo/ or outside the folder, and nothing twice.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { imageSize } from 'image-size';
import { ensureDemoPages } from '../../src/modules/reports/demo-pages';
import { dbKinds } from '../support/db';
import { startTestApp, type TestApp } from '../support/app';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

for (const kind of dbKinds()) {
  describe(`demo scanned pages on ${kind}`, () => {
    let t: TestApp;
    let f: ReportFixture;
    let scansDir: string;
    before(async () => {
      scansDir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-scans-'));
      t = await startTestApp(kind, undefined, { demoMode: false, sms: { provider: 'console' }, scansDir });
      f = await createReportFixture(t.db, scansDir);
    });
    after(async () => {
      await t.close();
      await rm(scansDir, { recursive: true, force: true });
    });

    it('draws every missing demo page once, small and A4-shaped', async () => {
      const { candidates: c, pages } = f;
      const demo = (who: string, page: number) => `demo/${who}/p1-${page}.png`;
      // a2 and a3 with a scan and its marked version; b1 as the interim seed writes it (one path for both).
      const rows: [number, number, string | null, string | null][] = [
        [pages[0], c.a2.id, demo(c.a2.candidateNo, 1), demo(`${c.a2.candidateNo}-m`, 1)],
        [pages[1], c.a2.id, demo(c.a2.candidateNo, 2), demo(`${c.a2.candidateNo}-m`, 2)],
        [pages[0], c.a3.id, demo(c.a3.candidateNo, 1), null],
        [pages[0], c.b1.id, demo(c.b1.candidateNo, 1), demo(c.b1.candidateNo, 1)],
        [pages[1], c.b1.id, 'demo/../../escape.png', 'fixture/real-scan-missing.png'],
      ];
      for (const [pageId, candidateId, scan, marked] of rows) {
        await t.db.query(
          'insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked) values ($1, $2, $3, $4, $5)',
          [pageId, candidateId, scan, marked, marked !== null],
        );
      }
      await t.db.query(`update report_pages set url = 'demo/blank/p1-3.png' where id = $1`, [pages[2]]);

      assert.equal(await ensureDemoPages(t.db, scansDir), 7);
      for (const relative of [
        demo(c.a2.candidateNo, 1),
        demo(`${c.a2.candidateNo}-m`, 2),
        demo(c.a3.candidateNo, 1),
        demo(c.b1.candidateNo, 1),
        'demo/blank/p1-3.png',
      ]) {
        const bytes = await readFile(path.join(scansDir, relative));
        const { type, width, height } = imageSize(new Uint8Array(bytes));
        assert.equal(type, 'png');
        assert.deepEqual([width, height], [600, 850]);
        assert.ok(bytes.length < 40_000, `${relative}: ${bytes.length} bytes`);
      }
      // Never outside demo/ (a real scan stays missing) nor outside the folder.
      await assert.rejects(stat(path.join(scansDir, 'fixture/real-scan-missing.png')));
      await assert.rejects(stat(path.join(path.dirname(scansDir), 'escape.png')));
      // A second start draws nothing.
      assert.equal(await ensureDemoPages(t.db, scansDir), 0);
    });
  });
}
