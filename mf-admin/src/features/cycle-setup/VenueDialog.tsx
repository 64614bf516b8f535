// Add a venue, or change one: names, addresses and, for an existing venue, whether candidates are offered it
// (a venue switched off can be switched back on here).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { AdminVenue, VenueUpsert } from '@mockexam/api-client';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useSaveVenue } from './api';
import { BilingualNameFields } from '../../components/BilingualNameFields';

interface Props {
  venue: AdminVenue | 'new';
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function VenueDialog({ venue, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<VenueUpsert>();
  const required = [{ required: true, whitespace: true, message: t('cycle.required') }];
  const editing = venue !== 'new';
  const saving = useSaveVenue();

  async function save(values: VenueUpsert) {
    if (editing) await saving.mutateAsync({ venueId: venue.venue_id, body: { ...values, active: !!values.active } });
    else await saving.mutateAsync({ body: { ...values, active: true } });
    onDone({ type: 'success', text: t('cycle.venueSaved') });
  }

  return (
    <FormModal<VenueUpsert>
      title={editing ? t('cycle.editVenue') : t('cycle.addVenue')}
      form={form}
      initialValues={editing ? venue : { active: true }}
      onSave={save}
      pending={saving.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <BilingualNameFields />
      <Form.Item label={t('cycle.addressZh')} name="address_zh" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.addressEn')} name="address_en" rules={required}>
        <Input />
      </Form.Item>
      {editing && (
        <Form.Item label={t('cycle.offered')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}
