// A sitting's capacity (the server refuses one below the seats already taken).
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateAdminVenueSession } from '@mockexam/api-client';
import { MAX_CAPACITY, type VenueSession } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { langOf } from '../../lib';

interface Props {
  session: VenueSession;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function CapacityDialog({ session, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<{ capacity: number }>();

  async function save(values: { capacity: number }) {
    await updateAdminVenueSession(session.session_id, values.capacity);
    onDone({ type: 'success', text: t('common.saved') });
  }

  return (
    <FormModal<{ capacity: number }>
      title={`${t('cycle.capacity')}: ${formatDateTime(session.starts_at, langOf(i18n.language))}`}
      form={form}
      initialValues={{ capacity: session.capacity }}
      onSave={save}
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
