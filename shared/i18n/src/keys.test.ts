import { keyDifferences } from './keys';

describe('keys of both languages', () => {
  it('lists the keys one language has and the other has not', () => {
    expect(keyDifferences({ a: 'x', b: { c: 'y' } }, { a: 'x', b: { d: 'y' } })).toEqual(['b.c', 'b.d']);
  });

  it('compares plural keys by their base: English has _one and _other, Chinese only _other', () => {
    const zh = { rows_other: '{{count}} 行' };
    const en = { rows_one: '{{count}} row', rows_other: '{{count}} rows' };
    expect(keyDifferences(zh, en)).toEqual([]);
  });

  it('wants the _other form of a plural in each language', () => {
    expect(keyDifferences({ rows_other: '{{count}} 行' }, { rows_one: '{{count}} row' })).toEqual(['rows', 'rows_one']);
  });
});
