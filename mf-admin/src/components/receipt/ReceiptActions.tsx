// A receipt's staff actions, in the receipts queue and on an order: view the image, approve (payment completed,
// tickets issued) after a confirmation, or reject with a reason.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../ResultAlert';
import { useActionError } from '../useActionError';
import { useApproveReceipt } from './api';
import { ReceiptImage } from './ReceiptImage';
import { RejectReceiptDialog } from './RejectReceiptDialog';

interface Props {
  receiptId: number;
  imageUrl: string;
  orderNo: string;
  pending: boolean;
  onDone: (result: ActionResult) => void;
}

export function ReceiptActions({ receiptId, imageUrl, orderNo, pending, onDone }: Props) {
  const { t } = useTranslation('admin');
  const actionError = useActionError();
  const { modal } = App.useApp();
  const approval = useApproveReceipt(orderNo);
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  function approve() {
    modal.confirm({
      title: t('receipts.approveTitle'),
      content: t('receipts.approveText', { no: orderNo }),
      okText: t('receipts.approve'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await approval.mutateAsync(receiptId);
          onDone({ type: 'success', text: t('receipts.approved', { no: orderNo }) });
        } catch (e) {
          onDone({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  function rejected(result: ActionResult) {
    setRejecting(false);
    onDone(result);
  }

  return (
    <>
      <Space wrap>
        <Button onClick={() => setViewing(true)}>{t('receipts.view')}</Button>
        {pending && (
          <>
            <Button type="primary" onClick={approve}>
              {t('receipts.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)}>
              {t('receipts.reject')}
            </Button>
          </>
        )}
      </Space>
      <Modal
        open={viewing}
        title={t('receipts.imageTitle', { id: receiptId, no: orderNo })}
        onCancel={() => setViewing(false)}
        footer={<Button onClick={() => setViewing(false)}>{t('common.close')}</Button>}
        destroyOnHidden
      >
        <ReceiptImage imageUrl={imageUrl} orderNo={orderNo} />
      </Modal>
      {rejecting && (
        <RejectReceiptDialog
          receiptId={receiptId}
          orderNo={orderNo}
          onClose={() => setRejecting(false)}
          onDone={rejected}
        />
      )}
    </>
  );
}
