// Order history: outstanding and paid orders (order number, total in HKD, status, last payment due
// time, view order). An order cancelled for payment timeout offers re-select, which refills the
// enrolment draft and goes back to paper selection.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Modal, Space, Spin, Table, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageText, PAID_STATUSES, type Locale, type Order } from '@mockexam/contracts';
import { getOrders } from '@mockexam/api-client';
import { sessionStore, type EnrolmentDraft } from '@mockexam/session';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd, NoRecords } from '@mockexam/ui';
import { PaymentStatusTag } from '@mockexam/ui/status';
import { errorText, orderStatusText, paymentStatusText, useLocale } from '@mockexam/ui/text';
import '../enrolment.css';

export function isPaidOrder(order: Order): boolean {
  return order.status === 'confirmed' || PAID_STATUSES.includes(order.payment_status);
}

/** The draft an order was made from, for "re-select". */
export function draftFromOrder(order: Order): EnrolmentDraft {
  const shipping = order.shipping;
  const total = order.items.reduce((sum, item) => sum + item.price, 0);
  return {
    selected_exam: order.items.map((item) => ({ product_id: item.product_id, price: item.price })),
    selected_total_amount: Math.round(total * 100) / 100,
    homeRoom: order.exam_mode === 'home',
    designatedRoom: order.exam_mode === 'venue' ? order.venue_id : null,
    selected_shipping_method: shipping?.method,
    shipping_method: shipping?.method,
    filled_address: shipping?.address ?? undefined,
    selected_sf_delivery: shipping
      ? {
          address1: shipping.address ?? undefined,
          parameter1: shipping.parameter1 ?? undefined,
          parameter2: shipping.parameter2 ?? undefined,
          parameter3: shipping.parameter3 ?? undefined,
          parameter4: shipping.parameter4 ?? undefined,
        }
      : undefined,
    samePostalAddress: false,
    addressee: shipping?.recipient_name,
    phone: shipping?.recipient_phone,
    selected_payment_method: order.payment_method,
  };
}

export function paymentPath(prefix: string, order: Pick<Order, 'payment_method' | 'enrollment_no'>): string {
  return `/${prefix}/${order.payment_method === 'bank' ? 'csh_payment' : 'fps_payment'}/${encodeURIComponent(order.enrollment_no)}`;
}

function OrderDetail({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation('enrolment');
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('orders.orderNo')}>{order.enrollment_no}</Descriptions.Item>
      <Descriptions.Item label={t('orders.items')}>
        <ul className="product-papers">
          {order.items.map((item) => (
            <li key={item.product_id}>
              {nameIn(item, locale)} — {formatHkd(item.price_cents)}
            </li>
          ))}
        </ul>
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.total')}>{formatHkd(order.total_cents)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.status')}>{orderStatusText(order.status, locale)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.paymentStatus')}>
        {paymentStatusText(order.payment_status, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.paymentMethod')}>
        {order.payment_method === 'bank' ? t('checkout.payBank') : t('checkout.payFps')}
      </Descriptions.Item>
      <Descriptions.Item label={t('checkout.examMode')}>
        {order.exam_mode === 'venue' ? t('checkout.modeVenue') : t('checkout.modeHome')}
      </Descriptions.Item>
      {order.shipping && (
        <Descriptions.Item label={t('confirm.deliveryDetail')}>
          {order.shipping.recipient_name} {order.shipping.recipient_phone}
          <br />
          {order.shipping.address ?? [order.shipping.parameter1, order.shipping.parameter2].filter(Boolean).join(', ')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('orders.createdAt')}>{formatDateTime(order.created_at, locale)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.dueAt')}>{formatDateTime(order.due_at, locale)}</Descriptions.Item>
    </Descriptions>
  );
}

export default function OrderHistoryPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Order | null>(null);

  useEffect(() => {
    let live = true;
    getOrders()
      .then((list) => live && setOrders(list))
      .catch((e: unknown) => live && setError(errorText(e, locale)));
    return () => {
      live = false;
    };
  }, [locale]);

  function reselect(order: Order) {
    sessionStore.getState().updateDraft(draftFromOrder(order));
    navigate(`/${prefix}/enrolment`);
  }

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
          <Button size="small" onClick={() => setViewing(o)}>
            {t('orders.view')}
          </Button>
          {o.status === 'pending' && !isPaidOrder(o) && (
            <Button size="small" type="primary" onClick={() => navigate(paymentPath(prefix, o))}>
              {t('orders.pay')}
            </Button>
          )}
          {o.can_reselect && (
            <Button size="small" type="primary" onClick={() => reselect(o)}>
              {t('orders.reselect')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const outstanding = (orders ?? []).filter((o) => !isPaidOrder(o));
  const paid = (orders ?? []).filter(isPaidOrder);
  const timedOut = outstanding.some((o) => o.can_reselect);

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('title.OrderHistoryPage')}</Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {!orders && !error && <Spin />}
      {orders && (
        <>
          {timedOut && (
            <Alert
              type="warning"
              showIcon
              title={messageText('ORDER_CANCELLED_TIMEOUT', locale)}
              className="enrolment-block"
            />
          )}
          <Typography.Title level={2}>{t('orders.outstanding')}</Typography.Title>
          {outstanding.length === 0 ? (
            <NoRecords />
          ) : (
            <Table
              className="history-list"
              rowKey="enrollment_no"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={outstanding}
              columns={columns}
              data-testid="orders-outstanding"
            />
          )}
          <Typography.Title level={2}>{t('orders.paid')}</Typography.Title>
          {paid.length === 0 ? (
            <NoRecords />
          ) : (
            <Table
              className="history-list"
              rowKey="enrollment_no"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={paid}
              columns={columns}
              data-testid="orders-paid"
            />
          )}
        </>
      )}
      <Modal
        open={viewing !== null}
        title={viewing?.enrollment_no}
        onCancel={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>{t('orders.close')}</Button>}
      >
        {viewing && <OrderDetail order={viewing} locale={locale} />}
      </Modal>
    </section>
  );
}
