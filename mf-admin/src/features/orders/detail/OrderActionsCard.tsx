// What staff can do to an order: record a payment, extend the due time (each in a dialog with a confirmation)
// or cancel it after a confirmation. Closed orders offer nothing; a confirmed one cannot be extended.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import type { ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { useCancelOrder } from '../api';
import { ExtendDueDialog } from './ExtendDueDialog';
import { RecordPaymentDialog } from './RecordPaymentDialog';

export function OrderActionsCard({ order, onDone }: { order: AdminOrder; onDone: (result: ActionResult) => void }) {
  const { t } = useTranslation('admin');
  const actionError = useActionError();
  const { modal } = App.useApp();
  const [open, setOpen] = useState<'payment' | 'extend' | null>(null);
  const no = order.enrollment_no;
  const cancellation = useCancelOrder(no);
  const closed = order.status === 'cancelled' || order.status === 'expired';

  function finished(result: ActionResult) {
    setOpen(null);
    onDone(result);
  }

  function cancel() {
    modal.confirm({
      title: t('cancel.confirmTitle'),
      content: t('cancel.confirmText', { no }),
      okText: t('cancel.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await cancellation.mutateAsync();
          onDone({ type: 'success', text: t('cancel.done', { no }) });
        } catch (e) {
          onDone({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  return (
    <Card className="admin-card" title={t('detail.actions')}>
      <Space wrap>
        <Button type="primary" onClick={() => setOpen('payment')} disabled={closed}>
          {t('payment.record')}
        </Button>
        <Button onClick={() => setOpen('extend')} disabled={closed || order.status === 'confirmed'}>
          {t('extend.action')}
        </Button>
        <Button danger onClick={cancel} disabled={closed}>
          {t('cancel.action')}
        </Button>
      </Space>
      {open === 'payment' && <RecordPaymentDialog order={order} onClose={() => setOpen(null)} onDone={finished} />}
      {open === 'extend' && <ExtendDueDialog order={order} onClose={() => setOpen(null)} onDone={finished} />}
    </Card>
  );
}
