// The rules of a typed mark: the step, the full marks, '.5' for half marks, and an essay's criteria summed.
import { readCriteria, readMark, sanitiseMarkInput } from './markEntry';

describe('a typed mark', () => {
  it('takes whole marks up to the full marks when the step is 1', () => {
    expect(readMark('0', 8, 1)).toEqual({ ok: true, value: 0 });
    expect(readMark(' 8 ', 8, 1)).toEqual({ ok: true, value: 8 });
    expect(readMark('9', 8, 1)).toEqual({ ok: false, problem: 'overMax' });
    expect(readMark('7.5', 8, 1)).toEqual({ ok: false, problem: 'step' });
  });

  it("takes halves, typed '7.5' or '.5', when the step is 0.5", () => {
    expect(readMark('7.5', 8, 0.5)).toEqual({ ok: true, value: 7.5 });
    expect(readMark('.5', 8, 0.5)).toEqual({ ok: true, value: 0.5 });
    expect(readMark('7.', 8, 0.5)).toEqual({ ok: true, value: 7 });
    expect(readMark('7.25', 8, 0.5)).toEqual({ ok: false, problem: 'step' });
    expect(readMark('8.5', 8, 0.5)).toEqual({ ok: false, problem: 'overMax' });
  });

  it('asks for a mark when the field is empty and refuses what is not a number', () => {
    expect(readMark('', 8, 1)).toEqual({ ok: false, problem: 'required' });
    expect(readMark('.', 8, 0.5)).toEqual({ ok: false, problem: 'format' });
    expect(readMark('-1', 8, 1)).toEqual({ ok: false, problem: 'format' });
    expect(readMark('1e1', 8, 1)).toEqual({ ok: false, problem: 'format' });
  });

  it('keeps digits only, and one point where halves are allowed', () => {
    expect(sanitiseMarkInput('7a', 1)).toBe('7');
    expect(sanitiseMarkInput('7.5', 1)).toBe('75');
    expect(sanitiseMarkInput('7.5.', 0.5)).toBe('7.5');
    expect(sanitiseMarkInput('.5', 0.5)).toBe('.5');
    expect(sanitiseMarkInput('-3', 0.5)).toBe('3');
  });
});

describe("an essay's criteria", () => {
  const fields = [
    { code: 'b_content' as const, max_score: 10 },
    { code: 'b_expression' as const, max_score: 10 },
    { code: 'b_punctuation' as const, max_score: 2 },
  ];

  it('sums the criteria into the total', () => {
    const reading = readCriteria({ b_content: '7.5', b_expression: '6', b_punctuation: '.5' }, fields, 0.5);
    expect(reading).toEqual({ ok: true, total: 14, criteria: { b_content: 7.5, b_expression: 6, b_punctuation: 0.5 } });
  });

  it("names each criterion's problem, against that criterion's own full marks, and sums the rest", () => {
    const reading = readCriteria({ b_content: '8', b_expression: '', b_punctuation: '3' }, fields, 1);
    expect(reading).toEqual({ ok: false, total: 8, problems: { b_expression: 'required', b_punctuation: 'overMax' } });
  });
});
