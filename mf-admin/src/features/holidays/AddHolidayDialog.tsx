// Add a Hong Kong public holiday: its date and its names in both languages.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { PublicHolidayCreate } from '@mockexam/api-client';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { useAddHoliday } from './api';
import { holidayDate } from './holidayDates';
import { BilingualNameFields } from '../../components/BilingualNameFields';

interface Props {
  onClose: () => void;
  /** With the date added, so the card can show its year. */
  onDone: (r: ActionResult, date?: string) => void;
}

export function AddHolidayDialog({ onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<PublicHolidayCreate>();
  const adding = useAddHoliday();

  async function save(values: PublicHolidayCreate) {
    const body = { date: values.date, name_zh: values.name_zh.trim(), name_en: values.name_en.trim() };
    await adding.mutateAsync(body);
    onDone({ type: 'success', text: t('holidays.added', { date: holidayDate(body.date, locale) }) }, body.date);
  }

  return (
    <FormModal<PublicHolidayCreate>
      title={t('holidays.add')}
      form={form}
      initialValues={{ date: '', name_zh: '', name_en: '' }}
      onSave={save}
      pending={adding.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('holidays.date')}
        name="date"
        rules={[
          { required: true, message: t('holidays.dateRequired') },
          {
            validator: (_, v: string) =>
              !v || /^\d{4}-\d{2}-\d{2}$/.test(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('holidays.dateRequired'))),
          },
        ]}
      >
        <Input type="date" style={{ maxWidth: 200 }} />
      </Form.Item>
      <BilingualNameFields />
    </FormModal>
  );
}
