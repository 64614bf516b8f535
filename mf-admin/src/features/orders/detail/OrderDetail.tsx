// One order: what staff can do to it, its summary, items, shipping, payments, receipts, messages and history. Every
// action reports its result at the top, in the page's language, and the order is read again.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { errorStatus } from '@mockexam/ui/text';
import { HistoryTable } from '../../../components/HistoryTable';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { RelatedNotices } from '../../notifications/RelatedNotices';
import { useAdminOrder } from '../api';
import { OrderActionsCard } from './OrderActionsCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderReceiptsCard } from './OrderReceiptsCard';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PaymentsCard } from './PaymentsCard';
import { ShippingCard } from './ShippingCard';

export function OrderDetail({ enrollmentNo, onBack }: { enrollmentNo: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useAdminOrder(enrollmentNo);
  // The outcome of the last action (its mutation has invalidated the order, so it is read again).
  const [result, setResult] = useState<ActionResult | null>(null);

  const back = (
    <Button onClick={onBack} style={{ marginBottom: 12 }}>
      {t('detail.back')}
    </Button>
  );

  if (detail.isError && !detail.isFetching) {
    const missing = errorStatus(detail.error) === 404;
    return (
      <div>
        {back}
        {missing ? (
          <Alert type="warning" showIcon role="alert" title={t('detail.notFound')} />
        ) : (
          <LoadError onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }
  if (!detail.data) return <Card loading>{back}</Card>;

  const { order, payments, receipts, history, sessions, postage_method } = detail.data;
  return (
    <div>
      {back}
      <h2>{t('detail.title', { no: order.enrollment_no })}</h2>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {order.flagged_for_staff && (
        <Alert
          type="warning"
          showIcon
          title={t('detail.flagged', { reason: order.flag_reason ?? '' })}
          style={{ marginBottom: 12 }}
        />
      )}
      <OrderActionsCard order={order} onDone={setResult} />
      <OrderSummaryCard order={order} />
      <OrderItemsCard items={order.items} sessions={sessions ?? []} />
      <ShippingCard shipping={order.shipping} postage_method={postage_method} />
      <PaymentsCard payments={payments} />
      <OrderReceiptsCard orderNo={order.enrollment_no} receipts={receipts} onDone={setResult} />
      <RelatedNotices of={{ order_no: order.enrollment_no }} />
      <Card className="admin-card" title={t('detail.history')}>
        <HistoryTable entries={history} label={t('detail.history')} />
      </Card>
    </div>
  );
}
