// A sitting's capacity (the server refuses one below the seats already taken).
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { MAX_CAPACITY, type VenueSession } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useUpdateSessionCapacity } from './api';

interface Props {
  session: VenueSession;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function CapacityDialog({ session, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<{ capacity: number }>();
  const update = useUpdateSessionCapacity(session.session_id);

  async function save(values: { capacity: number }) {
    await update.mutateAsync(values.capacity);
    onDone({ type: 'success', text: t('common.saved') });
  }

  return (
    <FormModal<{ capacity: number }>
      title={`${t('cycle.capacity')}: ${formatDateTime(session.starts_at, locale)}`}
      form={form}
      initialValues={{ capacity: session.capacity }}
      onSave={save}
      pending={update.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('cycle.capacity')}
        name="capacity"
        rules={[{ required: true, type: 'integer', min: 0, max: MAX_CAPACITY, message: t('cycle.capacityRequired') }]}
      >
        <InputNumber min={0} max={MAX_CAPACITY} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
