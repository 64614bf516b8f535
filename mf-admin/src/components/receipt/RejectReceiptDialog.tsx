// Reject a receipt with a reason the candidate sees (they may upload again); asks once more before sending.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../FormModal';
import type { ActionResult } from '../ResultAlert';
import { useRejectReceipt } from './api';

interface Props {
  receiptId: number;
  orderNo: string;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function RejectReceiptDialog({ receiptId, orderNo, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason: string }>();
  const rejection = useRejectReceipt(orderNo);

  async function reject(values: { reason: string }) {
    await rejection.mutateAsync({ receiptId, reason: values.reason.trim() });
    onDone({ type: 'success', text: t('receipts.rejected') });
  }

  return (
    <FormModal<{ reason: string }>
      title={t('receipts.rejectTitle')}
      form={form}
      okText={t('receipts.reject')}
      danger
      confirm={(values) => ({
        title: t('receipts.rejectConfirmTitle'),
        content: t('receipts.rejectConfirmText', { no: orderNo, reason: values.reason.trim() }),
        okText: t('receipts.reject'),
        danger: true,
      })}
      onSave={reject}
      pending={rejection.isPending}
      onError={onDone}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
