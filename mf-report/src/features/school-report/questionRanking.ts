// The school's strongest and weakest questions, ranked by facility difference: the school's facility
// (mean mark over full marks) minus all candidates', in percentage points. A question either group has
// no marks for is left out. With fewer than ten questions the two lists share none.
import type { QuestionStatistic } from '@mockexam/contracts';

export const RANKED = 5;

export interface RankedQuestion {
  question: QuestionStatistic;
  /** School facility minus all candidates' facility, in percentage points. */
  difference: number;
}

export function facilityDifference(q: QuestionStatistic): number | null {
  return q.facility_school === null || q.facility_all === null ? null : q.facility_school - q.facility_all;
}

export function rankQuestions(questions: QuestionStatistic[]): {
  strongest: RankedQuestion[];
  weakest: RankedQuestion[];
} {
  const ranked = questions
    .map((question) => ({ question, difference: facilityDifference(question) }))
    .filter((r): r is RankedQuestion => r.difference !== null)
    .sort((a, b) => b.difference - a.difference || a.question.question_id - b.question.question_id);
  const strongest = ranked.slice(0, Math.min(RANKED, Math.ceil(ranked.length / 2)));
  const weakest = ranked.slice(strongest.length).slice(-RANKED).reverse();
  return { strongest, weakest };
}
