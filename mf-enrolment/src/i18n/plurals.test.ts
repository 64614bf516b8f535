// Counts read by each language's plural rules: "1 seat left", "2 seats left"; Chinese has one form.
import { i18n } from '@mockexam/i18n';
import { setUpI18n } from '../test/render';

beforeAll(setUpI18n);

const say = (lng: 'en' | 'zh-hk', key: string, count: number) => i18n.getFixedT(lng, 'enrolment')(key, { count });

describe('count messages', () => {
  it('says one seat, and several seats, in English', () => {
    expect(say('en', 'checkout.seatsLeft', 1)).toBe('1 seat left');
    expect(say('en', 'checkout.seatsLeft', 40)).toBe('40 seats left');
  });

  it('has one form in Chinese', () => {
    expect(say('zh-hk', 'checkout.seatsLeft', 1)).toBe('尚餘 1 個座位');
  });
});
