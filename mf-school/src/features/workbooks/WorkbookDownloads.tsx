// Download the official template, the current list (same shape, imports again) and, once submitted,
// the candidate list. xlsx and the sheets' makers (which check rows with the API's schemas) load only
// when a button is clicked.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { SchoolBatch } from '@mockexam/contracts';

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
    setBusy(which);
    setFailed(false);
    download(which, batch)
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  const submitted = batch.status === 'submitted' && batch.rows.some((row) => row.candidate_no);
  return (
    <section className="school-section" aria-labelledby="school-downloads-heading">
      <Typography.Title level={2} id="school-downloads-heading">
        {t('workbooks.heading')}
      </Typography.Title>
      <p>{t('workbooks.help')}</p>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={busy === 'template'} onClick={() => run('template')}>
          {t('workbooks.template')}
        </Button>
        {batch.rows.length > 0 && (
          <Button icon={<DownloadOutlined />} loading={busy === 'list'} onClick={() => run('list')}>
            {t('workbooks.list')}
          </Button>
        )}
        {submitted && (
          <Button icon={<DownloadOutlined />} loading={busy === 'candidates'} onClick={() => run('candidates')}>
            {t('workbooks.candidates')}
          </Button>
        )}
      </Space>
      {failed && <Alert className="school-block" type="error" showIcon role="alert" title={t('workbooks.failed')} />}
    </section>
  );
}
