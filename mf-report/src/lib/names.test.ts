// The contracts' names of papers and questions, which the report pages show through useReportNames, and the
// exam's own texts (titles, paper titles, abilities) in the page's language.
import { renderHook } from '@testing-library/react';
import { paperHeading, paperLabel, questionName } from '@mockexam/contracts/text';
import { i18n, initI18n } from '@mockexam/i18n';
import { exam } from '../test/fixtures';
import { useAnalysisLabel } from './analysisLabels';
import { useReportNames } from './names';

describe('paper and question names', () => {
  it('names a paper by its number as HKDSE does', () => {
    expect(paperLabel(1)).toEqual({ en: 'Paper 1', 'zh-hk': '卷一' });
    expect(paperLabel(2)).toEqual({ en: 'Paper 2', 'zh-hk': '卷二' });
  });

  it('shows a title that already names its paper once', () => {
    expect(paperHeading(1, 'Paper 1 Reading')).toEqual({ en: 'Paper 1 Reading', 'zh-hk': 'Paper 1 Reading' });
    expect(paperHeading(1, '卷一 閱讀')).toEqual({ en: '卷一 閱讀', 'zh-hk': '卷一 閱讀' });
    expect(paperHeading(2, 'paper 2: Writing')).toEqual({ en: 'paper 2: Writing', 'zh-hk': 'paper 2: Writing' });
  });

  it('puts the number before a title that does not name it', () => {
    expect(paperHeading(1, 'Reading')).toEqual({ en: 'Paper 1 Reading', 'zh-hk': '卷一 Reading' });
    expect(paperHeading(2, ' ')).toEqual({ en: 'Paper 2', 'zh-hk': '卷二' });
  });

  it('names a question in the language of the page, a Chinese part as a part', () => {
    expect(questionName('3')).toEqual({ en: 'Question 3', 'zh-hk': '第3題' });
    expect(questionName('1a')).toEqual({ en: 'Question 1a', 'zh-hk': '第1a題' });
    expect(questionName('甲')).toEqual({ en: 'Part A', 'zh-hk': '甲部' });
    expect(questionName('乙')).toEqual({ en: 'Part B', 'zh-hk': '乙部' });
    expect(questionName('附加題')).toEqual({ en: '附加題', 'zh-hk': '附加題' });
    expect(questionName('constructor')).toEqual({ en: 'Question constructor', 'zh-hk': '第constructor題' });
  });
});

describe("the exam's texts in the page's language", () => {
  beforeAll(() => initI18n('en'));
  afterAll(() => i18n.changeLanguage('en'));

  it('gives the titles and paper headings of an English page in English, of a Chinese page in Chinese', async () => {
    await i18n.changeLanguage('en');
    const english = renderHook(() => useReportNames()).result.current;
    expect([english.title1(exam), english.title2(exam)]).toEqual([
      '2024-25 Mock Exam: Chinese Language',
      'Report card',
    ]);
    expect(english.paperHeading(exam.papers[0]!)).toBe('Paper 1 Reading');
    await i18n.changeLanguage('zh-hk');
    const chinese = renderHook(() => useReportNames()).result.current;
    expect([chinese.title1(exam), chinese.title2(exam)]).toEqual(['2024-25 模擬考試：中國語文科', '成績報告']);
    expect(chinese.paperHeading(exam.papers[1]!)).toBe('卷二 寫作能力');
    expect(chinese.paperHeading({ paper_no: 1, title_zh: '卷一 閱讀能力', title_en: 'Paper 1: Reading' })).toBe(
      '卷一 閱讀能力',
    );
  });

  it("names an ability by the group's own names, a code by the contracts' names", async () => {
    const inference = { name_zh: '推論', name_en: 'Inference' };
    await i18n.changeLanguage('zh-hk');
    const chinese = renderHook(() => useAnalysisLabel()).result.current;
    expect(chinese('ability', 'Inference', inference)).toBe('推論');
    expect(chinese('genre', 'classical')).toBe('文言');
    await i18n.changeLanguage('en');
    const english = renderHook(() => useAnalysisLabel()).result.current;
    expect(english('ability', '推論', inference)).toBe('Inference');
    // Without names (an older answer), the key as sent.
    expect(english('ability', '字詞')).toBe('字詞');
  });
});
