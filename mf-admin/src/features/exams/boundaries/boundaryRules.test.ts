import { boundaryProblems } from './boundaryRules';

const CUTS = { '1': 20, '2': 35, '3': 50, '4': 62.5, '5': 75, '5*': 85, '5**': 93 };

describe('grade boundary rules', () => {
  it('accepts cut scores from 0 to 100 that rise strictly from level 1 to 5**', () => {
    expect(boundaryProblems(CUTS)).toEqual({});
    expect(boundaryProblems({ ...CUTS, '1': 0, '5**': 100 })).toEqual({});
  });

  it('names a level that is not above the level below it', () => {
    expect(boundaryProblems({ ...CUTS, '3': 35 })).toEqual({ '3': 'BOUNDARIES_NOT_INCREASING' });
    expect(boundaryProblems({ ...CUTS, '5*': 70 })).toEqual({ '5*': 'BOUNDARIES_NOT_INCREASING' });
  });

  it('names a level outside 0 to 100, with more than 2 decimals, or missing', () => {
    expect(boundaryProblems({ ...CUTS, '5**': 101 })).toEqual({ '5**': 'PERCENT_RANGE' });
    expect(boundaryProblems({ ...CUTS, '1': -1 })).toEqual({ '1': 'PERCENT_RANGE' });
    expect(boundaryProblems({ ...CUTS, '4': 62.555 })).toEqual({ '4': 'PERCENT_RANGE' });
    expect(boundaryProblems({ ...CUTS, '2': null })).toEqual({ '2': 'FIELD_REQUIRED' });
  });
});
