// The payments recorded for an order: bank notices, staff entries and approved receipts.
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';

type Payment = AdminOrderDetail['payments'][number];

export function PaymentsCard({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Card className="admin-card" title={t('detail.payments')}>
      <ScrollRegion label={t('detail.payments')}>
        <Table<Payment>
          size="small"
          rowKey="payment_id"
          pagination={false}
          dataSource={payments}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('payment.method'), dataIndex: 'method', render: (m: string) => t(`method.${m}`) },
            {
              title: t('detail.amount'),
              dataIndex: 'amount_cents',
              align: 'right',
              render: (c: number) => formatHkd(c),
            },
            {
              title: t('detail.reference'),
              dataIndex: 'reference',
              render: (v: string | null) => v ?? t('common.none'),
            },
            {
              title: t('detail.receivedAt'),
              dataIndex: 'received_at',
              render: (v: string) => formatDateTime(v, locale),
            },
            {
              title: t('detail.recordedBy'),
              dataIndex: 'recorded_by',
              render: (v: string | null) => v ?? t('audit.system'),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
