// A receipt's staff actions: view the image, approve (payment completed, tickets issued), reject with a reason.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { approveAdminReceipt, getAdminReceiptImage, rejectAdminReceipt } from '@mockexam/api-client';
import { applyFieldErrors, errorText, langOf } from '../lib';

export interface ActionResult {
  type: 'success' | 'error';
  text: string;
}

interface Props {
  receiptId: number;
  imageUrl: string;
  orderNo: string;
  pending: boolean;
  onDone: (result: ActionResult) => void;
}

function ReceiptImage({ imageUrl, orderNo }: { imageUrl: string; orderNo: string }) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    getAdminReceiptImage(imageUrl).then(
      (blob) => {
        if (!live) return;
        if (typeof URL.createObjectURL !== 'function') return setFailed(true);
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  if (failed) return <Alert type="error" showIcon role="alert" title={t('receipts.imageFailed')} />;
  if (!url) return <Spin />;
  return <img className="admin-receipt-image" src={url} alt={t('receipts.imageAlt', { no: orderNo })} />;
}

export function ReceiptActions({ receiptId, imageUrl, orderNo, pending, onDone }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  function approve() {
    modal.confirm({
      title: t('receipts.approveTitle'),
      content: t('receipts.approveText', { no: orderNo }),
      okText: t('receipts.approve'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await approveAdminReceipt(receiptId);
          onDone({ type: 'success', text: t('receipts.approved', { no: orderNo }) });
        } catch (e) {
          onDone({ type: 'error', text: errorText(e, lang, t('common.error')) });
        }
      },
    });
  }

  async function reject(values: { reason: string }) {
    setBusy(true);
    try {
      await rejectAdminReceipt(receiptId, values.reason.trim());
      setRejecting(false);
      onDone({ type: 'success', text: t('receipts.rejected') });
    } catch (e) {
      if (!applyFieldErrors(form, e, lang)) onDone({ type: 'error', text: errorText(e, lang, t('common.error')) });
    } finally {
      setBusy(false);
    }
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
      <Modal
        open={rejecting}
        title={t('receipts.rejectTitle')}
        okText={t('receipts.reject')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={reject} preserve={false}>
          <Form.Item
            label={t('receipts.reason')}
            name="reason"
            rules={[
              { required: true, whitespace: true, message: t('receipts.reasonRequired') },
              { max: 300, message: t('receipts.reasonTooLong') },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
