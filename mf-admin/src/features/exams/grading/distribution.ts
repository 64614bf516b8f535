// A run's level counts in the order staff read them: 5** down to U, or attained then unattained for
// Citizenship and Social Development; any other key the server sends comes last rather than being lost.
import { GRADE_LEVELS } from '@mockexam/contracts';

const ORDER: readonly string[] = [...GRADE_LEVELS, 'attained', 'unattained'];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

export interface LevelRow {
  level: string;
  count: number;
  /** Share of the run's candidates, 0 to 100, one decimal. */
  percent: number;
}

export function levelRows(distribution: Record<string, number>, attainOnly: boolean): LevelRow[] {
  const levels = attainOnly ? ['attained', 'unattained'] : [...GRADE_LEVELS];
  const keys = [...new Set([...levels, ...Object.keys(distribution)])].sort((a, b) => rank(a) - rank(b));
  const total = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  return keys.map((level) => {
    const count = distribution[level] ?? 0;
    return { level, count, percent: total ? Math.round((count / total) * 1000) / 10 : 0 };
  });
}
