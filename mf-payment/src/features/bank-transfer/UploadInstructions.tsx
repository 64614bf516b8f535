// How to pay by bank transfer and upload the receipt, and the 5 pm processing cut-off.
import { useTranslation } from 'react-i18next';
import { Notice } from '@mockexam/ui/plain';

export function UploadInstructions() {
  const { t } = useTranslation('payment');
  return (
    <>
      <h2 className="section-title">{t('bank.instructionsTitle')}</h2>
      <ol className="instructions">
        <li>{t('bank.step1')}</li>
        <li>{t('bank.step2')}</li>
        <li>{t('bank.step3')}</li>
        <li>{t('bank.step4')}</li>
      </ol>
      <Notice type="info" className="payment-block" title={t('bank.cutoff')} />
    </>
  );
}
