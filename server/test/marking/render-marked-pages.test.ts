// Marked pages drawn from the on-screen marking: the final marks' annotations and a score label over the
// scan, stored in the file store and shown by the report, drawn again only when the marks change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Annotation, PageInfoResponse } from '@mockexam/contracts';
import sharp from 'sharp';
import { renderMarkedPages, type RenderDeps } from '../../src/modules/marking/render-marked-pages';
import { MARKED_PAGES_QUEUE, queueMarkedPages } from '../../src/modules/marking/render-queue';
import { bearer, form, startTestApp, type TestApp } from '../support/app';
import { dbKinds } from '../support/db';
import { testFileStore, type StoreKind, type TestFileStore } from '../support/file-stores';
import { closeWithJobs } from '../scans/fixture';
import { finalise, imageFixture, markItem, type ImageFixture } from './image-fixture';

const combinations = dbKinds().map((db) => [db, db === 'postgres' ? 's3' : 'folder'] as [typeof db, StoreKind]);

interface Row {
  marked_path: string | null;
  has_marked: boolean;
  marked_version: string | null;
}

/** Red pixels (the marking's ink) in the square of `half` pixels around (fx, fy), fractions of the image. */
async function redAround(image: Buffer, fx: number, fy: number, half = 20): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const cx = Math.round(fx * info.width);
  const cy = Math.round(fy * info.height);
  let red = 0;
  for (let y = Math.max(0, cy - half); y < Math.min(info.height, cy + half); y += 1) {
    for (let x = Math.max(0, cx - half); x < Math.min(info.width, cx + half); x += 1) {
      const i = (y * info.width + x) * info.channels;
      if (data[i] > 150 && data[i + 1] < 100 && data[i + 2] < 100) red += 1;
    }
  }
  return red;
}

