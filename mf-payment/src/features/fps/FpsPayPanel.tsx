// What an open FPS order shows: the QR code card, how to pay, the 30-minute window and cancel order.
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentSettings } from '@mockexam/contracts';
import { FpsQrCard } from './FpsQrCard';

interface Props {
  id: string;
  order: Order;
  settings: PaymentSettings;
  onRefresh: () => void;
  onCancel: () => void;
  cancelling: boolean;
}

export function FpsPayPanel({ id, order, settings, onRefresh, onCancel, cancelling }: Props) {
  const { t } = useTranslation('payment');
  return (
    <>
      <FpsQrCard id={id} order={order} settings={settings} onRefresh={onRefresh} />
      <Typography.Title level={2}>{t('fps.instructionsTitle')}</Typography.Title>
      <ol className="instructions">
        <li>{t('fps.step1')}</li>
        <li>{t('fps.step2')}</li>
        <li>{t('fps.step3')}</li>
        <li>{t('fps.step4')}</li>
      </ol>
      <p className="note">{t('fps.window')}</p>
      <Popconfirm
        title={t('fps.cancelConfirm')}
        okText={t('fps.cancelYes')}
        cancelText={t('fps.cancelNo')}
        onConfirm={onCancel}
      >
        <Button danger loading={cancelling}>
          {t('fps.cancel')}
        </Button>
      </Popconfirm>
    </>
  );
}
