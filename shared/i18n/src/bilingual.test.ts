import { fieldIn, nameIn, textIn, textKeyOf } from './bilingual';
import { common } from './common';
import { keyDifferences } from './keys';

describe('bilingual values', () => {
  it('maps the locale code zh-hk to the zh of bilingual values', () => {
    expect(textKeyOf('zh-hk')).toBe('zh');
    expect(textKeyOf('en')).toBe('en');
  });

  it('picks the text of { en, zh } in a locale', () => {
    const text = { en: 'Confirmed', 'zh-hk': '已確認' };
    expect(textIn(text, 'en')).toBe('Confirmed');
    expect(textIn(text, 'zh-hk')).toBe('已確認');
  });

  it('picks name_en / name_zh and any other _en / _zh field', () => {
    const venue = {
      name_en: 'Hall A',
      name_zh: '甲禮堂',
      address_en: '1 Queen St',
      address_zh: '皇后街1號',
      seat: null,
    };
    expect(nameIn(venue, 'en')).toBe('Hall A');
    expect(nameIn(venue, 'zh-hk')).toBe('甲禮堂');
    expect(fieldIn(venue, 'address', 'zh-hk')).toBe('皇后街1號');
    const ticket: { venue_name_en: string | null; venue_name_zh: string | null } = {
      venue_name_en: null,
      venue_name_zh: null,
    };
    expect(fieldIn(ticket, 'venue_name', 'en')).toBeNull();
  });
});

describe('common strings', () => {
  it('has the same keys in both languages', () => {
    expect(keyDifferences(common['zh-hk'], common.en)).toEqual([]);
  });
});
