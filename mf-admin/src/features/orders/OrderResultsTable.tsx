// The orders found, newest first; an order number opens the order.
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { hkd, langOf } from '../../lib';
import { statusColour } from './statusColour';

interface Props {
  orders: AdminOrder[];
  loading: boolean;
  onOpen: (enrollmentNo: string) => void;
}

export function OrderResultsTable({ orders, loading, onOpen }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  return (
    <Table<AdminOrder>
      size="small"
      rowKey="enrollment_no"
      loading={loading}
      scroll={{ x: 'max-content' }}
      dataSource={orders}
      locale={{ emptyText: <NoRecords /> }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        {
          title: t('orders.orderNo'),
          dataIndex: 'enrollment_no',
          render: (no: string) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(no)}>
              {no}
            </Button>
          ),
        },
        { title: t('orders.candidate'), dataIndex: 'candidate_name' },
        { title: t('orders.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? t('common.none') },
        {
          title: t('orders.status'),
          dataIndex: 'status',
          render: (s: string) => <Tag color={statusColour(s)}>{t(`orderStatus.${s}`)}</Tag>,
        },
        {
          title: t('orders.paymentStatus'),
          dataIndex: 'payment_status',
          render: (s: string, row: AdminOrder) => (
            <>
              {t(`paymentStatus.${s}`)} {row.flagged_for_staff && <Tag color="red">{t('orders.needsAttention')}</Tag>}
            </>
          ),
        },
        { title: t('orders.amount'), dataIndex: 'total_cents', align: 'right', render: (c: number) => hkd(c) },
        { title: t('orders.due'), dataIndex: 'due_at', render: (v: string) => formatDateTime(v, lang) },
        { title: t('orders.method'), dataIndex: 'payment_method', render: (m: string) => t(`method.${m}`) },
      ]}
    />
  );
}
