// Add a sitting to a venue in the current cycle (the server's default, the cycle the card shows): the subject
// examined (any, or one of the cycle's subjects), its start and end in Hong Kong time, and its capacity.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { AdminVenue } from '@mockexam/api-client';
import { MAX_CAPACITY, type SubjectCode } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { fromHkInput } from '@mockexam/i18n/dates';
import { useAddVenueSession } from './api';
import type { CycleSubject } from '../../components/cycleSubjects';

interface SessionValues {
  subject?: SubjectCode | '';
  starts_at: string;
  ends_at: string;
  capacity: number;
}

interface Props {
  venue: AdminVenue;
  subjects: CycleSubject[];
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function SessionDialog({ venue, subjects, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<SessionValues>();
  const adding = useAddVenueSession(venue.venue_id);
  const validDate = (_: unknown, v: string) =>
    !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('cycle.invalidDate')));
  const endAfterStart = (_: unknown, v: string) => {
    const start = fromHkInput(form.getFieldValue('starts_at') as string);
    const end = fromHkInput(v);
    return !start || !end || Date.parse(end) > Date.parse(start)
      ? Promise.resolve()
      : Promise.reject(new Error(t('cycle.endBeforeStart')));
  };

  async function save(values: SessionValues) {
    await adding.mutateAsync({
      subject: values.subject || undefined,
      starts_at: fromHkInput(values.starts_at)!,
      ends_at: fromHkInput(values.ends_at)!,
      capacity: values.capacity,
    });
    onDone({ type: 'success', text: t('cycle.sessionSaved') });
  }

  const subjectOptions = subjects.map((s) => ({ value: s.code, label: nameIn(s, locale) }));
  return (
    <FormModal<SessionValues>
      title={t('cycle.sessionFor', { name: nameIn(venue, locale) })}
      form={form}
      initialValues={{ subject: '' }}
      onSave={save}
      pending={adding.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('detail.subject')} name="subject">
        <Select options={[{ value: '', label: t('orders.any') }, ...subjectOptions]} />
      </Form.Item>
      <Form.Item
        label={t('cycle.startsAt')}
        name="starts_at"
        rules={[{ required: true, message: t('cycle.invalidDate') }, { validator: validDate }]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        label={t('cycle.endsAt')}
        name="ends_at"
        dependencies={['starts_at']}
        rules={[
          { required: true, message: t('cycle.invalidDate') },
          { validator: validDate },
          { validator: endAfterStart },
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
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
