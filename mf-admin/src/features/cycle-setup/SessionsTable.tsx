// A venue's sittings in the cycle: date, subject, times, capacity and seats left; capacity edited per sitting.
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { VenueSession } from '@mockexam/contracts';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords, ScrollRegion } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { subjectName, type CycleSubject } from '../../components/cycleSubjects';

interface Props {
  sessions: VenueSession[];
  subjects: CycleSubject[];
  onEdit: (session: VenueSession) => void;
}

export function SessionsTable({ sessions, subjects, onEdit }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={t('cycle.sessions')}>
      <Table<VenueSession>
        size="small"
        rowKey="session_id"
        pagination={false}
        dataSource={sessions}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('overview.date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
          {
            title: t('detail.subject'),
            dataIndex: 'subject',
            render: (s: string | null) => (s ? subjectName(subjects, s, locale) : t('common.none')),
          },
          { title: t('cycle.startsAt'), dataIndex: 'starts_at', render: (v: string) => formatDateTime(v, locale) },
          { title: t('cycle.endsAt'), dataIndex: 'ends_at', render: (v: string) => formatDateTime(v, locale) },
          { title: t('overview.capacity'), dataIndex: 'capacity', align: 'right' },
          {
            title: t('overview.seatsLeft'),
            dataIndex: 'seats_left',
            align: 'right',
            render: (v: number, s) => (s.full ? <Tag color="red">{t('overview.full')}</Tag> : v),
          },
          {
            title: t('common.actions'),
            key: 'edit',
            render: (_: unknown, s) => <Button onClick={() => onEdit(s)}>{t('cycle.capacity')}</Button>,
          },
        ]}
      />
    </ScrollRegion>
  );
}
