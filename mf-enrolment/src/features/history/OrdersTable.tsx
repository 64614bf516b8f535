// A list of orders (outstanding or paid): number, total, status, last payment due time and what the
// candidate can do with each; "No records" when the list is empty.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { PaymentStatusTag } from '@mockexam/ui/status';
import { orderStatusText } from '@mockexam/ui/text';
import { isPaidOrder } from './orders';

export interface OrderActions {
  onView: (order: Order) => void;
  onPay: (order: Order) => void;
  onReselect: (order: Order) => void;
}

interface Props extends OrderActions {
  orders: Order[];
  locale: Locale;
  testId: string;
}

export function OrdersTable({ orders, locale, testId, onView, onPay, onReselect }: Props) {
  const { t } = useTranslation('enrolment');
  if (orders.length === 0) return <NoRecords />;

  const columns = [
    { title: t('orders.orderNo'), dataIndex: 'enrollment_no', key: 'no' },
    {
      title: t('orders.total'),
      key: 'total',
      align: 'right' as const,
      render: (_: unknown, o: Order) => formatHkd(o.total_cents),
    },
    {
      title: t('orders.status'),
      key: 'status',
      render: (_: unknown, o: Order) => (
        <Space orientation="vertical" size={0}>
          <span>{orderStatusText(o.status, locale)}</span>
          <PaymentStatusTag status={o.payment_status} />
        </Space>
      ),
    },
    { title: t('orders.dueAt'), key: 'due', render: (_: unknown, o: Order) => formatDateTime(o.due_at, locale) },
    {
      title: t('orders.actions'),
      key: 'actions',
      render: (_: unknown, o: Order) => (
        <Space wrap>
          <Button size="small" onClick={() => onView(o)}>
            {t('orders.view')}
          </Button>
          {o.status === 'pending' && !isPaidOrder(o) && (
            <Button size="small" type="primary" onClick={() => onPay(o)}>
              {t('orders.pay')}
            </Button>
          )}
          {o.can_reselect && (
            <Button size="small" type="primary" onClick={() => onReselect(o)}>
              {t('orders.reselect')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table
      className="history-list"
      rowKey="enrollment_no"
      size="small"
      pagination={false}
      scroll={{ x: 640 }}
      dataSource={orders}
      columns={columns}
      data-testid={testId}
    />
  );
}
