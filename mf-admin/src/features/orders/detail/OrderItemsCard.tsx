// The subjects an order is for, named as the database names their products, with price and seat session.
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';

type Item = AdminOrder['items'][number];

export function OrderItemsCard({ items }: { items: Item[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Card className="admin-card" title={t('detail.items')}>
      <Table<Item>
        size="small"
        rowKey="product_id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={items}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          {
            title: t('detail.subject'),
            key: 'name',
            render: (_: unknown, i) => nameIn(i, locale),
          },
          { title: t('detail.price'), dataIndex: 'price_cents', align: 'right', render: (c: number) => formatHkd(c) },
          {
            title: t('detail.session'),
            dataIndex: 'venue_session_id',
            render: (v: number | null) => v ?? t('common.none'),
          },
        ]}
      />
    </Card>
  );
}
