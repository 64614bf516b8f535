// Spec section 4, report paging: the page cannot go below the first or past the last page of the page
// list; a page's number is its new_page when it has one, else its page_number; the position reads
// "position / total".
import type { PageInfo } from '@mockexam/contracts';

/** A position (0-based) kept inside the page list. */
export function clampPosition(position: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(position, 0), total - 1);
}

export const canGoBack = (position: number) => position > 0;

export const canGoForward = (position: number, total: number) => position < total - 1;

/** The number printed on the page: new_page takes precedence over page_number. */
export const pageNumberOf = (page: PageInfo): number => page.new_page ?? page.page_number;

/** "2 / 5": the position among the pages, counted from 1. */
export const positionLabel = (position: number, total: number): string => `${position + 1} / ${total}`;

/** The image to show: the marked scan once marked, else the page as sat. */
export const pageImageSource = (page: PageInfo): string =>
  page.has_marked && page.local_url ? page.local_url : page.url;
