// Supported locales (spec section 9): the URL prefix, the i18next language and the label in the language menu.
// The Locale type is the contracts' own (the catalogue's messageText takes it too): one type for the
// whole site, and this list is checked against it. Type-only: the first view gets no zod.
import type { Locale } from '@mockexam/contracts';

export type { Locale };

/** Every Locale, in menu order (locales.test.ts checks at compile time that none is missing). */
export const SUPPORTED_LOCALES = ['zh-hk', 'en'] as const satisfies readonly Locale[];

/** The first supported locale: where an unknown locale is sent, and the fallback for missing messages. */
export const DEFAULT_LOCALE: Locale = 'zh-hk';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The locale of an i18next language: 'en' is English, anything else the default Chinese. */
export function localeOf(language: string | undefined): Locale {
  return language === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** First-visit default: English if the browser language contains 'en', otherwise Traditional Chinese. */
export function localeFromBrowserLanguage(browserLanguage: string | undefined): Locale {
  return browserLanguage?.toLowerCase().includes('en') ? 'en' : 'zh-hk';
}

/** The language is the second URL path segment ('/en/faq' -> 'en'); anything else keeps the current one. */
export function localeFromPath(pathname: string, current: Locale): Locale {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : current;
}

/** The page's path below the locale segment: '/en/fps_payment/1' -> 'fps_payment/1', '/en' -> ''. */
export function pathAfterLocale(pathname: string): string {
  return pathname.split('/').slice(2).join('/');
}

/** The HTML lang attribute (BCP 47) of a locale: 'zh-hk' -> 'zh-HK'. */
export function htmlLangOf(locale: Locale): string {
  return locale === 'en' ? 'en' : 'zh-HK';
}

/** The same page under another locale: '/zh-hk/faq?x=1' -> '/en/faq?x=1'. */
export function switchLocaleInPath(pathname: string, target: Locale): string {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter((s) => s !== undefined && s !== '');
  return `/${[target, ...tail].join('/')}`.replace(/\/$/, '') || `/${target}`;
}
