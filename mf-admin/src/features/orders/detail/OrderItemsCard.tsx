// The subjects an order is for, named as the database names their products, with price and the seat's session
// as people know it: "<venue>, <date> <start>–<end>" in the page's language (never a session id).
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, AdminOrderDetail } from '@mockexam/api-client';
import { fieldIn, nameIn, type Locale } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';

type Item = AdminOrder['items'][number];
type Session = NonNullable<AdminOrderDetail['sessions']>[number];

export function sessionText(session: Session, locale: Locale): string {
  const venue = fieldIn(session, 'venue_name', locale);
  const when = `${formatDate(session.starts_at, locale)} ${formatTime(session.starts_at)}–${formatTime(session.ends_at)}`;
  return `${venue}${locale === 'en' ? ', ' : '，'}${when}`;
}

export function OrderItemsCard({ items, sessions }: { items: Item[]; sessions: Session[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const byId = new Map(sessions.map((s) => [s.session_id, s]));
  return (
    <Card className="admin-card" title={t('detail.items')}>
      <ScrollRegion label={t('detail.items')}>
        <Table<Item>
          size="small"
          rowKey="product_id"
          pagination={false}
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
              render: (v: number | null) => {
                const session = v === null ? undefined : byId.get(v);
                return session ? sessionText(session, locale) : t('common.none');
              },
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
