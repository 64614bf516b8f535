// One order in full, shown by "View order".
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { orderStatusText, paymentStatusText } from '@mockexam/ui/text';

export function OrderDetail({ order, locale }: { order: Order; locale: Locale }) {
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
