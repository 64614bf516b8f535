// Overview: orders by status, receipts awaiting approval, seats left per venue session, the cycle's dates.
import { Alert, Button, Card, Descriptions, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAdminDashboard, getEvents, type AdminDashboard, type EventKey } from '@mockexam/api-client';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { langOf, useLoad } from '../lib';

export const EVENT_KEYS: EventKey[] = [
  'person_enrol_start',
  'person_enrol_end',
  'school_reg_end',
  'school_reg_complete',
  'candidate_result_release',
];

const ORDER_STATUSES = ['pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired'] as const;

type SessionRow = AdminDashboard['sessions'][number];

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common.loadFailed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

export function Overview({ onOpen }: { onOpen: (section: string, params?: Record<string, string>) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const dashboard = useLoad(getAdminDashboard);
  const events = useLoad(getEvents);
  const d = dashboard.data;
  const counts = ORDER_STATUSES.map((status) => ({ status, count: d?.orders_by_status[status] ?? 0 }));
  const total = counts.reduce((sum, row) => sum + row.count, 0);

  return (
    <div>
      {dashboard.error ? (
        <div className="admin-card">
          <LoadError onRetry={dashboard.reload} />
        </div>
      ) : (
        <>
          <Card className="admin-card" title={t('overview.receiptsAwaiting')} loading={dashboard.loading}>
            <Statistic title={t('overview.receiptsAwaiting')} value={d?.receipts_awaiting ?? 0} />
            <Button style={{ marginTop: 8 }} onClick={() => onOpen('receipts')}>
              {t('overview.openReceipts')}
            </Button>
          </Card>
          <Card className="admin-card" title={t('overview.flaggedOrders')} loading={dashboard.loading}>
            <Statistic title={t('overview.flaggedOrders')} value={d?.flagged_orders ?? 0} />
            <Button style={{ marginTop: 8 }} onClick={() => onOpen('orders', { flagged: 'true' })}>
              {t('overview.openFlagged')}
            </Button>
          </Card>
          <Card className="admin-card" title={t('overview.ordersByStatus')} loading={dashboard.loading}>
            <Table
              size="small"
              rowKey="status"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={counts}
              columns={[
                { title: t('overview.status'), dataIndex: 'status', render: (s: string) => t(`orderStatus.${s}`) },
                { title: t('overview.count'), dataIndex: 'count', align: 'right' },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t('overview.totalOrders')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {total}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Card>
          <Card className="admin-card" title={t('overview.sessions')} loading={dashboard.loading}>
            <Table<SessionRow>
              size="small"
              rowKey="session_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={d?.sessions ?? []}
              columns={[
                { title: t('overview.venue'), dataIndex: 'venue_name_en' },
                { title: t('overview.date'), dataIndex: 'date', render: (v: string) => formatDate(v, lang) },
                { title: t('overview.capacity'), dataIndex: 'capacity', align: 'right' },
                {
                  title: t('overview.seatsLeft'),
                  dataIndex: 'seats_left',
                  align: 'right',
                  render: (v: number) => (v > 0 ? v : <Tag color="red">{t('overview.full')}</Tag>),
                },
              ]}
            />
          </Card>
        </>
      )}
      <Card className="admin-card" title={t('home.cycleDates')} loading={events.loading}>
        {events.error ? (
          <LoadError onRetry={events.reload} />
        ) : (
          <Descriptions column={1} bordered size="small">
            {EVENT_KEYS.map((key) => (
              <Descriptions.Item key={key} label={t(`home.event.${key}`)}>
                {events.data?.[key] ? formatDateTime(events.data[key]!, lang) : t('home.notSet')}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
