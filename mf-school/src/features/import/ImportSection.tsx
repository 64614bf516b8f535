// Import: choose or drop the filled-in template, confirm that it replaces the whole list, then the
// file is read in the parse worker (progress shown) and its rows replace the list on the server.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useImportRows } from './api';
import type { ReadStage } from './readWorkbook';

type Step = { stage: ReadStage | 'sending'; percent: number } | null;

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
      <Typography.Title level={2} id="school-import-heading">
        {t('import.heading')}
      </Typography.Title>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        aria-label={t('import.fileLabel')}
        beforeUpload={(file) => {
          setPending(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-text">{t('import.drop')}</p>
        <p className="ant-upload-hint">{t('import.hint')}</p>
      </Upload.Dragger>
      {step && (
        <div className="school-block" role="status">
          <span>{t(`import.${step.stage}`)}</span>
          <Progress percent={step.percent} status="active" aria-label={t('import.progress')} />
        </div>
      )}
      {problem && <Alert className="school-block" type="error" showIcon role="alert" title={message(problem)} />}
      {importRows.isError && (
        <Alert
          className="school-block"
          type="error"
          showIcon
          role="alert"
          title={schoolErrorText(importRows.error, locale)}
        />
      )}
      {imported !== null && (
        <Alert
          className="school-block"
          type="success"
          showIcon
          role="status"
          title={t('import.done', { count: imported })}
        />
      )}
      <Modal
        open={pending !== null}
        title={t('import.confirmTitle')}
        okText={t('import.confirm')}
        cancelText={t('import.cancel')}
        okButtonProps={{ danger: true }}
        onOk={() => pending && void start(pending)}
        onCancel={() => setPending(null)}
      >
        <p>{t('import.confirmBody', { file: pending?.name ?? '' })}</p>
      </Modal>
    </section>
  );
}
