// An order at a glance: who, its status and payment, the money, its times and whether tickets were issued.
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { formatCandidateNo } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { OrderStatusTag } from '@mockexam/ui/status';
import { useLocale } from '@mockexam/ui/text';
import { usePaymentStatusText } from '../../../components/usePaymentStatusText';

export function OrderSummaryCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const paymentStatusText = usePaymentStatusText();
  const venueName = fieldIn(order, 'venue_name', locale);
  const Item = Descriptions.Item;
  return (
    <Card className="admin-card" title={t('detail.summary')}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Item label={t('orders.orderNo')}>{order.enrollment_no}</Item>
        <Item label={t('orders.candidate')}>{order.candidate_name}</Item>
        <Item label={t('detail.candidateNo')}>{formatCandidateNo(order.candidate_no)}</Item>
        <Item label={t('orders.phone')}>{order.phone ?? t('common.none')}</Item>
        <Item label={t('orders.status')}>
          <OrderStatusTag status={order.status} />
        </Item>
        <Item label={t('orders.paymentStatus')}>{paymentStatusText(order.payment_status)}</Item>
        <Item label={t('orders.method')}>{t(`method.${order.payment_method}`)}</Item>
        <Item label={t('orders.mode')}>
          {t(`mode.${order.exam_mode}`)}
          {venueName ? ` (${venueName})` : ''}
        </Item>
        <Item label={t('orders.amount')}>{formatHkd(order.total_cents)}</Item>
        <Item label={t('orders.paid')}>{formatHkd(order.paid_cents)}</Item>
        <Item label={t('orders.due')}>{formatDateTime(order.due_at, locale)}</Item>
        <Item label={t('orders.created')}>{formatDateTime(order.created_at, locale)}</Item>
        <Item label={t('detail.tickets')}>
          {order.status === 'confirmed' ? t('detail.ticketsIssued') : t('detail.ticketsNone')}
        </Item>
        {order.cancel_reason && <Item label={t('detail.cancelReason')}>{order.cancel_reason}</Item>}
        <Item label={t('detail.reselect')}>{order.can_reselect ? t('common.yes') : t('common.no')}</Item>
      </Descriptions>
    </Card>
  );
}
