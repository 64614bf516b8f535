// Annotations on a script: the marker places them on a region's image (by pointer or with the keyboard
// cursor), and they are kept in fractions of the whole scanned page, so the marked page drawn for the
// candidate puts them where the marker saw them: page_x = region.x + fx * region.w.
import type { Annotation, TaskRegion } from '@mockexam/contracts';

export type AnnotationTool = 'tick' | 'cross' | 'underline' | 'text';

/** The part of a page one image shows: the regions of that page taken together. */
export interface PageView {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  image_url: string;
}

/** One view per page, in the order the task lists its regions (a page's regions share one image). */
export function pageViews(regions: TaskRegion[]): PageView[] {
  const byPage = new Map<number, PageView & { right: number; bottom: number }>();
  for (const r of regions) {
    const seen = byPage.get(r.page);
    if (!seen) {
      byPage.set(r.page, { ...r, right: r.x + r.w, bottom: r.y + r.h });
      continue;
    }
    seen.x = Math.min(seen.x, r.x);
    seen.y = Math.min(seen.y, r.y);
    seen.right = Math.max(seen.right, r.x + r.w);
    seen.bottom = Math.max(seen.bottom, r.y + r.h);
    seen.w = seen.right - seen.x;
    seen.h = seen.bottom - seen.y;
  }
  return [...byPage.values()].map(({ page, x, y, w, h, image_url }) => ({ page, x, y, w, h, image_url }));
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A point of the image (fractions of the view) as a point of the page. */
export function toPage(view: PageView, fx: number, fy: number): { x: number; y: number } {
  return { x: round4(clamp01(view.x + clamp01(fx) * view.w)), y: round4(clamp01(view.y + clamp01(fy) * view.h)) };
}

/** A point of the page as a point of the image (fractions of the view), for drawing. */
export function toView(view: PageView, x: number, y: number): { fx: number; fy: number } {
  return { fx: view.w > 0 ? (x - view.x) / view.w : 0, fy: view.h > 0 ? (y - view.y) / view.h : 0 };
}

/** An underline's length: a fifth of the image's width, kept on the page. */
export const UNDERLINE_VIEW_WIDTH = 0.2;

/** The annotation a tool places at a point of the image. */
export function place(tool: AnnotationTool, view: PageView, fx: number, fy: number, text = ''): Annotation {
  const { x, y } = toPage(view, fx, fy);
  switch (tool) {
    case 'tick':
    case 'cross':
      return { kind: tool, page: view.page, x, y };
    case 'underline':
      return { kind: 'underline', page: view.page, x, y, w: round4(Math.min(UNDERLINE_VIEW_WIDTH * view.w, 1 - x)) };
    case 'text':
      return { kind: 'text', page: view.page, x, y, text: text.trim().slice(0, 60) };
  }
}

/** The keyboard cursor on an image, in fractions of the view; arrows move it a small step, with Shift a large one. */
export interface Cursor {
  fx: number;
  fy: number;
}
export const CURSOR_START: Cursor = { fx: 0.5, fy: 0.5 };
const SMALL = 0.02;
const LARGE = 0.1;

export function moveCursor(cursor: Cursor, key: string, large: boolean): Cursor | null {
  const by = large ? LARGE : SMALL;
  const to = (fx: number, fy: number) => ({ fx: round4(clamp01(fx)), fy: round4(clamp01(fy)) });
  switch (key) {
    case 'ArrowLeft':
      return to(cursor.fx - by, cursor.fy);
    case 'ArrowRight':
      return to(cursor.fx + by, cursor.fy);
    case 'ArrowUp':
      return to(cursor.fx, cursor.fy - by);
    case 'ArrowDown':
      return to(cursor.fx, cursor.fy + by);
    default:
      return null;
  }
}

/** The tool a letter key places at the cursor: T tick, X cross, U underline, W text (words). */
export function toolOfKey(key: string): AnnotationTool | null {
  switch (key.toLowerCase()) {
    case 't':
      return 'tick';
    case 'x':
      return 'cross';
    case 'u':
      return 'underline';
    case 'w':
      return 'text';
    default:
      return null;
  }
}
