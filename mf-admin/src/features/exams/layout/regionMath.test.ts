// The editor's region arithmetic and its checks, as a person drawing on a page would meet them.
import { draftOf, draftProblems, withPageCount, withPages, withRegion, withRegionAdded } from './layoutDraft';
import { fit, moveRegion, regionAfterKey, regionBetween, resizeRegion, toFraction } from './regionMath';

const box = { left: 100, top: 50, width: 400, height: 600 };

describe('regions on a page', () => {
  it('turns a pointer position into fractions of the page, inside it', () => {
    expect(toFraction(300, 350, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(toFraction(0, 900, box)).toEqual({ x: 0, y: 1 });
  });

  it('draws a region between two corners dragged in any direction, ignoring a click', () => {
    expect(regionBetween(2, { x: 0.6, y: 0.5 }, { x: 0.1, y: 0.2 })).toEqual({
      page: 2,
      x: 0.1,
      y: 0.2,
      w: 0.5,
      h: 0.3,
    });
    expect(regionBetween(1, { x: 0.5, y: 0.5 }, { x: 0.505, y: 0.6 })).toBeNull();
  });

  it('keeps a moved region inside the page', () => {
    const region = { page: 1, x: 0.7, y: 0.1, w: 0.25, h: 0.2 };
    expect(moveRegion(region, 0.2, -0.5)).toEqual({ page: 1, x: 0.75, y: 0, w: 0.25, h: 0.2 });
  });

  it('resizes from the bottom right corner, never past the page or below the smallest side', () => {
    const region = { page: 1, x: 0.5, y: 0.5, w: 0.2, h: 0.2 };
    expect(resizeRegion(region, 0.9, 0.1)).toEqual({ page: 1, x: 0.5, y: 0.5, w: 0.5, h: 0.3 });
    expect(resizeRegion(region, -1, -1)).toEqual({ page: 1, x: 0.5, y: 0.5, w: 0.02, h: 0.02 });
  });

  it('keeps four decimals with the far edges at most 1', () => {
    const region = fit({ page: 1, x: 0.333333, y: 0.66666, w: 0.666667, h: 0.33334 });
    expect(region.x * 10_000 + region.w * 10_000).toBeLessThanOrEqual(10_000);
    expect(region.y * 10_000 + region.h * 10_000).toBeLessThanOrEqual(10_000);
    expect(region.x).toBe(0.3333);
  });

  it('moves with the arrow keys, ten steps with Shift, resizes with Alt', () => {
    const region = { page: 1, x: 0.5, y: 0.5, w: 0.2, h: 0.2 };
    expect(regionAfterKey(region, 'ArrowRight', false, false)).toEqual({ ...region, x: 0.505 });
    expect(regionAfterKey(region, 'ArrowUp', true, false)).toEqual({ ...region, y: 0.45 });
    expect(regionAfterKey(region, 'ArrowDown', false, true)).toEqual({ ...region, h: 0.205 });
    expect(regionAfterKey(region, 'Enter', false, false)).toBeNull();
  });
});

describe('the layout draft', () => {
  const saved = {
    exam_paper_id: 1,
    exam_id: 1,
    paper_no: 1,
    page_count: 3,
    scanned_through: 0,
    pages: [],
    questions: [
      { question_id: 11, label: '1', pages: [1], regions: [{ page: 1, x: 0.1, y: 0.1, w: 0.8, h: 0.3 }] },
      { question_id: 12, label: '2', pages: [2, 3], regions: [{ page: 3, x: 0.1, y: 0.1, w: 0.8, h: 0.3 }] },
    ],
  };

  it('drops pages and regions past a lower page count, and then a question left without pages is a problem', () => {
    const draft = withPageCount(draftOf(saved), 1);
    expect(draft.questions[1]).toMatchObject({ pages: [], regions: [] });
    expect(draftProblems(draft)).toEqual({ 'questions.1.pages': 'LAYOUT_QUESTION_NO_PAGE' });
  });

  it("drops a question's regions on a page taken from it", () => {
    const draft = withPages(draftOf(saved), 12, [2]);
    expect(draft.questions[1].regions).toEqual([]);
  });

  it('adds the page of a region drawn on a page the question did not list', () => {
    const draft = withRegionAdded(draftOf(saved), 11, { page: 2, x: 0, y: 0, w: 0.5, h: 0.5 });
    expect(draft.questions[0].pages).toEqual([1, 2]);
    expect(draftProblems(draft)).toEqual({});
  });

  it('deletes a region, and flags one that leaves its page', () => {
    expect(withRegion(draftOf(saved), 11, 0, null).questions[0].regions).toEqual([]);
    const outside = withRegion(draftOf(saved), 11, 0, { page: 1, x: 0.5, y: 0, w: 0.6, h: 0.2 });
    expect(draftProblems(outside)).toEqual({ 'questions.0.regions.0': 'LAYOUT_REGION_OUTSIDE' });
  });
});
