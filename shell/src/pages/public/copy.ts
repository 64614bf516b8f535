// The public pages' strings, one file per language and part, registered as lazily loaded namespaces:
// 'public' holds the home page's copy (the only copy the first view downloads), 'publicPages' the
// other pages' (see pagesCopy.ts). The current language's file is fetched when a page first needs it.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLazyNamespace } from '@mockexam/i18n';

/** Registers a lazy namespace and returns its hook and a promise of its first load. */
export function lazyCopy(namespace: string, loaders: Parameters<typeof registerLazyNamespace>[1]) {
  // Marked fulfilled the way React reads a thenable, so use() answers at once after the load.
  const ready: Promise<void> = registerLazyNamespace(namespace, loaders).then(() => {
    Object.assign(ready, { status: 'fulfilled', value: undefined });
  });
  /**
   * useTranslation(namespace), suspending until the current language's copy has arrived. use() runs on
   * every render: called only while loading, a first mount that suspended is replayed without it and
   * React throws "Update hook called on initial render" (minified #467, then #520).
   */
  function useCopy() {
    use(ready);
    return useTranslation(namespace);
  }
  return { ready, useCopy };
}

const home = lazyCopy('public', {
  'zh-hk': () => import('./copy/zh-hk/home'),
  en: () => import('./copy/en/home'),
});

/** Resolves once the current language's home copy is loaded (the build-time pre-render waits for it). */
export const publicCopyReady = home.ready;
export const usePublicCopy = home.useCopy;
