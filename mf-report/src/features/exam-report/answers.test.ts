import { answer, question } from '../../test/fixtures';
import { answerText, correctOptionsToShow, scoreClass } from './answers';

describe('how an answer reads', () => {
  it('reads a multiple-choice list, also when sent as its JSON text', () => {
    expect(answerText(['A', 'C'])).toBe('A, C');
    expect(answerText('["B"]')).toBe('B');
    expect(answerText('志在四方')).toBe('志在四方');
    expect(answerText(null)).toBeNull();
    expect(answerText([])).toBeNull();
  });

  it('shows the correct options only for a wrong (or missing) multiple-choice answer', () => {
    const mc = question({ correct_answer: ['B', 'D'] });
    expect(correctOptionsToShow(mc, answer({ answer: ['A'] }))).toEqual(['B', 'D']);
    expect(correctOptionsToShow(mc, answer({ answer: '["D","B"]' }))).toBeNull();
    expect(correctOptionsToShow(mc, null)).toEqual(['B', 'D']);
    expect(correctOptionsToShow(question({ type: 'short_question', correct_answer: null }), answer())).toBeNull();
  });

  it('classes a score above 0 as success, anything else as fail', () => {
    expect(scoreClass(0.5)).toBe('score-success');
    expect(scoreClass(0)).toBe('score-fail');
    expect(scoreClass(null)).toBe('score-fail');
  });
});
