import { keyDifferences } from '@mockexam/i18n';
import { pages } from './pages';
import { resources } from './i18n';

describe('mf-enrolment exposed pages', () => {
  it('supplies a page for every route the shell mounts from it', () => {
    expect(Object.keys(pages).sort()).toEqual(["enrolment","enrolment-history","enrolment_confirm","order-history"]);
  });

  it('has every string in both languages', () => {
    expect(keyDifferences(resources['zh-hk'], resources.en)).toEqual([]);
  });
});
