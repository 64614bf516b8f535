// Levels from a weighted total and the exam's cut scores, and the points a level is worth. The
// grading run does the same in SQL for a whole cohort (see run.ts); this is the rule in one place
// for tests and readers.
import { BOUNDARY_LEVELS, type BoundaryLevel, type GradeLevel } from '@mockexam/contracts';

export type LevelCuts = Record<BoundaryLevel, number>;

/** The highest level whose cut score the total reaches; 'U' (Unclassified) below level 1. */
export function levelFor(total: number, cuts: LevelCuts): GradeLevel {
  for (const level of [...BOUNDARY_LEVELS].reverse()) if (total >= cuts[level]) return level;
  return 'U';
}

/** HKDSE-style points of a level: 5** = 7, 5* = 6, 5 to 1 their number, U = 0. */
export const LEVEL_POINTS: Record<GradeLevel, number> = {
  '5**': 7,
  '5*': 6,
  '5': 5,
  '4': 4,
  '3': 3,
  '2': 2,
  '1': 1,
  U: 0,
};

/** Citizenship and Social Development is reported as attained / unattained, never by level. */
export const isAttainSubject = (subjectCode: string) => subjectCode === 'csd';
