// Annotations placed on a region's image land on the page where the marker saw them, by pointer or keyboard.
import { moveCursor, pageViews, place, toPage, toolOfKey, toView } from './annotations';

const view = { page: 2, x: 0.1, y: 0.5, w: 0.8, h: 0.25, image_url: '/api/marking/tasks/9/pages/2/image' };

describe('page fractions from region fractions', () => {
  it('puts a point of the image on the page: page_x = region.x + fx * region.w', () => {
    expect(toPage(view, 0, 0)).toEqual({ x: 0.1, y: 0.5 });
    expect(toPage(view, 0.5, 0.5)).toEqual({ x: 0.5, y: 0.625 });
    expect(toPage(view, 1, 1)).toEqual({ x: 0.9, y: 0.75 });
    expect(toView(view, 0.5, 0.625)).toEqual({ fx: 0.5, fy: 0.5 });
  });

  it('makes one view per page, covering the regions of that page', () => {
    const regions = [
      { page: 1, x: 0.1, y: 0.1, w: 0.3, h: 0.2, image_url: 'a' },
      { page: 1, x: 0.5, y: 0.2, w: 0.4, h: 0.5, image_url: 'a' },
      { page: 3, x: 0, y: 0, w: 1, h: 1, image_url: 'b' },
    ];
    const views = pageViews(regions);
    expect(views.map((v) => v.page)).toEqual([1, 3]);
    expect(views[0]!.x).toBeCloseTo(0.1);
    expect(views[0]!.y).toBeCloseTo(0.1);
    expect(views[0]!.w).toBeCloseTo(0.8);
    expect(views[0]!.h).toBeCloseTo(0.6);
  });
});

describe('placing annotations with the keyboard', () => {
  it('moves the cursor a small step with the arrows and a large one with Shift, inside the image', () => {
    let cursor = { fx: 0.5, fy: 0.5 };
    cursor = moveCursor(cursor, 'ArrowRight', false)!;
    cursor = moveCursor(cursor, 'ArrowDown', true)!;
    expect(cursor).toEqual({ fx: 0.52, fy: 0.6 });
    expect(moveCursor({ fx: 0.99, fy: 0 }, 'ArrowRight', true)).toEqual({ fx: 1, fy: 0 });
    expect(moveCursor({ fx: 0.5, fy: 0.01 }, 'ArrowUp', false)).toEqual({ fx: 0.5, fy: 0 });
    expect(moveCursor(cursor, 'Enter', false)).toBeNull();
  });

  it('reads T, X, U and W as tick, cross, underline and text', () => {
    expect(['t', 'X', 'u', 'w', 'q'].map(toolOfKey)).toEqual(['tick', 'cross', 'underline', 'text', null]);
  });

  it('places each kind at the cursor in page fractions', () => {
    expect(place('tick', view, 0.5, 0.5)).toEqual({ kind: 'tick', page: 2, x: 0.5, y: 0.625 });
    expect(place('cross', view, 0, 1)).toEqual({ kind: 'cross', page: 2, x: 0.1, y: 0.75 });
    expect(place('underline', view, 0.5, 0.5)).toEqual({ kind: 'underline', page: 2, x: 0.5, y: 0.625, w: 0.16 });
    // An underline near the right edge stops at the page's edge.
    expect(place('underline', { ...view, x: 0, w: 1 }, 0.95, 0)).toMatchObject({ x: 0.95, w: 0.05 });
    expect(place('text', view, 0.5, 0.5, ' good point ')).toEqual({
      kind: 'text',
      page: 2,
      x: 0.5,
      y: 0.625,
      text: 'good point',
    });
  });
});
