// The intake job: reads every page of one uploaded file, on whichever instance takes the job. Each page
// is stored (page image and a preview) and then filed in a transaction of its own: as the candidate's
// page in marked_pages, or into the paper's exceptions queue with the reason. A retried job skips the
// pages it has already filed (one row per file and page), and stored keys are named by file and page,
// so a crash halfway neither files a page twice nor leaves stray copies.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { FileStore } from '../../lib/file-store';
import { identifyPage } from './identify';
import { openScanFile, pageFiles, type PageImage, type RawPage } from './page-images';
import { paperPageCount } from './page-count';
import {
  fileMarkedPage,
  finishFile,
  insertScanPage,
  markFileProcessing,
  pagesRead,
  scanFile,
  slotOf,
  type NewScanPage,
  type PaperExam,
} from './queries';
import { readPageCode } from './read-code';

export const SCAN_INTAKE_QUEUE = 'scan-intake';
/** Tries after the first before a file is given up as failed. */
export const SCAN_INTAKE_RETRIES = 3;

export interface IntakeDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

/** Stores the page and its preview; answers their keys (named by file and page: a retry overwrites). */
async function storePage(files: FileStore, base: string, image: Extract<PageImage, { ok: true }>) {
  const { scan, preview } = await pageFiles(image);
  const scanKey = `scans/${base}.${scan.ext}`;
  const previewKey = `previews/${base}.jpg`;
  await Promise.all([files.put(scanKey, scan.bytes, scan.mime), files.put(previewKey, preview, 'image/jpeg')]);
  return { scanKey, previewKey };
}

/** Files one read page in its own transaction (a page of a retried job that was filed already: nothing). */
async function recordPage(
  db: Db,
  paper: PaperExam,
  pageCount: number,
  row: Omit<NewScanPage, 'status' | 'reason' | 'markedPageId'>,
  identified: ReturnType<typeof identifyPage>,
): Promise<void> {
  await db
    .tx(async (q) => {
      let outcome: Pick<NewScanPage, 'status' | 'reason' | 'markedPageId'>;
      if (identified.kind === 'exception') {
        outcome = { status: 'exception', reason: identified.reason, markedPageId: null };
      } else {
        const slot = await slotOf(q, paper, identified.candidateNo, identified.page);
        const filed =
          identified.page > pageCount || slot.report_page_id === null || !slot.entered || slot.candidate_id === null
            ? null
            : await fileMarkedPage(q, slot.report_page_id, slot.candidate_id, row.scanKey!, false);
        if (identified.page > pageCount || slot.report_page_id === null) {
          outcome = { status: 'exception', reason: 'no_such_page', markedPageId: null };
        } else if (!slot.entered) {
          outcome = { status: 'exception', reason: 'not_entered', markedPageId: null };
        } else if (!filed) {
          outcome = { status: 'exception', reason: 'duplicate', markedPageId: null };
        } else {
          outcome = { status: 'filed', reason: null, markedPageId: filed.id };
        }
      }
      const recorded = await insertScanPage(q, { ...row, ...outcome });
      // Another run filed this page meanwhile: undo this one's filing.
      if (!recorded) throw new PageAlreadyRead();
    })
    .catch((error) => {
      if (!(error instanceof PageAlreadyRead)) throw error;
    });
}

class PageAlreadyRead extends Error {}

async function readPage(
  deps: IntakeDeps,
  paper: PaperExam,
  pageCount: number,
  file: { id: number; kind: 'pdf' | 'image'; filename: string },
  filePage: number,
  image: PageImage,
) {
  const base = { scanFileId: file.id, examPaperId: paper.exam_paper_id, filePage };
  if (!image.ok) {
    const row = { ...base, codeText: null, candidateNo: null, page: null, scanKey: null, previewKey: null };
    await recordPage(deps.db, paper, pageCount, row, {
      kind: 'exception',
      reason: 'bad_image',
      candidateNo: null,
      page: null,
    });
    return;
  }
  const codeText = await readPageCode(image.raw);
  const identified = identifyPage(paper.exam_paper_id, codeText, file.kind === 'image' ? file.filename : null);
  const keys = await storePage(deps.files, `p${paper.exam_paper_id}/f${file.id}-${filePage}`, image);
  const row = {
    ...base,
    codeText: codeText === null ? null : codeText.slice(0, 200),
    candidateNo: identified.candidateNo,
    page: identified.page,
    ...keys,
  };
  await recordPage(deps.db, paper, pageCount, row, identified);
}

/** Runs the intake of one file; `lastTry`: a failure now marks the file failed instead of throwing. */
export async function runIntake(deps: IntakeDeps, scanFileId: number, lastTry: boolean): Promise<void> {
  const file = await scanFile(deps.db, scanFileId);
  if (!file || file.state === 'done' || file.state === 'failed') return;
  const { paper } = file;
  const bytes = file.file_key ? await deps.files.getBytes(file.file_key) : null;
  if (!paper || !bytes) {
    await finishFile(deps.db, file.id, 'failed', 'SCAN_INTAKE_FAILED');
    return;
  }
  try {
    const opened = await openScanFile(file.kind, bytes);
    if (!opened.ok) {
      await finishFile(deps.db, file.id, 'failed', opened.error);
      return;
    }
    try {
      const [pageCount, done] = await Promise.all([
        paperPageCount(deps.db, paper.exam_paper_id),
        // Only a file taken up before (a retry) has pages read already.
        file.state === 'processing' ? pagesRead(deps.db, file.id) : new Set<number>(),
        markFileProcessing(deps.db, file.id, opened.pages),
      ]);
      for (let filePage = 1; filePage <= opened.pages; filePage += 1) {
        if (done.has(filePage)) continue;
        await readPage(deps, paper, pageCount, file, filePage, await opened.page(filePage));
      }
    } finally {
      opened.close();
    }
    await finishFile(deps.db, file.id, 'done', null);
    await deps.files.delete(file.file_key!);
  } catch (error) {
    deps.log.warn({ err: error, scanFileId }, 'scan intake failed');
    if (!lastTry) throw error;
    await finishFile(deps.db, file.id, 'failed', 'SCAN_INTAKE_FAILED');
  }
}

export type { RawPage };
