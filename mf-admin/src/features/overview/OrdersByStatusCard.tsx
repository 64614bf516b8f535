// The current cycle's orders counted by status, with the total.
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@mockexam/contracts';
import { orderStatusText, useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../components/ScrollRegion';

interface Props {
  byStatus: Record<OrderStatus, number> | undefined;
  loading: boolean;
}

export function OrdersByStatusCard({ byStatus, loading }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const counts = ORDER_STATUSES.map((status) => ({ status, count: byStatus?.[status] ?? 0 }));
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card className="admin-card" title={t('overview.ordersByStatus')} loading={loading}>
      <ScrollRegion label={t('overview.ordersByStatus')}>
        <Table
          size="small"
          rowKey="status"
          pagination={false}
          dataSource={counts}
          columns={[
            {
              title: t('overview.status'),
              dataIndex: 'status',
              render: (s: OrderStatus) => orderStatusText(s, locale),
            },
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
      </ScrollRegion>
    </Card>
  );
}
