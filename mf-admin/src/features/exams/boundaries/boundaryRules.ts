// The grade boundaries' rules as the form checks them: each cut score 0 to 100 (at most 2 decimals), and each
// level strictly above the level below it. The contracts check the same again, in the browser and the server.
import { BOUNDARY_LEVELS, Percent, type BoundaryLevel, type MessageKey } from '@mockexam/contracts';

export type LevelValues = Partial<Record<BoundaryLevel, number | null>>;

/** Each level's first problem (a level with none is absent): no value, out of range, or not above the one below. */
export function boundaryProblems(levels: LevelValues): Partial<Record<BoundaryLevel, MessageKey>> {
  const problems: Partial<Record<BoundaryLevel, MessageKey>> = {};
  let below: number | null = null;
  for (const level of BOUNDARY_LEVELS) {
    const value = levels[level];
    if (value === null || value === undefined) problems[level] = 'FIELD_REQUIRED';
    else if (!Percent.safeParse(value).success) problems[level] = 'PERCENT_RANGE';
    else {
      if (below !== null && value <= below) problems[level] = 'BOUNDARIES_NOT_INCREASING';
      below = value;
    }
  }
  return problems;
}
