// Confirm and submit: the server checks every row again and answers 'Submission completed', or
// 'Submission unsuccessful' with the spec's guidance (the bad cells come back flagged in the list).
// Refusals (not registered, seats short, registration closed) show in the reader's language.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { SchoolBatch } from '@mockexam/contracts';
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
      <Typography.Title level={2} id="school-submit-heading">
        {t('submit.heading')}
      </Typography.Title>
      <p>{t('submit.help')}</p>
      {errorRows > 0 && !result && <p className="school-error-text">{t('submit.errorsFirst')}</p>}
      <Button
        type="primary"
        disabled={batch.rows.length === 0}
        loading={submit.isPending}
        onClick={() =>
          submit.mutate(undefined, {
            onSuccess: (response) => response.result === 'unsuccessful' && onUnsuccessful(),
          })
        }
      >
        {t('submit.button')}
      </Button>
      {result === 'completed' && (
        <Alert
          className="school-block"
          type="success"
          showIcon
          role="status"
          title={message('SUBMISSION_COMPLETED')}
          description={t('submit.completedBody')}
        />
      )}
      {result === 'unsuccessful' && (
        <Alert
          className="school-block"
          type="error"
          showIcon
          role="alert"
          title={message('SUBMISSION_UNSUCCESSFUL')}
          description={message('SUBMISSION_UNSUCCESSFUL_GUIDE')}
        />
      )}
      {submit.isError && (
        <Alert
          className="school-block"
          type="error"
          showIcon
          role="alert"
          title={schoolErrorText(submit.error, locale)}
        />
      )}
    </section>
  );
}
