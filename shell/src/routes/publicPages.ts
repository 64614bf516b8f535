// The shell's public pages and their code, in one table: the router mounts them, and start-up
// preloads the one in the address bar (code and copy) while React and i18n start.
import type { ComponentType } from 'react';
import { pathAfterLocale, type Locale } from '@mockexam/i18n';

type PageModule = Promise<{ default: ComponentType }>;

export const publicPages: Record<string, () => PageModule> = {
  '': () => import('../pages/public/Home'),
  'coming-soon': () => import('../pages/public/ComingSoon'),
  aboutus: () => import('../pages/public/AboutUs'),
  terms: () => import('../pages/public/Terms'),
  'personal-information-collection-statement': () => import('../pages/public/PersonalInformationCollectionStatement'),
  'privacy-policy': () => import('../pages/public/PrivacyPolicy'),
  contactus: () => import('../pages/public/ContactUs'),
  faq: () => import('../pages/public/Faq'),
  instructions: () => import('../pages/public/Instructions'),
};

/** Starts the downloads of the first page; webpack hands the same requests to the router later. */
export function preloadFirstPage(pathname: string, locale: Locale): void {
  const path = pathAfterLocale(pathname);
  const page = publicPages[path];
  if (!page) return;
  void page();
  if (path === '')
    void (locale === 'en' ? import('../pages/public/copy/en/home') : import('../pages/public/copy/zh-hk/home'));
  else void (locale === 'en' ? import('../pages/public/copy/en/pages') : import('../pages/public/copy/zh-hk/pages'));
}
