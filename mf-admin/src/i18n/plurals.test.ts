// Counts read by each language's plural rules ("1 order", "2 orders"); Chinese has one form.
import { i18n } from '@mockexam/i18n';
import { setupI18n } from '../test/render';

beforeAll(() => setupI18n('en'));

const say = (lng: 'en' | 'zh-hk', key: string, count: number) => i18n.getFixedT(lng, 'admin')(key, { count });

describe('count messages', () => {
  it.each([
    ['orders.total', '1 order', '2 orders'],
    ['schools.total', '1 school', '2 schools'],
    ['exams.questionCount', '1 question', '2 questions'],
    ['exams.marks.done', 'Marks imported: 1 row written.', 'Marks imported: 2 rows written.'],
  ])('%s says %s and %s in English', (key, one, two) => {
    expect(say('en', key, 1)).toBe(one);
    expect(say('en', key, 2)).toBe(two);
  });

  it('names the scans ready and the candidates graded by the count', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(t('exams.scans.ready', { count: 1, size: '0.1' })).toBe('Ready to upload: 1 image (0.1 MB).');
    expect(t('exams.scans.ready', { count: 3, size: '0.1' })).toBe('Ready to upload: 3 images (0.1 MB).');
    expect(t('exams.grading.ran', { count: 1, run: 7 })).toMatch(/^Run 7 graded 1 candidate\./);
    expect(t('exams.grading.ran', { count: 2, run: 7 })).toMatch(/^Run 7 graded 2 candidates\./);
  });

  it('has one form in Chinese', () => {
    expect(say('zh-hk', 'orders.total', 1)).toBe('共 1 張訂單');
    expect(say('zh-hk', 'exams.questionCount', 1)).toBe('1 題');
  });
});
