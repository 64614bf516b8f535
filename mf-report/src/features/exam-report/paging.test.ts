import { page } from '../../test/fixtures';
import { canGoBack, canGoForward, clampPosition, pageImageSource, pageNumberOf, positionLabel } from './paging';

describe('report paging (spec section 4)', () => {
  it('cannot go below the first page or past the last', () => {
    expect(clampPosition(-1, 5)).toBe(0);
    expect(clampPosition(5, 5)).toBe(4);
    expect(clampPosition(2, 5)).toBe(2);
    expect(clampPosition(3, 0)).toBe(0);
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoForward(4, 5)).toBe(false);
    expect(canGoForward(3, 5)).toBe(true);
  });

  it('numbers a page by new_page before page_number', () => {
    expect(pageNumberOf(page({ page_number: 3, new_page: 7 }))).toBe(7);
    expect(pageNumberOf(page({ page_number: 3, new_page: null }))).toBe(3);
  });

  it('labels the position out of the total, counted from 1', () => {
    expect(positionLabel(1, 5)).toBe('2 / 5');
  });

  it('shows the marked scan once marked, else the page as sat', () => {
    expect(pageImageSource(page({ has_marked: true, local_url: '/m.png', url: '/u.png' }))).toBe('/m.png');
    expect(pageImageSource(page({ has_marked: false, local_url: '/m.png', url: '/u.png' }))).toBe('/u.png');
    expect(pageImageSource(page({ has_marked: true, local_url: null, url: '/u.png' }))).toBe('/u.png');
  });
});
