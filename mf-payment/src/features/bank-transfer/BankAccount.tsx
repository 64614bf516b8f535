// The publisher's bank account the candidate pays into, with a copy button for the account number.
import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { CopyButton } from '../../components/CopyButton';

export function BankAccount({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <>
      <Typography.Title level={2}>{t('bank.accountTitle')}</Typography.Title>
      <Descriptions bordered size="small" column={1} className="payment-block" data-testid="bank-account">
        <Descriptions.Item label={t('bank.bankName')}>{fieldIn(settings, 'bank_name', locale)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountNo')}>
          {settings.bank_account_no}
          <CopyButton value={settings.bank_account_no} what={t('copy.accountNo')} testId="copy-account-no" />
        </Descriptions.Item>
        <Descriptions.Item label={t('bank.accountName')}>{settings.bank_account_name}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
