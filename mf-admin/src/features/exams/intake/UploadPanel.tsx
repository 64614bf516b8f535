// Choose or drop many scanned files (multi-page PDFs, page images): each is checked here, then sent on its
// own with a progress bar; a refused or failed file says why in the page's language and can be sent again.
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { i18n, textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { INTAKE_ACCEPT } from './intakeFiles';
import { useUploadQueue, type QueuedFile } from './useUploadQueue';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const percentOf = (f: QueuedFile) => (f.file.size ? Math.floor((f.sent / f.file.size) * 100) : 100);

export function UploadPanel({ examPaperId, label }: { examPaperId: number; label: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const dropped = {
    en: i18n.getFixedT('en', 'admin')('intake.upload.dropped'),
    'zh-hk': i18n.getFixedT('zh-hk', 'admin')('intake.upload.dropped'),
  };
  const queue = useUploadQueue(examPaperId, dropped);
  const count = (state: QueuedFile['state']) => queue.files.filter((f) => f.state === state).length;
  const failed = count('failed');

  function status(f: QueuedFile) {
    if (f.state === 'refused' || f.state === 'failed') {
      return (
        <span role="alert" className="intake-problem">
          {textIn(f.problem ?? dropped, locale)}
        </span>
      );
    }
    return (
      <Progress
        percent={percentOf(f)}
        size="small"
        status={f.state === 'sent' ? 'success' : 'active'}
        aria-label={t('intake.upload.progressOf', { name: f.file.name })}
        format={(p) => (f.state === 'waiting' ? t('intake.upload.waiting') : `${p}%`)}
      />
    );
  }

  return (
    <>
      <p>{t('intake.upload.hint')}</p>
      <Upload.Dragger
        accept={INTAKE_ACCEPT}
        multiple
        showUploadList={false}
        aria-label={label}
        beforeUpload={(file, list) => {
          // Called once per file with the whole choice: the choice is taken once, at its first file.
          if (file === list[0]) queue.add(list);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-text">{t('intake.upload.drop')}</p>
        <p className="ant-upload-hint">{t('intake.upload.limits')}</p>
      </Upload.Dragger>
      {queue.files.length > 0 && (
        <>
          <div className="admin-account intake-upload-summary" role="status">
            <span>
              {t('intake.upload.summary', {
                sent: count('sent'),
                total: queue.files.length - count('refused'),
                refused: count('refused') + failed,
              })}
            </span>
            <Space wrap>
              {failed > 0 && <Button onClick={() => queue.retry()}>{t('intake.upload.retryAll')}</Button>}
              <Button onClick={queue.clear}>{t('intake.upload.clear')}</Button>
            </Space>
          </div>
          <ScrollRegion label={t('intake.upload.filesLabel')}>
            <Table<QueuedFile>
              size="small"
              rowKey="key"
              dataSource={queue.files}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: t('intake.file'), key: 'name', render: (_, f) => f.file.name },
                { title: t('intake.size'), key: 'size', align: 'right', render: (_, f) => megabytes(f.file.size) },
                { title: t('intake.upload.progress'), key: 'state', width: 260, render: (_, f) => status(f) },
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_, f) =>
                    f.state === 'failed' && (
                      <Button size="small" onClick={() => queue.retry((g) => g.key === f.key)}>
                        {t('intake.upload.retry')}
                      </Button>
                    ),
                },
              ]}
            />
          </ScrollRegion>
        </>
      )}
    </>
  );
}
