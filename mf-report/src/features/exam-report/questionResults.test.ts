import { answer, question } from '../../test/fixtures';
import { mergeQuestionResults } from './questionResults';

describe('merging the questions and answers of every page', () => {
  it('lists a question spanning pages once, in the order first met, with its answer', () => {
    const spanning = question({ question_id: 2, label: '2', page_location: '1,2' });
    const results = mergeQuestionResults([
      { questions: [question({ question_id: 1 }), spanning], answers: [answer({ question_id: 2, score: 3 })] },
      {
        questions: [spanning, question({ question_id: 3, label: '3' })],
        answers: [answer({ question_id: 2, score: 3 }), answer({ question_id: 3, score: 1 })],
      },
    ]);
    expect(results.map((r) => r.question.question_id)).toEqual([1, 2, 3]);
    expect(results.map((r) => r.answer?.score ?? null)).toEqual([null, 3, 1]);
  });

  it('gives nothing for no pages', () => {
    expect(mergeQuestionResults([])).toEqual([]);
  });
});
