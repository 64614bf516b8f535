// A paper's layout: read it, or save it whole in one transaction. Saving keeps the rest of the paper
// in step: the report pages are 1 to page_count, each question's page_location lists its pages, and
// nothing that came in already is orphaned (a page with scans is not removed, a marking guideline
// keeps its question's page).
import { layoutProblems, roundRegion, type PaperLayout, type PaperLayoutRequest } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { FileStore } from '../../lib/file-store';
import {
  guidelinesOffTheirPages,
  layoutPaper,
  layoutQuestions,
  lockLayoutPaper,
  pageImages,
  scannedThrough,
  setPageCount,
  setQuestionLayout,
} from './layout-queries';

/** The sample page's address; `v` changes with each upload so a browser never shows an old one. */
export const pageImageUrl = (paperId: number, page: number, uploadedAt: Date) =>
  `/api/admin/exam-papers/${paperId}/pages/${page}/image?v=${uploadedAt.getTime()}`;

export async function readLayout(q: Queryable, paperId: number): Promise<PaperLayout> {
  const paper = await layoutPaper(q, paperId);
  if (!paper) throw notFound();
  const [questions, images, scanned] = await Promise.all([
    layoutQuestions(q, paperId),
    pageImages(q, paperId),
    scannedThrough(q, paperId),
  ]);
  const imageOf = new Map(images.map((image) => [image.page, image.uploaded_at]));
  return {
    ...paper,
    questions,
    pages: Array.from({ length: paper.page_count }, (_, i) => {
      const uploadedAt = imageOf.get(i + 1);
      return { page: i + 1, image_url: uploadedAt ? pageImageUrl(paperId, i + 1, uploadedAt) : null };
    }),
    scanned_through: scanned,
  };
}

export async function saveLayout(
  db: Db,
  files: FileStore,
  actor: AuditActor,
  paperId: number,
  layout: PaperLayoutRequest,
): Promise<PaperLayout> {
  const questions = layout.questions.map((question) => ({
    question_id: question.question_id,
    pages: [...new Set(question.pages)].sort((a, b) => a - b),
    regions: question.regions.map(roundRegion),
  }));
  const dropped = await db.tx(async (q) => {
    const paper = await lockLayoutPaper(q, paperId);
    if (!paper) throw notFound();
    const current = await layoutQuestions(q, paperId);
    const problems = layoutProblems(
      layout,
      current.map((question) => question.question_id),
    );
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
    if ((await scannedThrough(q, paperId)) > layout.page_count) throw conflict('LAYOUT_PAGES_SCANNED');
    if (await guidelinesOffTheirPages(q, paperId, questions)) throw conflict('LAYOUT_GUIDELINES_PAGE');
    const droppedImages = await setPageCount(q, paperId, layout.page_count);
    await setQuestionLayout(q, paperId, questions);
    await writeAudit(q, actor, 'exam_paper.layout_saved', 'exam', paper.exam_id, {
      exam_paper_id: paperId,
      page_count: layout.page_count,
      page_count_before: paper.page_count,
      regions: questions.reduce((sum, question) => sum + question.regions.length, 0),
    });
    return droppedImages;
  });
  // Once the change is committed: a file of a page that no longer exists is of no use.
  await Promise.all(dropped.map((key) => files.delete(key)));
  return readLayout(db, paperId);
}
