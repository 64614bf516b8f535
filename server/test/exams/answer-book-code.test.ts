import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerBookCode, readAnswerBookCode } from '@mockexam/contracts';

describe('answer book codes', () => {
  it('reads back what it writes, for a candidate and for a blank book', () => {
    const candidate = { exam_paper_id: 42, owner: { kind: 'candidate', candidate_no: '30000668' }, page: 3 } as const;
    assert.equal(answerBookCode(candidate), 'MX1:42:30000668:3');
    assert.deepEqual(readAnswerBookCode('MX1:42:30000668:3'), candidate);
    const blank = { exam_paper_id: 7, owner: { kind: 'blank', serial: 17 }, page: 1 } as const;
    assert.equal(answerBookCode(blank), 'MX1:7:B0017:1');
    assert.deepEqual(readAnswerBookCode(' MX1:7:B0017:1\n'), blank);
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
      assert.equal(readAnswerBookCode(text), null, text);
    }
  });
});
