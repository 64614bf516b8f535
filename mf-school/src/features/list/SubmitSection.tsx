// Confirm and submit: the server checks every row again and answers 'Submission completed', or
// 'Submission unsuccessful' with the spec's guidance (the bad cells come back flagged in the list).
// Refusals (not registered, seats short, registration closed) show in the reader's language.
import { useTranslation } from 'react-i18next';
import type { SchoolBatch } from '@mockexam/contracts';
import { Button, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useSubmitList } from './api';

export function SubmitSection({ batch, onUnsuccessful }: { batch: SchoolBatch; onUnsuccessful: () => void }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const submit = useSubmitList();
  const result = submit.data?.result;
  const errorRows = batch.rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return (
    <section className="school-section" aria-labelledby="school-submit-heading">
      <h2 className="section-title" id="school-submit-heading">
        {t('submit.heading')}
      </h2>
      <p>{t('submit.help')}</p>
      {errorRows > 0 && !result && <p className="school-error-text">{t('submit.errorsFirst')}</p>}
      <Button
        primary
        disabled={batch.rows.length === 0}
        aria-busy={submit.isPending}
        onClick={() =>
          // Busy, the button keeps its focus and ignores another click.
          !submit.isPending &&
          submit.mutate(undefined, {
            onSuccess: (response) => response.result === 'unsuccessful' && onUnsuccessful(),
          })
        }
      >
        {t('submit.button')}
      </Button>
      {result === 'completed' && (
        <Notice className="school-block" type="success" title={message('SUBMISSION_COMPLETED')}>
          {t('submit.completedBody')}
        </Notice>
      )}
      {result === 'unsuccessful' && (
        <Notice className="school-block" type="error" title={message('SUBMISSION_UNSUCCESSFUL')}>
          {message('SUBMISSION_UNSUCCESSFUL_GUIDE')}
        </Notice>
      )}
      {submit.isError && <Notice className="school-block" type="error" title={schoolErrorText(submit.error, locale)} />}
    </section>
  );
}
