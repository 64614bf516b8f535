// Questions and answers come page by page, and a question spanning pages comes with each of them: the
// report lists each question once, in the order first met, with the candidate's answer (spec section 4).
import type { Answer, Question, QuestionsAndAnswersResponse } from '@mockexam/contracts';

export interface QuestionResult {
  question: Question;
  answer: Answer | null;
}

export function mergeQuestionResults(pages: QuestionsAndAnswersResponse[]): QuestionResult[] {
  const questions = new Map<number, Question>();
  const answers = new Map<number, Answer>();
  for (const page of pages) {
    for (const question of page.questions) {
      if (!questions.has(question.question_id)) questions.set(question.question_id, question);
    }
    for (const answer of page.answers) {
      if (!answers.has(answer.question_id)) answers.set(answer.question_id, answer);
    }
  }
  return [...questions.values()].map((question) => ({
    question,
    answer: answers.get(question.question_id) ?? null,
  }));
}
