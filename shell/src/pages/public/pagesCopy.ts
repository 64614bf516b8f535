// The copy of the public pages other than home ('publicPages'), registered when the first of them loads.
import { lazyCopy } from './copy';

const pages = lazyCopy('publicPages', {
  'zh-hk': () => import('./copy/zh-hk/pages'),
  en: () => import('./copy/en/pages'),
});

/** Resolves once the current language's copy of these pages is loaded (the pre-render waits for it). */
export const pagesCopyReady = pages.ready;
export const usePagesCopy = pages.useCopy;
