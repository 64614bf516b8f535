// The worker of MARKED_PAGES_QUEUE: draws a candidate's marked pages of a paper from the on-screen
// marking. Each scanned page gets, over the scan, the annotations of the marks that made the final
// marks of the candidate's final items (the chief's third mark alone where there is one, else the first
// and second marks) that lie on the page, and a red label with each question's final mark beside the
// question's region. The JPEG is stored under marked/<paper>/<candidate>/<page>-<version>.jpg and the
// row points to it (marked_path, has_marked, marked_version = a digest of what was drawn); the file it
// pointed to before is deleted once the row points to the new one.
//
// Safe to run again and at once on two instances: a page whose marked_version is the digest of what it
// would draw is skipped; the row is updated under its lock only if the marks still draw the same thing
// (otherwise a newer job, queued by the change, draws it); the same digest is the same key and bytes.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Annotation } from '@mockexam/contracts';
import sharp from 'sharp';
import type { Db, Queryable } from '../../db';
import type { FileStore } from '../../lib/file-store';
import { MAX_IMAGE_PIXELS } from '../../lib/uploaded-image';
import { overlaySvg, type PageOverlay, type ScoreLabel } from './overlay-svg';
import { questionRegions } from './regions';
import { MARKED_PAGES_QUEUE, type MarkedPagesJob } from './render-queue';

/** Tries after the first before a drawing is given up (a page that cannot be drawn is logged and left). */
export const MARKED_PAGES_RETRIES = 3;
/** The widest marked page drawn, in pixels (150 dpi A4 is 1240). */
export const MARKED_PAGE_MAX_WIDTH = 1400;
const QUALITY = 80;
/** Part of every version: a change of how pages are drawn draws them all again. */
const RECIPE = 'marked-v1';

export interface RenderDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

interface ScannedPage {
  id: number;
  page: number;
  scan_path: string;
  marked_path: string | null;
  marked_version: string | null;
}

/** The keys this worker writes for the candidate's paper (others, such as demo/ or uploaded marked scans, are left alone). */
const ownPrefix = (job: MarkedPagesJob) => `marked/${job.exam_paper_id}/${job.candidate_id}/`;

async function scannedPages(q: Queryable, job: MarkedPagesJob): Promise<ScannedPage[]> {
  const { rows } = await q.query<ScannedPage>(
    `select mp.id, rp.page, mp.scan_path, mp.marked_path, mp.marked_version
       from marked_pages mp join report_pages rp on rp.id = mp.report_page_id
      where mp.candidate_id = $1 and rp.exam_paper_id = $2 and mp.scan_path is not null
      order by rp.page`,
    [job.candidate_id, job.exam_paper_id],
  );
  return rows;
}

/** What each page shows: the labels and annotations of the candidate's final items of the paper, by page. */
export async function pageOverlays(q: Queryable, job: MarkedPagesJob): Promise<Map<number, PageOverlay>> {
  const items = await q.query<{
    id: number;
    question_id: number;
    label: string;
    max_score: string;
    final_score: string;
  }>(
    `select i.id, i.question_id, qu.label, qu.max_score, i.final_score
       from marking_items i join questions qu on qu.id = i.question_id
      where i.candidate_id = $1 and qu.exam_paper_id = $2 and i.state = 'final' and i.final_score is not null
      order by qu.sort_order, qu.id`,
    [job.candidate_id, job.exam_paper_id],
  );
  const overlays = new Map<number, PageOverlay>();
  const on = (page: number) => {
    let overlay = overlays.get(page);
    if (!overlay) overlays.set(page, (overlay = { labels: [], annotations: [] }));
    return overlay;
  };
  if (items.rows.length === 0) return overlays;
  const marks = await q.query<{ item_id: number; round: number; annotations: Annotation[] }>(
    `select t.item_id, t.round, m.annotations
       from marking_tasks t join marking_marks m on m.task_id = t.id
      where t.item_id = any ($1::bigint[])
      order by t.item_id, t.round, t.id`,
    [items.rows.map((i) => i.id)],
  );
  for (const item of items.rows) {
    const own = marks.rows.filter((m) => Number(m.item_id) === Number(item.id));
    const third = own.filter((m) => m.round === 3);
    for (const m of third.length > 0 ? third : own.filter((m) => m.round <= 2)) {
      for (const a of m.annotations ?? []) on(a.page).annotations.push(a);
    }
    const [first] = await questionRegions(q, item.question_id);
    if (first) {
      const label: ScoreLabel = {
        label: item.label,
        score: Number(item.final_score),
        max: Number(item.max_score),
        region: { x: first.x, y: first.y, w: first.w, h: first.h },
      };
      on(first.page).labels.push(label);
    }
  }
  return overlays;
}

const isEmpty = (overlay: PageOverlay | undefined) =>
  !overlay || (overlay.labels.length === 0 && overlay.annotations.length === 0);

