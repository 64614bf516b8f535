// What an open FPS order shows: the QR code card, how to pay, the 30-minute window and cancel order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mockexam/ui/plain';
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
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <FpsQrCard id={id} order={order} settings={settings} onRefresh={onRefresh} />
      <h2 className="section-title">{t('fps.instructionsTitle')}</h2>
      <ol className="instructions">
        <li>{t('fps.step1')}</li>
        <li>{t('fps.step2')}</li>
        <li>{t('fps.step3')}</li>
        <li>{t('fps.step4')}</li>
      </ol>
      <p className="note">{t('fps.window')}</p>
      <Button
        className="button-danger"
        disabled={cancelling}
        aria-busy={cancelling}
        onClick={() => setConfirming(true)}
      >
        {t('fps.cancel')}
      </Button>
      <Dialog
        open={confirming}
        title={t('fps.cancelConfirm')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('fps.cancelNo')}</Button>
            <Button
              className="button-danger"
              onClick={() => {
                setConfirming(false);
                onCancel();
              }}
            >
              {t('fps.cancelYes')}
            </Button>
          </>
        }
      />
    </>
  );
}
