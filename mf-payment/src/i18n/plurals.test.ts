// A paper's duration read by each language's plural rules ("1 minute", "90 minutes"); Chinese has one form.
import { i18n } from '@mockexam/i18n';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);

const say = (lng: 'en' | 'zh-hk', key: string, count: number) => i18n.getFixedT(lng, 'payment')(key, { count });

describe('count messages', () => {
  it('says one minute, and several minutes, in English', () => {
    expect(say('en', 'ticket.duration', 1)).toBe('duration 1 minute');
    expect(say('en', 'ticket.duration', 90)).toBe('duration 90 minutes');
  });

  it('has one form in Chinese', () => {
    expect(say('zh-hk', 'ticket.duration', 1)).toBe('時限 1 分鐘');
  });
});