/** The digest of what a page shows: its scan and everything drawn on it. */
export function versionOf(scanPath: string, overlay: PageOverlay): string {
  const annotations = overlay.annotations.map((a) => [
    a.kind,
    a.page,
    a.x,
    a.y,
    'w' in a ? a.w : null,
    'text' in a ? a.text : null,
  ]);
  const labels = overlay.labels.map((l) => [l.label, l.score, l.max, l.region.x, l.region.y, l.region.w, l.region.h]);
  return createHash('sha256')
    .update(JSON.stringify([RECIPE, scanPath, labels, annotations]))
    .digest('hex')
    .slice(0, 32);
}

/** The scan with the overlay drawn on it, as a colour JPEG; null when the scan does not decode. */
export async function drawMarkedPage(scan: Buffer, overlay: PageOverlay): Promise<Buffer | null> {
  try {
    const { width, height } = await sharp(scan, { limitInputPixels: false }).metadata();
    if (!width || !height || width * height > MAX_IMAGE_PIXELS) return null;
    const base = await sharp(scan, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .flatten({ background: '#ffffff' })
      .resize({ width: MARKED_PAGE_MAX_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const svg = overlaySvg(base.info.width, base.info.height, overlay);
    return await sharp(base.data, { raw: base.info })
      .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

type Outcome =
  { kind: 'drawn'; previous: string | null } | { kind: 'same' } | { kind: 'moved'; current: string | null };

/**
 * Points the row at `key` (drawn as `version`), under the row's lock and only if the marks still draw
 * that (`version` null: clears a page that shows nothing now).
 */
async function pointTo(db: Db, job: MarkedPagesJob, pageId: number, key: string | null, version: string | null) {
  return db.tx<Outcome>(async (tx) => {
    const { rows } = await tx.query<{
      page: number;
      scan_path: string | null;
      marked_path: string | null;
      marked_version: string | null;
    }>(
      `select rp.page, mp.scan_path, mp.marked_path, mp.marked_version
         from marked_pages mp join report_pages rp on rp.id = mp.report_page_id
        where mp.id = $1 for update of mp`,
      [pageId],
    );
    const row = rows[0];
    if (!row) return { kind: 'moved', current: null };
    if (row.marked_version === version) return { kind: 'same' };
    const overlay = (await pageOverlays(tx, job)).get(row.page);
    const now = row.scan_path && !isEmpty(overlay) ? versionOf(row.scan_path, overlay!) : null;
    if (now !== version) return { kind: 'moved', current: row.marked_path };
    await tx.query(
      'update marked_pages set marked_path = $2::text, has_marked = $2::text is not null, marked_version = $3 where id = $1',
      [pageId, key, version],
    );
    return { kind: 'drawn', previous: row.marked_path };
  });
}

/** Draws the candidate's marked pages of the paper that changed; answers how many pages it wrote or cleared. */
export async function renderMarkedPages(deps: RenderDeps, job: MarkedPagesJob): Promise<number> {
  const { db, files, log } = deps;
  const pages = await scannedPages(db, job);
  if (pages.length === 0) return 0;
  const overlays = await pageOverlays(db, job);
  const prefix = ownPrefix(job);
  const dropOwn = async (key: string | null, keep: string | null) => {
    if (key && key !== keep && key.startsWith(prefix)) await files.delete(key);
  };
  let changed = 0;
  for (const page of pages) {
    const overlay = overlays.get(page.page);
    if (isEmpty(overlay)) {
      // Nothing of the marking on this page (any more): a page this worker drew shows the scan again.
      if (page.marked_version === null) continue;
      const outcome = await pointTo(db, job, page.id, null, null);
      if (outcome.kind === 'drawn') {
        await dropOwn(outcome.previous, null);
        changed += 1;
      }
      continue;
    }
    const version = versionOf(page.scan_path, overlay!);
    if (page.marked_version === version) continue;
    const scan = await files.getBytes(page.scan_path);
    const drawn = scan && (await drawMarkedPage(scan, overlay!));
    if (!drawn) {
      log.warn({ marked_page_id: page.id }, 'marked page not drawn: its scan is missing or does not decode');
      continue;
    }
    const key = `${prefix}${page.page}-${version.slice(0, 16)}.jpg`;
    await files.put(key, drawn, 'image/jpeg');
    const outcome = await pointTo(db, job, page.id, key, version);
    if (outcome.kind === 'drawn') {
      await dropOwn(outcome.previous, key);
      changed += 1;
    } else if (outcome.kind === 'moved') {
      // The marks changed while drawing: the job of that change draws the page; this file is no one's.
      await dropOwn(key, outcome.current);
    }
  }
  return changed;
}

/** The queue and this instance's worker (registered with the marking image routes). */
export async function markedPagesWorker(app: FastifyInstance): Promise<void> {
  await app.jobs.createQueue(MARKED_PAGES_QUEUE, { retryLimit: MARKED_PAGES_RETRIES, expireInSeconds: 15 * 60 });
  const deps: RenderDeps = { db: app.db, files: app.files, log: app.log };
  await app.jobs.work<MarkedPagesJob>(
    MARKED_PAGES_QUEUE,
    async (data) => {
      await renderMarkedPages(deps, {
        candidate_id: Number(data.candidate_id),
        exam_paper_id: Number(data.exam_paper_id),
      });
    },
    { pollingSeconds: 2 },
  );
}
