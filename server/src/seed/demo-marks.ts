// The demo marks: each candidate's marks follow their ability against the question's difficulty,
// with noise, in halves; multiple choice records the options chosen (the grading run scores them),
// essays with writing criteria record the criteria (the run sums them), a few questions are left
// blank, and weaker answers get a comment.
import type { DemoCandidate } from './demo-cohort';
import type { DemoExam, DemoQuestion } from './demo-exams';

export interface SeededQuestion {
  def: DemoQuestion;
  id: number;
  /** Criterion ids by code. */
  criteria: Record<string, number>;
}

export interface DemoMarkRows {
  answers: {
    candidate: number[];
    question: number[];
    score: (number | null)[];
    answer: (string | null)[];
    comment: (string | null)[];
  };
  criteria: { candidate: number[]; criterion: number[]; score: number[] };
}

const halves = (n: number) => Math.round(n * 2) / 2;
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const OPTIONS = ['A', 'B', 'C', 'D'];

const TEXT = {
  'zh-hk': {
    answer: [
      '論點清晰，能引用文本例證並加以分析。',
      '大致能回應題目，但分析未夠深入。',
      '未能掌握題目要求，內容空泛。',
    ],
    comment: ['宜多引用文本例證支持論點。', '須更準確回應題目要求。', '內容充實，結構尚可，宜多注意標點及錯別字。'],
    judgment: ['正確', '錯誤'],
  },
  en: {
    answer: [
      'Clear answer supported by evidence from the text.',
      'Partly answers the question; the reasoning is thin.',
      'Misreads the question; the answer is vague.',
    ],
    comment: [
      'Quote the text to support your point.',
      'Answer the question asked.',
      'Good ideas; check grammar and spelling.',
    ],
    judgment: ['True', 'False'],
  },
};

/** 0 (top band) to 2 (bottom band) of a share of full marks. */
const band = (share: number) => (share >= 0.7 ? 0 : share >= 0.4 ? 1 : 2);

export function demoMarks(
  exam: DemoExam,
  questions: SeededQuestion[],
  candidates: DemoCandidate[],
  rand: () => number,
): DemoMarkRows {
  const text = exam.english ? TEXT.en : TEXT['zh-hk'];
  const rows: DemoMarkRows = {
    answers: { candidate: [], question: [], score: [], answer: [], comment: [] },
    criteria: { candidate: [], criterion: [], score: [] },
  };
  const answer = (c: number, q: number, score: number | null, given: unknown, comment: string | null) => {
    rows.answers.candidate.push(c);
    rows.answers.question.push(q);
    rows.answers.score.push(score);
    rows.answers.answer.push(given === null ? null : JSON.stringify(given));
    rows.answers.comment.push(comment);
  };
  for (const candidate of candidates) {
    for (const { def, id, criteria } of questions) {
      const share = clamp(candidate.ability - def.difficulty + 0.5 + (rand() - 0.5) * 0.3);
      if (def.type !== 'multiple_choice' && rand() < 0.02) continue; // left blank
      if (def.type === 'multiple_choice') {
        const right = rand() < 0.2 + 0.8 * share;
        const wrong = OPTIONS.filter((o) => !def.correct!.includes(o));
        answer(candidate.id, id, null, right ? def.correct : [wrong[Math.floor(rand() * wrong.length)]], null);
      } else if (def.criteria) {
        for (const [code, max] of def.criteria) {
          rows.criteria.candidate.push(candidate.id);
          rows.criteria.criterion.push(criteria[code]);
          rows.criteria.score.push(halves(clamp(share + (rand() - 0.5) * 0.2) * max));
        }
        answer(candidate.id, id, null, null, text.comment[band(share)]);
      } else {
        // A one-word answer or a true / false is right or wrong.
        const allOrNothing = def.type === 'judgment' || def.type === 'filling';
        const score = allOrNothing ? (share >= 0.5 ? def.max : 0) : halves(share * def.max);
        const given = def.type === 'judgment' ? text.judgment[share >= 0.5 ? 0 : 1] : text.answer[band(share)];
        answer(
          candidate.id,
          id,
          score,
          def.type === 'short_essay' ? null : given,
          share < 0.7 ? text.comment[band(share)] : null,
        );
      }
    }
  }
  return rows;
}
