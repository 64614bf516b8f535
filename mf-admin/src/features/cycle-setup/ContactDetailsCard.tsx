// The office's contact details on the public pages (phone, email, address, hours, social media page);
// the server fills them into every page it serves, so a save shows at once. Every one is required.
import { useTranslation } from 'react-i18next';
import type { ContactSettings } from '@mockexam/contracts';
import { useContactSettings, useUpdateContactSettings } from './api';
import { SettingsCard, type SettingsField } from './SettingsCard';

/** Each field with its length cap (the server's, shared/contracts/src/site.ts). */
const FIELDS: Omit<SettingsField<ContactSettings>, 'label'>[] = [
  { key: 'phone', maxLength: 20, type: 'tel' },
  { key: 'email', maxLength: 254, type: 'email' },
  { key: 'address_zh', maxLength: 200 },
  { key: 'address_en', maxLength: 200 },
  { key: 'hours_zh', maxLength: 120 },
  { key: 'hours_en', maxLength: 120 },
  { key: 'social_url', maxLength: 500, type: 'url' },
];

export function ContactDetailsCard() {
  const { t } = useTranslation('admin');
  return (
    <SettingsCard<ContactSettings>
      title={t('cycle.contact.title')}
      hint={<p>{t('cycle.contact.hint')}</p>}
      fields={FIELDS.map((field) => ({ ...field, label: t(`cycle.contact.${field.key}`) }))}
      settings={useContactSettings()}
      update={useUpdateContactSettings()}
      savedText={t('cycle.contact.saved')}
    />
  );
}
