import { localeFromBrowserLanguage, localeFromPath, switchLocaleInPath, isLocale } from './locales';
import { formatDate, formatDateTime, formatRegistrationEndDate } from './dates';

describe('locales', () => {
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
  it('formats the school registration end date as yyyy年 MM月 dd日', () => {
    expect(formatRegistrationEndDate('2024-10-05T04:00:00Z', 'zh-hk')).toBe('2024年 10月 05日');
  });
});
