// The publisher's bank account the candidate pays into, with a copy button for the account number.
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
      <h2 className="section-title">{t('bank.accountTitle')}</h2>
      <dl className="payment-block details-list" data-testid="bank-account">
        <div>
          <dt>{t('bank.bankName')}</dt>
          <dd>{fieldIn(settings, 'bank_name', locale)}</dd>
        </div>
        <div>
          <dt>{t('bank.accountNo')}</dt>
          <dd>
            {settings.bank_account_no}
            <CopyButton value={settings.bank_account_no} what={t('copy.accountNo')} testId="copy-account-no" />
          </dd>
        </div>
        <div>
          <dt>{t('bank.accountName')}</dt>
          <dd>{settings.bank_account_name}</dd>
        </div>
      </dl>
    </>
  );
}
