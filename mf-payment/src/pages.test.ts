import { keyDifferences } from '@mockexam/i18n';
import { pages } from './pages';
import { resources } from './i18n';

describe('mf-payment exposed pages', () => {
  it('supplies a page for every route the shell mounts from it', () => {
    expect(Object.keys(pages).sort()).toEqual(["admission-ticket","csh_payment/:id","fps_payment/:id","fps_payment_success/:id","upload_receipt_success/:id"]);
  });

  it('has every string in both languages', () => {
    expect(keyDifferences(resources['zh-hk'], resources.en)).toEqual([]);
  });
});
