// The public pages' strings, one file per language, registered as the lazily loaded 'public'
// namespace: the current language's file is fetched when a page first needs it.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLazyNamespace } from '@mockexam/i18n';

let loaded = false;
const ready = registerLazyNamespace('public', {
  'zh-hk': () => import('./copy/zh-hk'),
  en: () => import('./copy/en'),
}).then(() => {
  loaded = true;
});

/** Resolves once the current language's copy is loaded (the build-time pre-render waits for it). */
export const publicCopyReady = ready;

/** useTranslation('public'), suspending until the current language's copy has arrived. */
export function usePublicCopy() {
  if (!loaded) use(ready);
  return useTranslation('public');
}
