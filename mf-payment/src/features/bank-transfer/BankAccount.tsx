// The publisher's bank account the candidate pays into, with a copy button for the account number.
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { DetailItem, DetailsList } from '@mockexam/ui/plain';
import { CopyButton } from '../../components/CopyButton';

export function BankAccount({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <>
      <h2 className="section-title">{t('bank.accountTitle')}</h2>
      <DetailsList className="payment-block" testId="bank-account">
        <DetailItem label={t('bank.bankName')}>{fieldIn(settings, 'bank_name', locale)}</DetailItem>
        <DetailItem label={t('bank.accountNo')}>
          {settings.bank_account_no}
          <CopyButton value={settings.bank_account_no} what={t('copy.accountNo')} testId="copy-account-no" />
        </DetailItem>
        <DetailItem label={t('bank.accountName')}>{settings.bank_account_name}</DetailItem>
      </DetailsList>
    </>
  );
}
