// The contracts' names of papers and questions, which the report pages show through useReportNames.
import { paperHeading, paperLabel, questionName } from '@mockexam/contracts/text';

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
