// Sample page images of a paper: what a printed page looks like, shown under the regions while staff
// draw them. Decoded whole with the pixel limit of every uploaded image before they are stored, kept
// in the file store under a random key, and read back only through the staff route.
import { randomBytes } from 'node:crypto';
import { LAYOUT_IMAGE_MAX_BYTES } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { FileStore, StoredFile } from '../../lib/file-store';
import { checkUploadedImage, type ImageMime } from '../../lib/uploaded-image';
import { layoutPaper, lockLayoutPaper, pageImageKey, setPageImage } from './layout-queries';

export async function uploadPageImage(
  db: Db,
  files: FileStore,
  actor: AuditActor,
  target: { paperId: number; page: number },
  image: { mime: ImageMime; bytes: Buffer },
): Promise<void> {
  const paper = await layoutPaper(db, target.paperId);
  if (!paper) throw notFound();
  if (target.page > paper.page_count) throw badRequest('LAYOUT_PAGE_RANGE', { page: 'LAYOUT_PAGE_RANGE' });
  if (image.bytes.length > LAYOUT_IMAGE_MAX_BYTES) throw badRequest('LAYOUT_IMAGE_SIZE');
  const problem = await checkUploadedImage(image.mime, image.bytes);
  if (problem) throw badRequest(problem === 'FORMAT' ? 'LAYOUT_IMAGE_FORMAT' : 'LAYOUT_IMAGE_SIZE');
  const key = `layout/${randomBytes(16).toString('hex')}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
  await files.put(key, image.bytes, image.mime);
  let replaced: string | null = null;
  try {
    replaced = await db.tx(async (q) => {
      const locked = await lockLayoutPaper(q, target.paperId);
      // The page count may have gone down since the check above.
      if (!locked || target.page > locked.page_count)
        throw badRequest('LAYOUT_PAGE_RANGE', { page: 'LAYOUT_PAGE_RANGE' });
      const previous = await setPageImage(q, target.paperId, target.page, key);
      await writeAudit(q, actor, 'exam_paper.page_image_uploaded', 'exam', locked.exam_id, {
        exam_paper_id: target.paperId,
        page: target.page,
        bytes: image.bytes.length,
      });
      return previous;
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  if (replaced) await files.delete(replaced);
}

export async function openPageImage(
  q: Queryable,
  files: FileStore,
  paperId: number,
  page: number,
): Promise<StoredFile> {
  const key = await pageImageKey(q, paperId, page);
  const file = key ? await files.get(key) : null;
  if (!file) throw notFound();
  return file;
}
