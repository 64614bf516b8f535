// One section of order history: order number, total, status (with why a cancelled order ended), last payment
// due time and what the candidate can do (view, pay, re-select), as a table or, on a phone, cards;
// "No records" when the section is empty.
import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { Button } from '@mockexam/ui/plain';
import { OrderStatusCell } from './orderStatus';
import { orderSection } from './orders';
import { ResponsiveList, type ListColumn } from './ResponsiveList';

export interface OrderActions {
  onView: (order: Order) => void;
  onPay: (order: Order) => void;
  onReselect: (order: Order) => void;
}

interface Props extends OrderActions {
  orders: Order[];
  locale: Locale;
  /** The section's heading, which also names its list. */
  label: string;
  testId: string;
}

export function OrderList({ orders, locale, label, testId, onView, onPay, onReselect }: Props) {
  const { t } = useTranslation('enrolment');
  if (orders.length === 0) return <NoRecords />;

  const columns: ListColumn<Order>[] = [
    { key: 'no', title: t('orders.orderNo'), render: (o) => o.enrollment_no },
    { key: 'total', title: t('orders.total'), align: 'right', render: (o) => formatHkd(o.total_cents) },
    { key: 'status', title: t('orders.status'), render: (o) => <OrderStatusCell order={o} locale={locale} t={t} /> },
    { key: 'due', title: t('orders.dueAt'), render: (o) => formatDateTime(o.due_at, locale) },
    {
      key: 'actions',
      title: t('orders.actions'),
      render: (o) => (
        <div className="list-actions">
          <Button onClick={() => onView(o)} aria-label={t('orders.viewNo', { no: o.enrollment_no })}>
            {t('orders.view')}
          </Button>
          {o.status === 'pending' && orderSection(o) === 'outstanding' && (
            <Button primary onClick={() => onPay(o)} aria-label={t('orders.payNo', { no: o.enrollment_no })}>
              {t('orders.pay')}
            </Button>
          )}
          {o.can_reselect && (
            <Button primary onClick={() => onReselect(o)} aria-label={t('orders.reselectNo', { no: o.enrollment_no })}>
              {t('orders.reselect')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <ResponsiveList rows={orders} columns={columns} rowKey={(o) => o.enrollment_no} label={label} testId={testId} />
  );
}
