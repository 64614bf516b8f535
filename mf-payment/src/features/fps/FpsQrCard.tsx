// The order's FPS QR code (Hong Kong FPS payload), a PNG download of it for paying on the same phone,
// the time left, a refresh of the payment status and the payee.
import { useMemo, useRef } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentSettings } from '@mockexam/contracts';
import { useMessage } from '@mockexam/ui/text';
import { buildFpsPayload } from './payload';
import { TimeLeft } from './TimeLeft';

interface Props {
  /** The order number as the page's address has it: the download is named after it. */
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
  const qrBox = useRef<HTMLDivElement>(null);
  const payload = useMemo(() => payloadOf(order, settings), [order, settings]);

  function downloadQr() {
    const canvas = qrBox.current?.querySelector('canvas');
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = `FPS-${id}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }

  return (
    <Card className="payment-block fps-card">
      <TimeLeft deadline={order.due_at} />
      {payload ? (
        <div ref={qrBox} className="fps-qr" data-testid="fps-qr" data-payload={payload}>
          <QRCodeCanvas
            value={payload}
            size={240}
            level="M"
            marginSize={2}
            title={t('fps.qrAlt')}
            role="img"
            aria-label={t('fps.qrAlt')}
          />
        </div>
      ) : (
        <Alert type="error" showIcon title={message('INTERNAL')} />
      )}
      <Space wrap className="fps-actions">
        <Button type="primary" onClick={downloadQr} disabled={!payload}>
          {t('fps.download')}
        </Button>
        <Button type="link" onClick={onRefresh}>
          {t('fps.refresh')}
        </Button>
      </Space>
      <p className="payee">{t('fps.payee', { name: settings.fps_name, id: settings.fps_id })}</p>
    </Card>
  );
}
