import {
  htmlLangOf,
  localeOf,
  localeFromBrowserLanguage,
  localeFromPath,
  pathAfterLocale,
  switchLocaleInPath,
  isLocale,
  SUPPORTED_LOCALES,
  type Locale,
} from './locales';
import { formatDate, formatDateTime, formatRegistrationEndDate, formatTime } from './dates';

// Compile-time: every Locale of the contracts is a supported locale (tsc fails otherwise).
const everyLocaleSupported: [Exclude<Locale, (typeof SUPPORTED_LOCALES)[number]>] extends [never] ? true : false = true;

describe('locales', () => {
  it('supports every locale the contracts name', () => {
    expect(everyLocaleSupported).toBe(true);
  });

  it('defaults to English only when the browser language contains en', () => {
    expect(localeFromBrowserLanguage('en-GB')).toBe('en');
    expect(localeFromBrowserLanguage('zh-TW')).toBe('zh-hk');
    expect(localeFromBrowserLanguage('fr')).toBe('zh-hk');
    expect(localeFromBrowserLanguage(undefined)).toBe('zh-hk');
  });

  it('takes the language from the second path segment and keeps the current one otherwise', () => {
    expect(localeFromPath('/en/faq', 'zh-hk')).toBe('en');
    expect(localeFromPath('/fr/faq', 'en')).toBe('en');
    expect(localeFromPath('/', 'zh-hk')).toBe('zh-hk');
    expect(isLocale('zh-HK')).toBe(false);
  });

  it('gives the page path below the locale segment', () => {
    expect(pathAfterLocale('/en/fps_payment/1')).toBe('fps_payment/1');
    expect(pathAfterLocale('/zh-hk')).toBe('');
  });

  it('reads an i18next language as a locale', () => {
    expect(localeOf('en')).toBe('en');
    expect(localeOf('zh-hk')).toBe('zh-hk');
    expect(localeOf(undefined)).toBe('zh-hk');
  });

  it('names the HTML language of a locale', () => {
    expect(htmlLangOf('zh-hk')).toBe('zh-HK');
    expect(htmlLangOf('en')).toBe('en');
  });

  it('switches the locale and keeps the page', () => {
    expect(switchLocaleInPath('/zh-hk/faq', 'en')).toBe('/en/faq');
    expect(switchLocaleInPath('/zh-hk', 'en')).toBe('/en');
    expect(switchLocaleInPath('/en/exam-report/m/12', 'zh-hk')).toBe('/zh-hk/exam-report/m/12');
  });
});

describe('dates in Hong Kong time', () => {
  // 2024-12-27T16:30:05Z is 28 Dec 2024 00:30:05 in Hong Kong.
  const instant = '2024-12-27T16:30:05Z';
  it('formats Chinese as year年month月day日 (hh:mm:ss) and English as yyyy-m-d', () => {
    expect(formatDate(instant, 'zh-hk')).toBe('2024年12月28日');
    expect(formatDateTime(instant, 'zh-hk')).toBe('2024年12月28日 (00:30:05)');
    expect(formatDate('2025-01-03T20:00:00Z', 'en')).toBe('2025-1-4');
  });
  it('formats a time as 24-hour HH:mm in Hong Kong', () => {
    expect(formatTime(instant)).toBe('00:30');
    expect(formatTime('2025-01-03T06:05:00Z')).toBe('14:05');
  });
  it('formats the school registration end date as yyyy年 MM月 dd日', () => {
    expect(formatRegistrationEndDate('2024-10-05T04:00:00Z', 'zh-hk')).toBe('2024年 10月 05日');
  });
});
