import { answerBookCode, readAnswerBookCode } from './answerBookCode';

describe('answer book codes', () => {
  it('reads back what it writes, for a candidate and for a blank book', () => {
    const candidate = { exam_paper_id: 42, owner: { kind: 'candidate', candidate_no: '30000668' }, page: 3 } as const;
    expect(answerBookCode(candidate)).toBe('MX1:42:30000668:3');
    expect(readAnswerBookCode('MX1:42:30000668:3')).toEqual(candidate);
    const blank = { exam_paper_id: 7, owner: { kind: 'blank', serial: 17 }, page: 1 } as const;
    expect(answerBookCode(blank)).toBe('MX1:7:B0017:1');
    expect(readAnswerBookCode(' MX1:7:B0017:1\n')).toEqual(blank);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'https://example.com',
      'MX1:0:30000668:1',
      'MX1:42:3000066:1',
      'MX1:42:30000668:0',
      'MX1:42:30000668:65',
      'MX2:42:30000668:1',
      'MX1:42:B:1',
      'MX1:9999999999999:30000668:1',
    ]) {
      expect(readAnswerBookCode(text)).toBeNull();
    }
  });
});
