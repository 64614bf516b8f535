import type { QuestionStatistic } from '@mockexam/contracts';
import { rankQuestions } from './questionRanking';

const q = (id: number, school: number | null, all: number | null): QuestionStatistic => ({
  question_id: id,
  paper_no: 1,
  label: String(id),
  type: 'short_question',
  max_score: 4,
  facility_school: school,
  facility_all: all,
  discrimination_school: null,
});

describe('strongest and weakest questions by facility difference', () => {
  it('takes the five furthest above and below all candidates, leaving out questions without figures', () => {
    const questions = [...Array.from({ length: 12 }, (_, i) => q(i + 1, 50 + i, 55)), q(20, null, 40)];
    const { strongest, weakest } = rankQuestions(questions);
    expect(strongest.map((r) => r.question.question_id)).toEqual([12, 11, 10, 9, 8]);
    expect(weakest.map((r) => r.question.question_id)).toEqual([1, 2, 3, 4, 5]);
    expect(weakest[0].difference).toBe(-5);
  });

  it('shares no question between the lists when there are fewer than ten', () => {
    const { strongest, weakest } = rankQuestions([q(1, 80, 60), q(2, 40, 55), q(3, 50, 50)]);
    expect(strongest.map((r) => r.question.question_id)).toEqual([1, 3]);
    expect(weakest.map((r) => r.question.question_id)).toEqual([2]);
  });
});
