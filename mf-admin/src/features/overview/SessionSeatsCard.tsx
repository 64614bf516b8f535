// Seats left in every venue session of the current cycle ("Fully booked!" at none).
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@mockexam/api-client';
import { fieldIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../components/ScrollRegion';

type SessionRow = AdminDashboard['sessions'][number];

export function SessionSeatsCard({ sessions, loading }: { sessions: SessionRow[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Card className="admin-card" title={t('overview.sessions')} loading={loading}>
      <ScrollRegion label={t('overview.sessions')}>
        <Table<SessionRow>
          size="small"
          rowKey="session_id"
          pagination={false}
          dataSource={sessions}
          columns={[
            { title: t('overview.venue'), key: 'venue', render: (_: unknown, s) => fieldIn(s, 'venue_name', locale) },
            { title: t('overview.date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
            { title: t('overview.capacity'), dataIndex: 'capacity', align: 'right' },
            {
              title: t('overview.seatsLeft'),
              dataIndex: 'seats_left',
              align: 'right',
              render: (v: number) => (v > 0 ? v : <Tag color="red">{t('overview.full')}</Tag>),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
