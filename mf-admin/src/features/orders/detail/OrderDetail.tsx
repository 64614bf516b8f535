// One order: what staff can do to it, its summary, items, shipping, payments, receipts and history. Every
// action reports its result at the top, in the page's language, and the order is read again.
import { useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mockexam/api-client';
import { HistoryTable } from '../../../components/HistoryTable';
import { LoadError } from '../../../components/LoadError';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { langOf } from '../../../lib';
import { useAdminOrder } from '../api';
import { OrderActionsCard } from './OrderActionsCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderReceiptsCard } from './OrderReceiptsCard';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PaymentsCard } from './PaymentsCard';
import { ShippingCard } from './ShippingCard';

export function OrderDetail({ enrollmentNo, onBack }: { enrollmentNo: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const detail = useAdminOrder(enrollmentNo);
  const [result, setResult] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setResult(r);
    detail.reload();
  }

  const back = (
    <Button onClick={onBack} style={{ marginBottom: 12 }}>
      {t('detail.back')}
    </Button>
  );

  if (detail.error) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div>
        {back}
        {missing ? (
          <Alert type="warning" showIcon role="alert" title={t('detail.notFound')} />
        ) : (
          <LoadError onRetry={detail.reload} />
        )}
      </div>
    );
  }
  if (!detail.data) return <Card loading>{back}</Card>;

  const { order, payments, receipts, history, postage_method } = detail.data;
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
      <OrderActionsCard order={order} onDone={done} />
      <OrderSummaryCard order={order} />
      <OrderItemsCard items={order.items} />
      <ShippingCard shipping={order.shipping} postage_method={postage_method} />
      <PaymentsCard payments={payments} />
      <OrderReceiptsCard orderNo={order.enrollment_no} receipts={receipts} onDone={done} />
      <Card className="admin-card" title={t('detail.history')}>
        <HistoryTable entries={history} lang={langOf(i18n.language)} />
      </Card>
    </div>
  );
}
