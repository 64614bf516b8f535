// The paper's uploaded files, newest first: each with its state (waiting, being read, done, failed with the
// reason in the page's language), its pages, how many were filed and how many wait in the exceptions queue.
// The list reads itself again every few seconds while any file is still being read (./api).
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { ScanUpload } from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { useScanUploads } from './api';

const STATE_COLOURS: Record<ScanUpload['state'], string> = {
  queued: 'default',
  processing: 'processing',
  done: 'success',
  failed: 'error',
};

export function UploadsList({ examPaperId }: { examPaperId: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const uploads = useScanUploads(examPaperId);
  if (uploads.isError && !uploads.data) return <LoadError onRetry={() => void uploads.refetch()} />;
  const count = (n: number | null) => (n === null ? t('common.none') : n);
  return (
    <ScrollRegion label={t('intake.uploads.label')}>
      <Table<ScanUpload>
        size="small"
        rowKey="id"
        loading={uploads.isPending}
        dataSource={uploads.data?.uploads}
        locale={{ emptyText: <p role="status">{t('intake.uploads.none')}</p> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('intake.file'), dataIndex: 'filename' },
          {
            title: t('intake.uploads.state'),
            key: 'state',
            render: (_, u) => (
              <>
                <Tag color={STATE_COLOURS[u.state]}>{t(`intake.uploads.stateName.${u.state}`)}</Tag>
                {u.error && <div className="intake-problem">{textIn(u.error, locale)}</div>}
              </>
            ),
          },
          { title: t('intake.uploads.pages'), dataIndex: 'pages', align: 'right', render: count },
          { title: t('intake.uploads.filed'), dataIndex: 'filed', align: 'right' },
          { title: t('intake.uploads.exceptions'), dataIndex: 'exceptions', align: 'right' },
          {
            title: t('intake.uploads.uploadedAt'),
            dataIndex: 'created_at',
            render: (v: string) => formatDateTime(v, locale),
          },
        ]}
      />
    </ScrollRegion>
  );
}
