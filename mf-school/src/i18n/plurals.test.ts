// Counts read by each language's plural rules: "1 row imported", "2 rows imported"; Chinese has one form.
import { i18n } from '@mockexam/i18n';
import { setUpI18n } from '../test/render';

beforeAll(setUpI18n);

const say = (lng: 'en' | 'zh-hk', key: string, count: number) => i18n.getFixedT(lng, 'school')(key, { count });

describe('count messages', () => {
  it('says one row, and several rows, in English', () => {
    expect(say('en', 'import.done', 1)).toMatch(/^1 row imported\./);
    expect(say('en', 'import.done', 3)).toMatch(/^3 rows imported\./);
    expect(say('en', 'import.done', 0)).toMatch(/^0 rows imported\./);
    expect(say('en', 'registration.seatsLeft', 1)).toBe('1 seat left');
    expect(say('en', 'registration.seatsLeft', 12)).toBe('12 seats left');
  });

  it('has one form in Chinese', () => {
    expect(say('zh-hk', 'import.done', 1)).toMatch(/^已匯入 1 行。/);
    expect(say('zh-hk', 'registration.seatsLeft', 1)).toBe('尚餘 1 個座位');
  });
});
