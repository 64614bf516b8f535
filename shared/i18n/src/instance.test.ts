import { i18n, initI18n, registerNamespace } from './instance';

describe('the i18next instance', () => {
  // Watched from before init: i18next looks up its language codes while it starts, too.
  const canonical = jest.spyOn(Intl, 'getCanonicalLocales');
  beforeAll(() => initI18n('zh-hk'));
  afterAll(() => canonical.mockRestore());

  it('translates in both languages and falls back to Chinese for a missing English message', async () => {
    registerNamespace('probe', { 'zh-hk': { hello: '你好', only: '只有中文' }, en: { hello: 'Hello' } });
    expect(i18n.t('probe:hello')).toBe('你好');
    await i18n.changeLanguage('en');
    expect(i18n.t('probe:hello')).toBe('Hello');
    expect(i18n.t('probe:only')).toBe('只有中文');
    await i18n.changeLanguage('zh-hk');
  });

  it("never asks ICU to canonicalise the site's own language codes", async () => {
    for (let i = 0; i < 50; i += 1) i18n.t('probe:hello');
    await i18n.changeLanguage('en');
    expect(i18n.t('probe:hello')).toBe('Hello');
    await i18n.changeLanguage('zh-hk');
    expect(i18n.t('probe:hello')).toBe('你好');
    expect(canonical).not.toHaveBeenCalled();
  });

  it('still canonicalises a code of no supported locale, once', () => {
    const services = i18n.services.languageUtils as { formatLanguageCode(code: string): string };
    expect(services.formatLanguageCode('ZH-hant-TW')).toBe('zh-hant-tw');
    expect(services.formatLanguageCode('ZH-hant-TW')).toBe('zh-hant-tw');
    expect(canonical).toHaveBeenCalledTimes(1);
  });
});
