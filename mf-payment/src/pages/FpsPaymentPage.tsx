// FPS payment: the order's FPS QR code (EMVCo payload, Hong Kong FPS template), a PNG download of it
// for candidates paying on the same phone, instructions, the time left until the server's deadline,
// cancel order, a refresh link, and a poll of the payment status every 5 seconds that moves on to
// fps_payment_success/{id} on PAID or OVRP (and does nothing when the enrolment was already paid).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Spin, Typography } from 'antd';
import { QRCodeCanvas } from 'qrcode.react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAID_STATUSES, type EnrolmentInfo, type PaymentSettings, type PaymentStatusCode } from '@mockexam/contracts';
import { cancelEnrolment, getEnrolment, getPaymentSettings, getPaymentStatus } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { paymentStatusText, useLocale, useMessage } from '@mockexam/ui/text';
import { buildFpsPayload } from '../fps/payload';
import { notFoundPath, timeLeft, useInterval } from '../lib';
import '../payment.css';

export const POLL_MS = 5_000;

export default function FpsPaymentPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const [info, setInfo] = useState<EnrolmentInfo | null>(null);
  const [settings, setSettings] = useState<PaymentSettings | null>(null);
  const [status, setStatus] = useState<PaymentStatusCode | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState(false);
  const qrBox = useRef<HTMLDivElement>(null);
  /** Paid before this page opened: the poll leaves the page alone. */
  const alreadySuccessful = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    let live = true;
    Promise.all([getEnrolment(id), getPaymentSettings()])
      .then(([enrolment, payee]) => {
        if (!live) return;
        alreadySuccessful.current = enrolment.success;
        setInfo(enrolment);
        setStatus(enrolment.payment_status);
        setSettings(payee);
      })
      .catch(() => live && navigate(notFoundPath(prefix), { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate, prefix]);

  const checkStatus = useCallback(async () => {
    if (alreadySuccessful.current || leaving.current) return;
    try {
      const answer = await getPaymentStatus(id);
      setStatus(answer.payment_status);
      if (PAID_STATUSES.includes(answer.payment_status) && !alreadySuccessful.current) {
        leaving.current = true;
        navigate(`/${prefix}/fps_payment_success/${encodeURIComponent(id)}`, { replace: true });
      }
    } catch (error) {
      console.warn('payment status check failed', error); // spec: status failures are only logged
    }
  }, [id, navigate, prefix]);

  const order = info?.order;
  const open = Boolean(order && order.status === 'pending' && !info?.success);
  useInterval(checkStatus, open ? POLL_MS : null);
  useInterval(() => setNow(Date.now()), open ? 1_000 : null);

  const payload = useMemo(() => {
    if (!order || !settings) return null;
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
  }, [order, settings]);

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

  async function cancelOrder() {
    setCancelling(true);
    leaving.current = true;
    try {
      await cancelEnrolment(id);
    } catch (error) {
      console.warn('cancel failed', error); // spec: cancel failures are only logged
    }
    navigate(`/${prefix}/order-history`);
  }

  if (!info || !order) {
    return (
      <section className="remote-page payment-page" data-remote-page="mf-payment">
        <Typography.Title level={1}>{t('title.FpsPaymentPage')}</Typography.Title>
        <Spin />
      </section>
    );
  }

  const left = timeLeft(order.due_at, now);
  const current = status ?? info.payment_status;

  return (
    <section className="remote-page payment-page" data-remote-page="mf-payment">
      <Typography.Title level={1}>{t('title.FpsPaymentPage')}</Typography.Title>
      <Descriptions bordered size="small" column={1} className="payment-block">
        <Descriptions.Item label={t('order.number')}>{order.enrollment_no}</Descriptions.Item>
        <Descriptions.Item label={t('order.amount')}>
          <strong data-testid="fps-amount">{formatHkd(order.total_cents)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.status')}>
          <span data-testid="payment-status">{paymentStatusText(current, locale)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.dueAt')}>{formatDateTime(order.due_at, locale)}</Descriptions.Item>
      </Descriptions>

      {info.success && (
        <Alert
          type="success"
          showIcon
          className="payment-block"
          title={t('fps.alreadyPaid')}
          description={
            <Link to={`/${prefix}/fps_payment_success/${encodeURIComponent(id)}`}>{t('fps.viewSuccess')}</Link>
          }
        />
      )}
      {!info.success && order.status !== 'pending' && (
        <Alert
          type="warning"
          showIcon
          className="payment-block"
          title={
            // Money that arrived after the order was cancelled: say so, not "cancelled, select again".
            current === 'PACN'
              ? paymentStatusText(current, locale)
              : order.can_reselect
                ? message('ORDER_CANCELLED_TIMEOUT')
                : message('PAYMENT_NOT_ALLOWED')
          }
          description={<Link to={`/${prefix}/order-history`}>{t('fps.toOrders')}</Link>}
        />
      )}

      {open && (
        <>
          <Card className="payment-block fps-card">
            <p className="time-left" aria-live="polite">
              {left.over ? t('fps.timeUp') : t('fps.timeLeft', { time: left.text })}
            </p>
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
              <Button type="link" onClick={() => void checkStatus()}>
                {t('fps.refresh')}
              </Button>
            </Space>
            {settings && <p className="payee">{t('fps.payee', { name: settings.fps_name, id: settings.fps_id })}</p>}
          </Card>
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
            onConfirm={() => void cancelOrder()}
          >
            <Button danger loading={cancelling}>
              {t('fps.cancel')}
            </Button>
          </Popconfirm>
        </>
      )}
    </section>
  );
}
