// The subjects an order is for, named as the database names their products, with price and seat session.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { NoRecords } from '@mockexam/ui';
import { hkd, langOf } from '../../../lib';

type Item = AdminOrder['items'][number];

export function OrderItemsCard({ items }: { items: Item[] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
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
            render: (_: unknown, i) => (lang === 'en' ? i.name_en : i.name_zh),
          },
          { title: t('detail.price'), dataIndex: 'price_cents', align: 'right', render: (c: number) => hkd(c) },
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
