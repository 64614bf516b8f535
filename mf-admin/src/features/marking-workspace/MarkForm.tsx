// The mark of one script: one labelled field for the mark, or one per writing criterion with their sum
// shown, then an optional comment. Enter in a field submits; problems show beside the field they concern.
import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { textIn } from '@mockexam/i18n';
import type { CriteriaScores } from '@mockexam/contracts';
import { writingCriterionLabels, type WritingCriterionCode as WritingCriterion } from '@mockexam/contracts/text';
import { useLocale } from '@mockexam/ui/text';
import {
  markText,
  readCriteria,
  readMark,
  sanitiseMarkInput,
  type CriterionField,
  type MarkProblem,
} from './markEntry';

export interface MarkQuestion {
  max_score: number;
  step: number;
  criteria: CriterionField[];
}

export interface MarkValues {
  score: number;
  criteria: CriteriaScores | null;
  comment: string | null;
}

export interface MarkFormHandle {
  focus(): void;
  /** A quick key: the digit becomes the mark (or the next empty criterion's score) and the field takes focus. */
  typeDigit(digit: string): void;
}

interface Props {
  question: MarkQuestion;
  initial: { score: number; criteria: CriteriaScores | null; comment: string | null } | null;
  pending: boolean;
  submitLabel: string;
  onSubmit(values: MarkValues): void;
}

export const MarkForm = forwardRef<MarkFormHandle, Props>(function MarkForm(
  { question, initial, pending, submitLabel, onSubmit },
  ref,
) {
  const { t } = useTranslation('marking');
  const locale = useLocale();
  const { max_score: max, step, criteria: fields } = question;
  const essay = fields.length > 0;
  const [score, setScore] = useState(markText(initial?.score));
  const [texts, setTexts] = useState<Partial<Record<WritingCriterion, string>>>(() =>
    Object.fromEntries(fields.map((f) => [f.code, markText(initial?.criteria?.[f.code])])),
  );
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [shown, setShown] = useState<{ score?: MarkProblem | 'totalOverMax'; criteria?: Record<string, MarkProblem> }>(
    {},
  );
  const scoreInput = useRef<InputRef>(null);
  const criterionInputs = useRef<Partial<Record<WritingCriterion, InputRef | null>>>({});

  const focusFirst = () => {
    if (essay) criterionInputs.current[fields[0]!.code]?.focus();
    else scoreInput.current?.focus();
  };
  useImperativeHandle(ref, () => ({
    focus: focusFirst,
    typeDigit(digit: string) {
      if (!essay) {
        setScore(sanitiseMarkInput(digit, step));
        scoreInput.current?.focus();
        return;
      }
      const empty = fields.find((f) => !texts[f.code]) ?? fields[0]!;
      setTexts((all) => ({ ...all, [empty.code]: digit }));
      criterionInputs.current[empty.code]?.focus();
    },
  }));

  const reading = essay ? readCriteria(texts, fields, step) : null;
  const problemText = (problem: MarkProblem | 'totalOverMax', ofMax: number) =>
    t(`mark.problem.${problem}`, { max: ofMax, step });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const trimmed = comment.trim();
    if (reading) {
      if (!reading.ok) {
        setShown({ criteria: reading.problems as Record<string, MarkProblem> });
        criterionInputs.current[Object.keys(reading.problems)[0] as WritingCriterion]?.focus();
        return;
      }
      if (reading.total > max) {
        setShown({ score: 'totalOverMax' });
        return;
      }
      setShown({});
      onSubmit({ score: reading.total, criteria: reading.criteria, comment: trimmed || null });
      return;
    }
    const single = readMark(score, max, step);
    if (!single.ok) {
      setShown({ score: single.problem });
      scoreInput.current?.focus();
      return;
    }
    setShown({});
    onSubmit({ score: single.value, criteria: null, comment: trimmed || null });
  }

  return (
    <form className="marking-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('mark.legend')}</legend>
        {!essay && (
          <div className="marking-field">
            <label htmlFor="marking-score">{t(step < 1 ? 'mark.scoreHalf' : 'mark.score', { max })}</label>
            <Input
              id="marking-score"
              ref={scoreInput}
              className="marking-score-input"
              inputMode="decimal"
              autoComplete="off"
              value={score}
              onChange={(e) => setScore(sanitiseMarkInput(e.target.value, step))}
              aria-invalid={shown.score ? true : undefined}
              aria-describedby={shown.score ? 'marking-score-problem' : undefined}
            />
            {shown.score && (
              <p id="marking-score-problem" className="marking-problem" role="alert">
                {problemText(shown.score, max)}
              </p>
            )}
          </div>
        )}
        {essay &&
          fields.map((field) => {
            const id = `marking-criterion-${field.code}`;
            const problem = shown.criteria?.[field.code];
            return (
              <div className="marking-field" key={field.code}>
                <label htmlFor={id}>
                  {t('mark.criterion', {
                    name: textIn(writingCriterionLabels[field.code], locale),
                    max: field.max_score,
                  })}
                </label>
                <Input
                  id={id}
                  ref={(input) => {
                    criterionInputs.current[field.code] = input;
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts[field.code] ?? ''}
                  onChange={(e) =>
                    setTexts((all) => ({ ...all, [field.code]: sanitiseMarkInput(e.target.value, step) }))
                  }
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                />
                {problem && (
                  <p id={`${id}-problem`} className="marking-problem" role="alert">
                    {problemText(problem, field.max_score)}
                  </p>
                )}
              </div>
            );
          })}
        {essay && (
          <p className="marking-total" aria-live="polite">
            {t('mark.total', { total: reading?.total ?? 0, max })}
          </p>
        )}
        {essay && shown.score && (
          <p className="marking-problem" role="alert">
            {problemText(shown.score, max)}
          </p>
        )}
        <div className="marking-field">
          <label htmlFor="marking-comment">{t('mark.comment')}</label>
          <Input.TextArea
            id="marking-comment"
            rows={2}
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
      </fieldset>
      <Button type="primary" htmlType="submit" loading={pending} block>
        {pending ? t('mark.saving') : submitLabel}
      </Button>
    </form>
  );
});
