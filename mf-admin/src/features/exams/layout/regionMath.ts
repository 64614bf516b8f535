// The editor's arithmetic on regions: rectangles in fractions of the page (0 to 1 from the top left), as
// the server keeps them. Drawing, moving and resizing keep a region inside its page and no smaller than
// a few millimetres; every result is on the server's four-decimal grid.
import { LAYOUT_UNITS, toLayoutUnits, type LayoutRegion } from '@mockexam/contracts';

/** The smallest side of a region: about 6 mm of an A4 page's width. */
export const MIN_SIDE = 0.02;
/** One keyboard step (Shift: ten). */
export const STEP = 0.005;

export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A pointer's position on the page as fractions, from its position on the drawn page's box. */
export function toFraction(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Point {
  return {
    x: clamp((clientX - box.left) / box.width, 0, 1),
    y: clamp((clientY - box.top) / box.height, 0, 1),
  };
}

/** The region spanned by two corners dragged in any direction; null while it is too small to be meant. */
export function regionBetween(page: number, from: Point, to: Point): LayoutRegion | null {
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  const w = Math.abs(to.x - from.x);
  const h = Math.abs(to.y - from.y);
  if (w < MIN_SIDE || h < MIN_SIDE) return null;
  return fit({ page, x, y, w, h });
}

/** The region inside its page: sides at least MIN_SIDE and at most the page, corner moved in as needed. */
export function fit(region: LayoutRegion): LayoutRegion {
  // In ten-thousandths, the server's grid, so the far edges never pass 1 by rounding.
  const min = toLayoutUnits(MIN_SIDE);
  const w = clamp(toLayoutUnits(region.w), min, LAYOUT_UNITS);
  const h = clamp(toLayoutUnits(region.h), min, LAYOUT_UNITS);
  const x = clamp(toLayoutUnits(region.x), 0, LAYOUT_UNITS - w);
  const y = clamp(toLayoutUnits(region.y), 0, LAYOUT_UNITS - h);
  return { page: region.page, x: x / LAYOUT_UNITS, y: y / LAYOUT_UNITS, w: w / LAYOUT_UNITS, h: h / LAYOUT_UNITS };
}

/** The region moved by (dx, dy), stopping at the page's edges. */
export function moveRegion(region: LayoutRegion, dx: number, dy: number): LayoutRegion {
  return fit({ ...region, x: region.x + dx, y: region.y + dy });
}

/** The region with its bottom right corner moved by (dx, dy), its top left corner kept. */
export function resizeRegion(region: LayoutRegion, dx: number, dy: number): LayoutRegion {
  return fit({
    ...region,
    w: clamp(region.w + dx, MIN_SIDE, 1 - region.x),
    h: clamp(region.h + dy, MIN_SIDE, 1 - region.y),
  });
}

/** A keyboard step: arrows move, Shift+arrows take ten steps, Alt+arrows resize. Null for other keys. */
export function regionAfterKey(region: LayoutRegion, key: string, shift: boolean, alt: boolean): LayoutRegion | null {
  const step = shift ? STEP * 10 : STEP;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = delta[key];
  if (!move) return null;
  return alt ? resizeRegion(region, move[0], move[1]) : moveRegion(region, move[0], move[1]);
}
