// Download the official template, the current list (same shape, imports again) and, once submitted,
// the candidate list. xlsx and the sheets' makers (which check rows with the API's schemas) load only
// when a button is clicked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolBatch } from '@mockexam/contracts';
import { Button, Notice } from '@mockexam/ui/plain';
import { DownloadMark } from '../../lib/icons';

type Which = 'template' | 'list' | 'candidates';

async function download(which: Which, batch: SchoolBatch) {
  const [X, { candidateListWorkbook, listWorkbook, templateWorkbook }] = await Promise.all([
    import('xlsx'),
    import('./schoolWorkbooks'),
  ]);
  const subject = batch.subject;
  const [book, name] =
    which === 'template'
      ? [templateWorkbook(X), 'school-template.xlsx']
      : which === 'list'
        ? [listWorkbook(X, batch.rows), `school-list-${subject}.xlsx`]
        : [candidateListWorkbook(X, batch.rows), `candidate-list-${subject}.xlsx`];
  X.writeFile(book, name, { bookType: 'xlsx', compression: true });
}

export function WorkbookDownloads({ batch }: { batch: SchoolBatch }) {
  const { t } = useTranslation('school');
  const [busy, setBusy] = useState<Which | null>(null);
  const [failed, setFailed] = useState(false);
  const run = (which: Which) => {
    // The button stays enabled (and focused) while its file is written; a second click waits for it.
    if (busy !== null) return;
    setBusy(which);
    setFailed(false);
    download(which, batch)
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  const submitted = batch.status === 'submitted' && batch.rows.some((row) => row.candidate_no);
  const button = (which: Which, text: string) => (
    <Button aria-busy={busy === which} onClick={() => run(which)}>
      <DownloadMark />
      {text}
    </Button>
  );
  return (
    <section className="school-section" aria-labelledby="school-downloads-heading">
      <h2 className="section-title" id="school-downloads-heading">
        {t('workbooks.heading')}
      </h2>
      <p>{t('workbooks.help')}</p>
      <div className="school-buttons">
        {button('template', t('workbooks.template'))}
        {batch.rows.length > 0 && button('list', t('workbooks.list'))}
        {submitted && button('candidates', t('workbooks.candidates'))}
      </div>
      {failed && <Notice className="school-block" type="error" title={t('workbooks.failed')} />}
    </section>
  );
}
