// The orders found, newest first; an order number links to the order's own address.
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import type { OrderStatus, PaymentStatusCode } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { OrderStatusTag } from '@mockexam/ui/status';
import { useLocale } from '@mockexam/ui/text';
import { usePaymentStatusText } from '../../components/usePaymentStatusText';
import { ScrollRegion } from '../../components/ScrollRegion';

interface Props {
  orders: AdminOrder[];
  loading: boolean;
  /** The order's address. */
  hrefOf: (enrollmentNo: string) => string;
}

export function OrderResultsTable({ orders, loading, hrefOf }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const paymentStatusText = usePaymentStatusText();
  return (
    <ScrollRegion label={t('orders.resultsLabel')}>
      <Table<AdminOrder>
        size="small"
        rowKey="enrollment_no"
        loading={loading}
        dataSource={orders}
        locale={{ emptyText: <NoRecords /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: t('orders.orderNo'),
            dataIndex: 'enrollment_no',
            render: (no: string) => (
              // state: the order's back button returns to this list as it was searched.
              <Link to={hrefOf(no)} state={{ fromList: true }}>
                {no}
              </Link>
            ),
          },
          { title: t('orders.candidate'), dataIndex: 'candidate_name' },
          { title: t('orders.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? t('common.none') },
          {
            title: t('orders.status'),
            dataIndex: 'status',
            render: (s: OrderStatus) => <OrderStatusTag status={s} />,
          },
          {
            title: t('orders.paymentStatus'),
            dataIndex: 'payment_status',
            render: (s: PaymentStatusCode, row: AdminOrder) => (
              <>
                {paymentStatusText(s)} {row.flagged_for_staff && <Tag color="red">{t('orders.needsAttention')}</Tag>}
              </>
            ),
          },
          { title: t('orders.amount'), dataIndex: 'total_cents', align: 'right', render: (c: number) => formatHkd(c) },
          { title: t('orders.due'), dataIndex: 'due_at', render: (v: string) => formatDateTime(v, locale) },
          { title: t('orders.method'), dataIndex: 'payment_method', render: (m: string) => t(`method.${m}`) },
        ]}
      />
    </ScrollRegion>
  );
}
