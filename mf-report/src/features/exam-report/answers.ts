// How an answer reads: a multiple-choice answer is a JSON list of options (sometimes sent as its text,
// '["A","C"]'); other answers are text. Spec section 8: a wrong multiple-choice answer shows the
// correct answers. Spec section 4: the score is a success above 0, otherwise a fail.
import type { Answer, Question } from '@mockexam/contracts';

function parsedList(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The options of a list answer, or null when the value is not a list. */
export function optionsOf(value: unknown): string[] | null {
  const list = parsedList(value);
  return Array.isArray(list) ? list.map(String) : null;
}

/** The answer as text ("A, C"), or null when the candidate gave none. */
export function answerText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const options = optionsOf(value);
  if (options) return options.length > 0 ? options.join(', ') : null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const sameOptions = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((option, i) => option === [...b].sort()[i]);

/** The correct options to show: only for a multiple-choice question answered wrongly (or not at all). */
export function correctOptionsToShow(question: Question, answer: Answer | null): string[] | null {
  if (question.type !== 'multiple_choice') return null;
  const correct = optionsOf(question.correct_answer);
  if (!correct || correct.length === 0) return null;
  const chosen = optionsOf(answer?.answer ?? null) ?? [];
  return sameOptions(chosen, correct) ? null : correct;
}

export const scoreClass = (score: number | null): 'score-success' | 'score-fail' =>
  score !== null && score > 0 ? 'score-success' : 'score-fail';
