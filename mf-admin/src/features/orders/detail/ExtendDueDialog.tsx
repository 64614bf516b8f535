// A new last payment due time for an unpaid order: in the future, at most a year ahead (the server's own
// limit and words); asks for confirmation with the new time before sending.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@mockexam/api-client';
import { MAX_DUE_AHEAD_DAYS, messageText } from '@mockexam/contracts';
import { formatDateTime, fromHkInput, toHkInput } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../../components/FormModal';
import type { ActionResult } from '../../../components/ResultAlert';
import { useExtendDue } from '../api';

const MAX_AHEAD_MS = MAX_DUE_AHEAD_DAYS * 24 * 3600_000;

interface Props {
  order: AdminOrder;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function ExtendDueDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<{ due_at: string }>();
  const extension = useExtendDue(order.enrollment_no);
  const dueText = (value: string) => formatDateTime(fromHkInput(value)!, locale);

  async function extend(values: { due_at: string }) {
    await extension.mutateAsync(fromHkInput(values.due_at)!);
    onDone({ type: 'success', text: t('extend.done', { no: order.enrollment_no, due: dueText(values.due_at) }) });
  }

  function validDue(_: unknown, v: string) {
    if (!v) return Promise.resolve();
    const iso = fromHkInput(v);
    if (!iso) return Promise.reject(new Error(t('payment.receivedAtInvalid')));
    if (Date.parse(iso) <= Date.now()) return Promise.reject(new Error(t('extend.dueInvalid')));
    return Date.parse(iso) > Date.now() + MAX_AHEAD_MS
      ? Promise.reject(new Error(messageText('DUE_AT_TOO_FAR', locale)))
      : Promise.resolve();
  }

  return (
    <FormModal<{ due_at: string }>
      title={t('extend.action')}
      okText={t('extend.action')}
      form={form}
      initialValues={{ due_at: toHkInput(order.due_at) }}
      confirm={(values) => ({
        title: t('extend.confirmTitle'),
        content: t('extend.confirmText', { no: order.enrollment_no, due: dueText(values.due_at) }),
      })}
      onSave={extend}
      pending={extension.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('extend.dueAt')}
        name="due_at"
        rules={[{ required: true, message: t('extend.dueRequired') }, { validator: validDue }]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </FormModal>
  );
}
