// The parts of the scanned pages a marker sees for one question: the layout's regions, or each whole
// page the question spans when its layout has none. Fractions of the page, as the layout stores them.
import type { TaskRegion } from '@mockexam/contracts';
import type { Queryable } from '../../db';

export type Region = Omit<TaskRegion, 'image_url'>;

/** The regions of a question, by page then position. */
export async function questionRegions(q: Queryable, questionId: number): Promise<Region[]> {
  const drawn = await q.query<{ page: number; x: string; y: string; w: string; h: string }>(
    'select page, x, y, w, h from question_regions where question_id = $1 order by page, y, x, id',
    [questionId],
  );
  if (drawn.rows.length > 0) {
    return drawn.rows.map((r) => ({ page: r.page, x: Number(r.x), y: Number(r.y), w: Number(r.w), h: Number(r.h) }));
  }
  const pages = await q.query<{ page: number }>(
    'select unnest(page_location_pages(page_location)) as page from questions where id = $1 order by 1',
    [questionId],
  );
  return pages.rows.map((r) => ({ page: r.page, x: 0, y: 0, w: 1, h: 1 }));
}

/** Regions with the URL of each one's image (`imageUrl(page)` names the route that serves it). */
export function withImageUrls(regions: Region[], imageUrl: (page: number) => string): TaskRegion[] {
  return regions.map((region) => ({ ...region, image_url: imageUrl(region.page) }));
}
