import { keyDifferences } from '@mockexam/i18n';
import { pages } from './pages';
import { resources } from './i18n';

describe('mf-report exposed pages', () => {
  it('supplies a page for every route the shell mounts from it', () => {
    expect(Object.keys(pages).sort()).toEqual(["exam-report/d/:id","exam-report/m/:id","exam-result-list","school/report","school/school-analysis/:id","school/school-report/:id"]);
  });

  it('has every string in both languages', () => {
    expect(keyDifferences(resources['zh-hk'], resources.en)).toEqual([]);
  });
});
