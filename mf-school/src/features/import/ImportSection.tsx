// Import: choose or drop the filled-in template, confirm that it replaces the whole list, then the
// file is read in the parse worker (progress shown) and its rows replace the list on the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts';
import { Button, Dialog, DropZone, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useImportRows } from './api';
import type { ReadStage } from './readWorkbook';

type Step = { stage: ReadStage | 'sending'; percent: number } | null;

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportSection() {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const importRows = useImportRows();
  const [pending, setPending] = useState<File | null>(null);
  const [step, setStep] = useState<Step>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const start = async (file: File) => {
    setPending(null);
    setProblem(null);
    setImported(null);
    importRows.reset();
    setStep({ stage: 'reading', percent: 0 });
    // The reader checks rows with the API's schemas: it loads when a file is chosen, not with the page.
    const { readWorkbook } = await import('./readWorkbook');
    const result = await readWorkbook(file, (stage, fraction) =>
      // Reading is the first half of the bar, the worker's parse the next part, saving the rest.
      setStep({ stage, percent: stage === 'reading' ? Math.round(fraction * 50) : 60 }),
    );
    if ('error' in result) {
      setStep(null);
      setProblem(result.error);
      return;
    }
    setStep({ stage: 'sending', percent: 85 });
    importRows.mutate(result.rows, {
      onSuccess: (batch) => setImported(batch.rows.length),
      onSettled: () => setStep(null),
    });
  };

  const busy = step !== null;
  return (
    <section className="school-section" aria-labelledby="school-import-heading">
      <h2 className="section-title" id="school-import-heading">
        {t('import.heading')}
      </h2>
      <DropZone label={t('import.fileLabel')} accept={ACCEPT} disabled={busy} onFile={setPending}>
        <span className="school-drop-text">{t('import.drop')}</span>
        <span className="school-drop-hint">{t('import.hint')}</span>
      </DropZone>
      {step && (
        <div className="school-block school-progress" role="status">
          <span>{t(`import.${step.stage}`)}</span>
          <progress max={100} value={step.percent} aria-label={t('import.progress')} />
          <span aria-hidden="true">{step.percent}%</span>
        </div>
      )}
      {problem && <Notice className="school-block" type="error" title={message(problem)} />}
      {importRows.isError && (
        <Notice className="school-block" type="error" title={schoolErrorText(importRows.error, locale)} />
      )}
      {imported !== null && (
        <Notice className="school-block" type="success" title={t('import.done', { count: imported })} />
      )}
      <Dialog
        open={pending !== null}
        title={t('import.confirmTitle')}
        onClose={() => setPending(null)}
        footer={
          <>
            <Button onClick={() => setPending(null)}>{t('import.cancel')}</Button>
            <Button className="school-button-danger" onClick={() => pending && void start(pending)}>
              {t('import.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('import.confirmBody', { file: pending?.name ?? '' })}</p>
      </Dialog>
    </section>
  );
}
