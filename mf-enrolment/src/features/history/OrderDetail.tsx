// One order in full, shown by "View order". Its lines are itemised (each subject with its fee, the postage
// method with its fee) above the total, so they add up to it.
import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { DetailItem, DetailsList } from '@mockexam/ui/plain';
import { orderStatusWords } from './orderStatus';

/** The postage line: the method's name in the page's language and its fee (what the subjects leave of the total). */
function postageLine(order: Order, locale: Locale, fallbackName: string): { name: string; feeCents: number } | null {
  const shipping = order.shipping;
  if (!shipping) return null;
  const items = order.items.reduce((sum, item) => sum + item.price_cents, 0);
  const named = shipping.name_zh !== undefined && shipping.name_en !== undefined;
  return {
    name: named ? nameIn({ name_zh: shipping.name_zh!, name_en: shipping.name_en! }, locale) : fallbackName,
    feeCents: shipping.fee_cents ?? Math.max(0, order.total_cents - items),
  };
}

export function OrderDetail({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation('enrolment');
  const postage = postageLine(order, locale, t('confirm.postageFee'));
  const words = orderStatusWords(order, locale, t);
  return (
    <DetailsList>
      <DetailItem label={t('orders.orderNo')}>{order.enrollment_no}</DetailItem>
      <DetailItem label={t('orders.items')}>
        <table className="order-lines" data-testid="order-lines">
          <tbody>
            {order.items.map((item) => (
              <tr key={item.product_id}>
                <th scope="row">{nameIn(item, locale)}</th>
                <td>{formatHkd(item.price_cents)}</td>
              </tr>
            ))}
            {postage && (
              <tr>
                <th scope="row">{t('orders.postageLine', { method: postage.name })}</th>
                <td>{formatHkd(postage.feeCents)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('orders.total')}</th>
              <td>{formatHkd(order.total_cents)}</td>
            </tr>
          </tfoot>
        </table>
      </DetailItem>
      <DetailItem label={t('orders.status')}>
        {words.status}
        {words.reason && <div className="order-reason">{words.reason}</div>}
      </DetailItem>
      <DetailItem label={t('orders.paymentMethod')}>
        {order.payment_method === 'bank' ? t('checkout.payBank') : t('checkout.payFps')}
      </DetailItem>
      <DetailItem label={t('checkout.examMode')}>
        {order.exam_mode === 'venue' ? t('checkout.modeVenue') : t('checkout.modeHome')}
      </DetailItem>
      {order.shipping && (
        <DetailItem label={t('confirm.deliveryDetail')}>
          {order.shipping.recipient_name} {order.shipping.recipient_phone}
          <br />
          {order.shipping.address ?? [order.shipping.parameter1, order.shipping.parameter2].filter(Boolean).join(', ')}
        </DetailItem>
      )}
      <DetailItem label={t('orders.createdAt')}>{formatDateTime(order.created_at, locale)}</DetailItem>
      <DetailItem label={t('orders.dueAt')}>{formatDateTime(order.due_at, locale)}</DetailItem>
    </DetailsList>
  );
}