for (const [kind, storeKind] of combinations) {
  describe(`marked pages drawn from the marking on ${kind} with the ${storeKind} file store`, () => {
    let t: TestApp;
    let store: TestFileStore;
    let f: ImageFixture;
    let deps: RenderDeps;
    let job: { candidate_id: number; exam_paper_id: number };
    before(async () => {
      store = await testFileStore(storeKind);
      t = await startTestApp(kind, undefined, store.config);
      f = await imageFixture(t.db, t.app.files);
      deps = { db: t.db, files: t.app.files, log: t.app.log };
      job = { candidate_id: f.report.candidates.a1.id, exam_paper_id: f.report.paper1 };
    });
    after(async () => {
      await closeWithJobs(t);
      await store.close();
    });

    const row = async (page: 1 | 2) =>
      (
        await t.db.query<Row>(
          'select marked_path, has_marked, marked_version from marked_pages where candidate_id = $1 and report_page_id = $2',
          [f.report.candidates.a1.id, f.report.pages[page - 1]],
        )
      ).rows[0];
    const file = async (key: string | null) => (key ? t.app.files.getBytes(key) : null);
    const tick: Annotation = { kind: 'tick', page: 1, x: 0.3, y: 0.4 };
    const cross: Annotation = { kind: 'cross', page: 2, x: 0.5, y: 0.25 };
    const underline: Annotation = { kind: 'underline', page: 1, x: 0.2, y: 0.6, w: 0.3 };
    const note: Annotation = { kind: 'text', page: 1, x: 0.6, y: 0.7, text: '論點清楚 good' };

    it('draws nothing while no item of the candidate is final', async () => {
      await markItem(t.db, f, f.items.q2, 1, f.markers.holder, 3, [tick, cross]);
      assert.equal(await renderMarkedPages(deps, job), 0);
      // The fixture's uploaded marked page of page 1 stays as it was.
      assert.deepEqual(await row(1), {
        marked_path: 'marked/fixture/a1-1.png',
        has_marked: true,
        marked_version: null,
      });
      assert.deepEqual(await row(2), { marked_path: null, has_marked: false, marked_version: null });
    });

    it("draws the final mark's annotations in red where they lie, and the question's score beside its region", async () => {
      const scan = (await t.app.files.getBytes('scans/fixture/a1-1.png'))!;
      assert.equal(await redAround(scan, 0.3, 0.4), 0, 'no red on the scan itself');
      await markItem(t.db, f, f.items.q2, 1, f.markers.holder, 3, [tick, cross, underline, note]);
      await finalise(t.db, f.items.q2, 3);
      assert.equal(await renderMarkedPages(deps, job), 2);

      const one = await row(1);
      assert.match(
        one.marked_path!,
        new RegExp(`^marked/${f.report.paper1}/${f.report.candidates.a1.id}/1-[0-9a-f]{16}\\.jpg$`),
      );
      assert.equal(one.has_marked, true);
      assert.ok(one.marked_version);
      const page1 = (await file(one.marked_path))!;
      const meta = await sharp(page1).metadata();
      assert.equal(meta.format, 'jpeg');
      assert.ok((await redAround(page1, 0.3, 0.4)) > 30, 'a tick at (0.3, 0.4)');
      assert.ok((await redAround(page1, 0.35, 0.6, 8)) > 20, 'the underline from 0.2 to 0.5 at 0.6');
      assert.equal(await redAround(page1, 0.3, 0.5), 0, 'nothing where nothing was marked');
      assert.ok((await redAround(page1, 0.64, 0.7, 12)) > 20, 'the note from x 0.6 on the line of y 0.7');
      // "Q2  3 / 4" inside the top right corner of Q2's region (0.06 + 0.88 wide, from 0.16 down).
      assert.ok((await redAround(page1, 0.88, 0.175, 25)) > 30, 'the score label');
      // The cross is on page 2, with no label there (Q2's label is on its first region).
      const two = await row(2);
      const page2 = (await file(two.marked_path))!;
      assert.ok((await redAround(page2, 0.5, 0.25)) > 30, 'a cross on page 2');
      assert.equal(await redAround(page2, 0.3, 0.4), 0);
      // The uploaded marked page the row pointed to is not this worker's: left in the store.
      assert.ok(await t.app.files.getBytes('marked/fixture/a1-1.png'));
    });

    it('skips pages whose marks are what it last drew, also when two runs meet', async () => {
      const before = await row(1);
      assert.equal(await renderMarkedPages(deps, job), 0);
      const [a, b] = await Promise.all([renderMarkedPages(deps, job), renderMarkedPages(deps, job)]);
      assert.equal(a + b, 0);
      assert.deepEqual(await row(1), before);
    });

    it('draws a page again when a mark changes, and removes the file it showed before', async () => {
      const old = await row(1);
      const oldTwo = await row(2);
      const moved: Annotation = { kind: 'tick', page: 1, x: 0.7, y: 0.3 };
      await markItem(t.db, f, f.items.q2, 1, f.markers.holder, 3, [moved, cross]);
      // Two instances at once: both may draw, one row and one file remain.
      await Promise.all([renderMarkedPages(deps, job), renderMarkedPages(deps, job)]);
      const now = await row(1);
      assert.notEqual(now.marked_path, old.marked_path);
      assert.notEqual(now.marked_version, old.marked_version);
      assert.equal(await file(old.marked_path), null, 'the earlier drawing is gone');
      const page1 = (await file(now.marked_path))!;
      assert.ok((await redAround(page1, 0.7, 0.3)) > 30);
      assert.equal(await redAround(page1, 0.3, 0.4), 0, 'the old tick is not drawn');
      // Page 2 shows the same cross and label as before: not drawn again.
      assert.deepEqual(await row(2), oldTwo);
      const listed = await t.app.files.list(`marked/${f.report.paper1}/${f.report.candidates.a1.id}/`);
      assert.deepEqual(listed.sort(), [now.marked_path, oldTwo.marked_path].sort());
    });

    it("shows a chief's third mark alone, and the new final score", async () => {
      const third: Annotation = { kind: 'cross', page: 1, x: 0.4, y: 0.8 };
      await markItem(t.db, f, f.items.q2, 2, f.markers.other, 1, [{ kind: 'tick', page: 1, x: 0.2, y: 0.3 }]);
      await markItem(t.db, f, f.items.q2, 3, f.markers.chief, 2, [third]);
      await finalise(t.db, f.items.q2, 2);
      await renderMarkedPages(deps, job);
      const page1 = (await file((await row(1)).marked_path))!;
      assert.ok((await redAround(page1, 0.4, 0.8)) > 30, "the chief's cross");
      assert.equal(await redAround(page1, 0.7, 0.3), 0, "the first marker's tick is not shown");
      assert.equal(await redAround(page1, 0.2, 0.3), 0, "the second marker's tick is not shown");
      // Page 2 had round 1's cross only: it shows the scan again, and its drawing is removed.
      const two = await row(2);
      assert.deepEqual(two, { marked_path: null, has_marked: false, marked_version: null });
    });

    it("the candidate's report and the teacher's marking review show the drawn page", async () => {
      const drawn = (await row(1)).marked_path!;
      const bytes = (await file(drawn))!;
      for (const token of [f.report.candidates.a1.token, f.report.teacherA]) {
        const pages = (
          await t.app.inject({
            method: 'POST',
            url: '/api/report/get_page_info',
            ...form({ paper_id: String(f.report.paper1), candidate: f.report.candidates.a1.candidateNo }),
            headers: { ...form({}).headers, ...bearer(token) },
          })
        ).json() as PageInfoResponse;
        const first = pages.pages[0];
        assert.equal(first.has_marked, true);
        const shown = await t.app.inject({ method: 'GET', url: `${first.local_url}&access_token=${token}` });
        assert.equal(shown.statusCode, 200);
        assert.equal(shown.headers['content-type'], 'image/jpeg');
        assert.ok(shown.rawPayload.equals(bytes));
        assert.equal(pages.pages[1].has_marked, false);
      }
    });

    it('draws through the queue when a final mark is queued', async () => {
      await markItem(t.db, f, f.items.q3, 1, f.markers.chief, 7, [{ kind: 'tick', page: 2, x: 0.3, y: 0.7 }]);
      await t.db.tx(async (tx) => {
        await finalise(tx, f.items.q3, 7);
        await queueMarkedPages(t.app.jobs, tx, job);
      });
      t.app.jobs.wake(MARKED_PAGES_QUEUE);
      let two = await row(2);
      for (let waited = 0; !two.has_marked && waited < 20_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        two = await row(2);
      }
      const page2 = (await file(two.marked_path))!;
      assert.ok((await redAround(page2, 0.3, 0.7)) > 30, "Q3's tick");
      assert.ok((await redAround(page2, 0.88, 0.515, 25)) > 30, "Q3's label");
    });
  });
}
