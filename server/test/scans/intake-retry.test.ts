// A crashed intake is retried without filing a page twice: pages read before the crash stay filed once,
// the rest are read on the next try; a file that fails on its last try is marked failed with the reason.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { answerBookCode, type ScanUploadsResponse } from '@mockexam/contracts';
import { dbKinds } from '../support/db';
import { bearer, startTestApp, type TestApp } from '../support/app';
import type { FileStore } from '../../src/lib/file-store';
import { runIntake } from '../../src/modules/scans/intake';
import { insertScanFile } from '../../src/modules/scans/queries';
import { closeWithJobs, intakeFixture, type IntakeFixture } from './fixture';
import { pagesPdf } from './pages';

for (const kind of dbKinds()) {
  describe(`scan intake retries on ${kind}`, () => {
    let t: TestApp;
    let f: IntakeFixture;
    before(async () => {
      t = await startTestApp(kind);
      f = await intakeFixture(t.db);
    });
    after(() => closeWithJobs(t));

    /** A file recorded as uploaded, with no job (the test runs the intake itself). */
    async function uploaded(name: string, bytes: Buffer) {
      const fileKey = `uploads/p${f.paperId}/${name}`;
      await t.app.files.put(fileKey, bytes, 'application/pdf');
      const id = await insertScanFile(t.db, {
        examPaperId: f.paperId,
        uploadId: name,
        filename: name,
        size: bytes.length,
        kind: 'pdf',
        fileKey,
        uploadedBy: f.staffUserId,
      });
      return id!;
    }
    /** The file store, failing every write whose key matches `failing`. */
    const storeFailing = (failing: RegExp): FileStore => ({
      ...t.app.files,
      put: (key, body, type) =>
        failing.test(key) ? Promise.reject(new Error('store unavailable')) : t.app.files.put(key, body, type),
    });
    const deps = (files: FileStore) => ({ db: t.db, files, log: t.app.log });
    const pagesOf = async (scanFileId: number) =>
      (
        await t.db.query<{ file_page: number; status: string }>(
          'select file_page, status from scan_pages where scan_file_id = $1 order by file_page',
          [scanFileId],
        )
      ).rows;

    it('goes on after the pages it filed and files none twice', async () => {
      const [a] = f.entered;
      const codes = [1, 2, 3].map((page) =>
        answerBookCode({ exam_paper_id: f.paperId, owner: { kind: 'candidate', candidate_no: a }, page }),
      );
      const id = await uploaded('retry.pdf', await pagesPdf(codes));
      // The store fails at page 2: the job throws, to be retried.
      await assert.rejects(runIntake(deps(storeFailing(/-2\./)), id, false));
      assert.deepEqual(await pagesOf(id), [{ file_page: 1, status: 'filed' }]);
      await runIntake(deps(t.app.files), id, false);
      await runIntake(deps(t.app.files), id, false);
      assert.deepEqual(
        await pagesOf(id),
        [1, 2, 3].map((file_page) => ({ file_page, status: 'filed' })),
      );
      const { rows } = await t.db.query<{ page: number }>(
        `select rp.page from marked_pages mp join report_pages rp on rp.id = mp.report_page_id
           join candidates c on c.id = mp.candidate_id where c.candidate_no = $1 order by rp.page`,
        [a],
      );
      assert.deepEqual(
        rows.map((r) => r.page),
        [1, 2, 3],
      );
      // The uploaded bytes are gone once every page is read.
      assert.equal(await t.app.files.getBytes(`uploads/p${f.paperId}/retry.pdf`), null);
    });

    it('marks a file failed, with the reason in both languages, when its last try fails', async () => {
      const id = await uploaded('broken.pdf', await pagesPdf([null]));
      await runIntake(deps(storeFailing(/^scans\//)), id, true);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/exam-papers/${f.paperId}/scan-uploads`,
        headers: bearer(f.staff),
      });
      const upload = (response.json() as ScanUploadsResponse).uploads.find((u) => u.id === id)!;
      assert.equal(upload.state, 'failed');
      assert.ok(upload.error?.en && upload.error['zh-hk']);
      // Not a PDF at all: failed at once, with its own reason.
      const junk = await uploaded('junk.pdf', Buffer.from('%PDF-1.4 cut short'));
      await runIntake(deps(t.app.files), junk, false);
      const state = await t.db.query<{ state: string; error: string }>(
        'select state, error from scan_files where id = $1',
        [junk],
      );
      assert.deepEqual(state.rows[0], { state: 'failed', error: 'SCAN_INTAKE_PDF_UNREADABLE' });
    });
  });
}
