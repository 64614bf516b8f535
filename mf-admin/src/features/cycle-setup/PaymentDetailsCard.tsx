// The FPS and bank details candidates are shown; every one is required.
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@mockexam/contracts';
import { usePaymentSettings, useUpdatePaymentSettings } from './api';
import { SettingsCard } from './SettingsCard';

const FIELDS = ['fps_id', 'fps_name', 'bank_name_zh', 'bank_name_en', 'bank_account_no', 'bank_account_name'] as const;

export function PaymentDetailsCard() {
  const { t } = useTranslation('admin');
  return (
    <SettingsCard<PaymentSettings>
      title={t('cycle.paymentSettings')}
      fields={FIELDS.map((key) => ({ key, label: t(`cycle.${key}`) }))}
      settings={usePaymentSettings()}
      update={useUpdatePaymentSettings()}
      savedText={t('cycle.settingsSaved')}
    />
  );
}
