// The order's FPS QR code (Hong Kong FPS payload, a quiet zone of four modules), a PNG card download of
// it for paying on the same phone (payee, amount, order number, due time and the code), the time left,
// a refresh of the payment status and the payee.
import { useMemo, useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentSettings } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { Button, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { buildFpsPayload } from './payload';
import { drawQrCard, qrCardFileName } from './qrCard';
import { TimeLeft } from './TimeLeft';

interface Props {
  /** The order number as the page's address has it. */
  id: string;
  order: Order;
  settings: PaymentSettings;
  onRefresh: () => void;
}

function payloadOf(order: Order, settings: PaymentSettings): string | null {
  try {
    return buildFpsPayload({
      fpsId: settings.fps_id,
      amount: (order.total_cents - order.paid_cents) / 100 || order.total,
      billNumber: order.enrollment_no,
      merchantName: settings.fps_name,
    });
  } catch {
    return null;
  }
}

export function FpsQrCard({ id, order, settings, onRefresh }: Props) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const locale = useLocale();
  const qrBox = useRef<HTMLDivElement>(null);
  const payload = useMemo(() => payloadOf(order, settings), [order, settings]);

  function downloadQr() {
    const qr = qrBox.current?.querySelector('canvas');
    if (!qr) return;
    const card = document.createElement('canvas');
    const drawn = drawQrCard(card, qr, {
      title: t('fps.cardTitle'),
      payee: t('fps.cardPayee', { name: settings.fps_name }),
      amount: t('fps.cardAmount', { amount: formatHkd(order.total_cents - order.paid_cents || order.total_cents) }),
      order: t('fps.cardOrder', { no: order.enrollment_no }),
      due: t('fps.cardDue', { at: formatDateTime(order.due_at, locale) }),
      scan: t('fps.cardScan'),
    });
    const link = document.createElement('a');
    link.href = (drawn ? card : qr).toDataURL('image/png');
    link.download = qrCardFileName(order.enrollment_no || id);
    document.body.appendChild(link);
    link.click();
    link.remove();
  }

  return (
    <div className="card payment-block fps-card">
      <TimeLeft deadline={order.due_at} />
      {payload ? (
        <div ref={qrBox} className="fps-qr" data-testid="fps-qr" data-payload={payload}>
          <QRCodeCanvas
            value={payload}
            size={240}
            level="M"
            marginSize={4}
            title={t('fps.qrAlt')}
            role="img"
            aria-label={t('fps.qrAlt')}
          />
        </div>
      ) : (
        <Notice type="error" title={message('INTERNAL')} />
      )}
      <div className="fps-actions">
        <Button primary onClick={downloadQr} disabled={!payload}>
          {t('fps.download')}
        </Button>
        <Button className="button-link" onClick={onRefresh}>
          {t('fps.refresh')}
        </Button>
      </div>
      <p className="payee">{t('fps.payee', { name: settings.fps_name, id: settings.fps_id })}</p>
    </div>
  );
}
