// Audit entries as sentences in the reader's language: when (Hong Kong time), who did what to which object,
// and the details worth reading as words. The table sits in a named, focusable region that scrolls sideways.
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@mockexam/api-client';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { auditDetails, auditSentence } from './auditSentence';
import { ScrollRegion } from './ScrollRegion';

interface Props {
  entries: AuditEntry[];
  loading?: boolean;
  /** The region's name (the card's title, e.g. "History"). */
  label: string;
}

export function HistoryTable({ entries, loading = false, label }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={label}>
      <Table<AuditEntry & { row: number }>
        size="small"
        rowKey="row"
        loading={loading}
        pagination={entries.length > 50 ? { pageSize: 50 } : false}
        dataSource={entries.map((entry, row) => ({ ...entry, row }))}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', render: (v: string) => `${formatDate(v, locale)} ${formatTime(v)}` },
          { title: t('auditLog.what'), key: 'what', render: (_: unknown, e) => auditSentence(e, t, locale) },
          {
            title: t('auditLog.details'),
            key: 'details',
            render: (_: unknown, e) => {
              const details = auditDetails(e, t, locale);
              return details.length ? (
                <ul className="admin-details">
                  {details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : (
                t('common.none')
              );
            },
          },
        ]}
      />
    </ScrollRegion>
  );
}
