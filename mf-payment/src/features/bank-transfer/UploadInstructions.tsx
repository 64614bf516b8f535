// How to pay by bank transfer and upload the receipt, and the 5 pm processing cut-off.
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export function UploadInstructions() {
  const { t } = useTranslation('payment');
  return (
    <>
      <Typography.Title level={2}>{t('bank.instructionsTitle')}</Typography.Title>
      <ol className="instructions">
        <li>{t('bank.step1')}</li>
        <li>{t('bank.step2')}</li>
        <li>{t('bank.step3')}</li>
        <li>{t('bank.step4')}</li>
      </ol>
      <Alert type="info" showIcon className="payment-block" title={t('bank.cutoff')} />
    </>
  );
}
