// Audit entries as a table: who did what to which record, and the details written with it.
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';

export function HistoryTable({ entries, loading = false }: { entries: AuditEntry[]; loading?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Table<AuditEntry & { row: number }>
      size="small"
      rowKey="row"
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={entries.length > 50 ? { pageSize: 50 } : false}
      dataSource={entries.map((entry, row) => ({ ...entry, row }))}
      locale={{ emptyText: <NoRecords /> }}
      columns={[
        { title: t('audit.at'), dataIndex: 'at', render: (v: string) => formatDateTime(v, locale) },
        { title: t('audit.actor'), dataIndex: 'actor', render: (v: string | null) => v ?? t('audit.system') },
        { title: t('audit.role'), dataIndex: 'actor_role', render: (v: string | null) => v ?? t('common.none') },
        { title: t('audit.action'), dataIndex: 'action' },
        { title: t('audit.target'), key: 'target', render: (_: unknown, e) => `${e.entity} ${e.entity_id}` },
        {
          title: t('audit.data'),
          dataIndex: 'data',
          render: (v: unknown) => (
            <pre className="admin-data" style={{ maxWidth: 360 }}>
              {v === null || v === undefined ? '' : JSON.stringify(v, null, 1)}
            </pre>
          ),
        },
      ]}
    />
  );
}
