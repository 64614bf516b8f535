import { i18n, initI18n, registerNamespace } from './instance';

describe('the i18next instance', () => {
  beforeAll(() => initI18n('zh-hk'));

  it('translates in both languages and falls back to Chinese for a missing English message', async () => {
    registerNamespace('probe', { 'zh-hk': { hello: '你好', only: '只有中文' }, en: { hello: 'Hello' } });
    expect(i18n.t('probe:hello')).toBe('你好');
    await i18n.changeLanguage('en');
    expect(i18n.t('probe:hello')).toBe('Hello');
    expect(i18n.t('probe:only')).toBe('只有中文');
    await i18n.changeLanguage('zh-hk');
  });

  it('canonicalises a language code once, not on every translation', () => {
    const canonical = jest.spyOn(Intl, 'getCanonicalLocales');
    for (let i = 0; i < 50; i += 1) i18n.t('probe:hello');
    expect(canonical.mock.calls.length).toBeLessThanOrEqual(1);
    expect(i18n.t('probe:hello')).toBe('你好');
    canonical.mockRestore();
  });
});
