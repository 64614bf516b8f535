// An FPS order once loaded. While it is open (pending, not paid) the payment status is polled; when
// the poll sees PAID or OVRP the page moves on to fps_payment_success/{id}. An order already paid when
// the page opened stays here (spec section 4: the poll does nothing then).
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { EnrolmentInfo, PaymentSettings } from '@mockexam/contracts';
import { PAID_STATUSES } from '@mockexam/contracts/text';
import { OrderSummary } from '../../components/OrderSummary';
import { orderHistoryPath, orderPagePath } from '../../lib/paths';
import { useCancelEnrolment, usePolledPaymentStatus } from './api';
import { FpsOrderAlerts } from './FpsOrderAlerts';
import { FpsPayPanel } from './FpsPayPanel';

interface Props {
  id: string;
  prefix: string;
  info: EnrolmentInfo;
  settings: PaymentSettings;
}

export function FpsOrder({ id, prefix, info, settings }: Props) {
  const navigate = useNavigate();
  const [paidBefore] = useState(info.success);
  const cancel = useCancelEnrolment(id);
  const open = info.order.status === 'pending' && !info.success;
  const polled = usePolledPaymentStatus(id, open && cancel.isIdle);
  const status = polled.data?.payment_status ?? info.payment_status;
  const paidNow = info.success || (open && PAID_STATUSES.includes(status));

  function cancelOrder() {
    cancel.mutate(undefined, {
      onError: (error) => console.warn('cancel failed', error), // spec: cancel failures are only logged
      onSettled: () => navigate(orderHistoryPath(prefix)),
    });
  }

  if (paidNow && !paidBefore) return <Navigate to={orderPagePath(prefix, 'fps_payment_success', id)} replace />;
  return (
    <>
      <OrderSummary order={info.order} status={status} amountTestId="fps-amount" />
      <FpsOrderAlerts id={id} prefix={prefix} info={info} status={status} />
      {open && (
        <FpsPayPanel
          id={id}
          order={info.order}
          settings={settings}
          onRefresh={() => void polled.refetch()}
          onCancel={cancelOrder}
          cancelling={cancel.isPending}
        />
      )}
    </>
  );
}
