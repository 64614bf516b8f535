// Record an FPS or bank payment received for an order; asks for confirmation with the amount before sending.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { formatHkd } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../../components/FormModal';
import type { ActionResult } from '../../../components/ResultAlert';
import { usePaymentStatusText } from '../../../components/usePaymentStatusText';
import { dollarsToCents, moneyRule } from '../../../components/formRules';
import { fromHkInput, toHkInput } from '@mockexam/i18n/dates';
import { useRecordPayment } from '../api';

interface PaymentValues {
  method: 'fps' | 'bank';
  amount: string;
  reference?: string;
  received_at?: string;
}

interface Props {
  order: AdminOrder;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function RecordPaymentDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const paymentStatusText = usePaymentStatusText();
  const [form] = Form.useForm<PaymentValues>();
  const payment = useRecordPayment(order.enrollment_no);
  const outstanding = Math.max(order.total_cents - order.paid_cents, 0);

  async function record(values: PaymentValues) {
    const answer = await payment.mutateAsync({
      method: values.method,
      amount_cents: dollarsToCents(values.amount)!,
      reference: values.reference?.trim() || undefined,
      received_at: values.received_at ? fromHkInput(values.received_at)! : undefined,
    });
    const status = paymentStatusText(answer.order.payment_status);
    onDone({ type: 'success', text: t('payment.done', { no: order.enrollment_no, status }) });
  }

  return (
    <FormModal<PaymentValues>
      title={t('payment.record')}
      okText={t('payment.record')}
      form={form}
      initialValues={{
        method: order.payment_method,
        amount: outstanding > 0 ? (outstanding / 100).toFixed(2) : '',
        received_at: toHkInput(new Date().toISOString()),
      }}
      confirm={(values) => ({
        title: t('payment.confirmTitle'),
        // The method is a context, not a word put into one sentence: "An FPS payment", "A bank transfer".
        content: t('payment.confirmText', {
          context: values.method,
          no: order.enrollment_no,
          amount: formatHkd(dollarsToCents(values.amount)!),
        }),
      })}
      onSave={record}
      pending={payment.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('payment.method')} name="method" rules={[{ required: true }]}>
        <Select options={(['fps', 'bank'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))} />
      </Form.Item>
      <Form.Item
        label={t('payment.amount')}
        name="amount"
        rules={[
          { required: true, whitespace: true, message: t('payment.amountRequired') },
          moneyRule(locale, t('payment.amountInvalid')),
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label={t('payment.reference')} name="reference" rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        label={t('payment.receivedAt')}
        name="received_at"
        rules={[
          {
            validator: (_, v: string) =>
              !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('payment.receivedAtInvalid'))),
          },
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </FormModal>
  );
}
