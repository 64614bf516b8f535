// While the papers, venues and postage methods load (and in the pre-rendered copy, which has no draft):
// blocks of about the size of the order's table and the choices' list for one paper, so the notice and
// the buttons below stay where they are when the real ones arrive (layout shift).
import { useTranslation } from 'react-i18next';

/**
 * Heights in px on a 375 px phone (e2e/tests/remotes.spec.ts) of the table of one paper (heading, line,
 * postage, total) and the choices of an exam at home: 247 and 448 measured in English, 196 and 422 in
 * Chinese, whose lines wrap less.
 */
const LINES_HEIGHT = 240;
const CHOICES_HEIGHT = 440;

export function ConfirmSkeleton() {
  const { t } = useTranslation('enrolment');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} data-testid="confirm-skeleton">
      <div className="skeleton-line confirm-skeleton-block" style={{ height: LINES_HEIGHT }} />
      <div className="skeleton-line confirm-skeleton-block" style={{ height: CHOICES_HEIGHT }} />
    </div>
  );
}
