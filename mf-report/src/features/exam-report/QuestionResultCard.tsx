// One question of the report: the answer, the correct answers of a wrong multiple-choice answer, the
// marker's comment (or '沒有評語') and the score "x / max", green above 0, red otherwise.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@mockexam/ui/text';
import { formatMark } from '../../lib/format';
import { useReportNames } from '../../lib/names';
import { answerText, correctOptionsToShow, scoreClass } from './answers';
import type { QuestionResult } from './questionResults';

interface Props {
  result: QuestionResult;
  /** The question's guideline button, on a phone. */
  guideline?: ReactNode;
  /** h3 below a paper's heading (phone), h4 below a page's (desktop). */
  headingLevel?: 3 | 4;
}

export function QuestionResultCard({ result: { question, answer }, guideline, headingLevel = 3 }: Props) {
  const { t } = useTranslation('report');
  const message = useMessage();
  const names = useReportNames();
  const score = answer?.score ?? null;
  const correct = correctOptionsToShow(question, answer);
  // A written answer is on the scanned page, not in the data; a choice left blank is worth saying.
  const answered = answerText(answer?.answer ?? null);
  const showAnswer = answered !== null || question.type === 'multiple_choice';
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li className="question-card">
      <div className="question-head">
        <Heading className="question-title">{names.question(question.label)}</Heading>
        <span className={`question-score ${scoreClass(score)}`} data-testid={`score-${question.question_id}`}>
          <span className="visually-hidden">{t('question.score')} </span>
          {formatMark(score)} / {formatMark(question.max_score)}
        </span>
      </div>
      <dl className="question-details">
        {showAnswer && (
          <>
            <dt>{t('question.answer')}</dt>
            <dd>{answered ?? t('question.noAnswer')}</dd>
          </>
        )}
        {correct && (
          <>
            <dt>{t('question.correctAnswer')}</dt>
            <dd className="question-correct">{correct.join(', ')}</dd>
          </>
        )}
        <dt>{t('question.comment')}</dt>
        <dd>{answer?.comment?.trim() || message('NO_COMMENT')}</dd>
      </dl>
      {guideline}
    </li>
  );
}
