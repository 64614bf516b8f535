// Why the order was not submitted: the draft's own problems (before anything is sent), or the
// server's answer (its per-field messages listed).
import { textIn } from '@mockexam/i18n';
import { Notice } from '@mockexam/ui/plain';
import { errorCode, errorText, fieldMessages, useLocale, useMessage } from '@mockexam/ui/text';
import type { DraftProblem } from '../../lib/checkDraft';

interface Props {
  /** The draft's problems found at the last submit, or null. */
  problems: DraftProblem[] | null;
  /** The failed call's error, or null. */
  error: unknown;
}

export function SubmitError({ problems, error }: Props) {
  const locale = useLocale();
  const message = useMessage();
  if (!problems && !error) return null;
  const text =
    problems || errorCode(error) === 'VALIDATION_ERROR' ? message('APPLICATION_FORM_ERRORS') : errorText(error, locale);
  const details = problems
    ? problems.map((p) => message(p.key))
    : Object.values(fieldMessages(error)).map((f) => textIn(f, locale));
  return (
    <Notice type="error" title={text} className="enrolment-block">
      {details.length > 0 ? (
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : undefined}
    </Notice>
  );
}
