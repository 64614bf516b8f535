// Every venue (switched-off ones tagged) with its sittings in the cycle one row down.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminVenue } from '@mockexam/api-client';
import type { VenueSession } from '@mockexam/contracts';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { NoRecords, ScrollRegion } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { OfferedTag } from './OfferedTag';
import { SessionsTable } from './SessionsTable';
import type { CycleSubject } from '../../components/cycleSubjects';

interface Props {
  venues: AdminVenue[];
  loading: boolean;
  subjects: CycleSubject[];
  onEdit: (venue: AdminVenue) => void;
  onAddSession: (venue: AdminVenue) => void;
  onEditCapacity: (session: VenueSession) => void;
}

export function VenuesTable({ venues, loading, subjects, onEdit, onAddSession, onEditCapacity }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={t('cycle.venues')}>
      <Table<AdminVenue>
        size="small"
        rowKey="venue_id"
        loading={loading}
        pagination={false}
        dataSource={venues}
        locale={{ emptyText: <NoRecords /> }}
        expandable={{
          expandedRowRender: (v) => <SessionsTable sessions={v.sessions} subjects={subjects} onEdit={onEditCapacity} />,
          rowExpandable: () => true,
        }}
        columns={[
          { title: t('overview.venue'), key: 'name', render: (_: unknown, v) => nameIn(v, locale) },
          {
            title: t('detail.address'),
            key: 'address',
            render: (_: unknown, v) => fieldIn(v, 'address', locale),
          },
          {
            title: t('cycle.offered'),
            dataIndex: 'active',
            render: (active: boolean) => <OfferedTag active={active} />,
          },
          { title: t('cycle.sessions'), key: 'sessions', align: 'right', render: (_: unknown, v) => v.sessions.length },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, v) => (
              <Space wrap>
                <Button onClick={() => onEdit(v)} aria-label={`${t('cycle.editVenue')} ${nameIn(v, locale)}`}>
                  {t('cycle.editVenue')}
                </Button>
                <Button onClick={() => onAddSession(v)}>{t('cycle.addSession')}</Button>
              </Space>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
