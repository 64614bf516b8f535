// Bank transfer: the publisher's account, the upload instructions with the agreement checkbox, and
// the deposit receipt upload (PNG, JPG or JPEG, at most 5 MB) with a progress bar. Success goes to
// upload_receipt_success/{id}.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Progress, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SETTLED_OR_PENDING_APPROVAL,
  type EnrolmentInfo,
  type MessageKey,
  type PaymentSettings,
} from '@mockexam/contracts';
import { getEnrolment, getPaymentSettings, uploadReceipt } from '@mockexam/api-client';
import { fieldIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { errorText, paymentStatusText, useLocale, useMessage } from '@mockexam/ui/text';
import { checkReceiptFile } from '../receipt';
import { notFoundPath } from '../lib';
import type { UploadSuccessState } from './UploadReceiptSuccessPage';
import '../payment.css';

export default function BankPaymentPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale, id = '' } = useParams();
  const navigate = useNavigate();
  const [info, setInfo] = useState<EnrolmentInfo | null>(null);
  const [settings, setSettings] = useState<PaymentSettings | null>(null);
  const [agree, setAgree] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [agreeError, setAgreeError] = useState<MessageKey | null>(null);
  const [fileError, setFileError] = useState<MessageKey | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef(false);

  useEffect(() => {
    let live = true;
    Promise.all([getEnrolment(id), getPaymentSettings()])
      .then(([enrolment, payee]) => {
        if (!live) return;
        setInfo(enrolment);
        setSettings(payee);
      })
      .catch(() => live && navigate(notFoundPath(prefix), { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate, prefix]);

  function choose(chosen: File | null) {
    setFile(chosen);
    setServerError(null);
    setFileError(chosen ? checkReceiptFile(chosen) : null);
  }

  async function submit() {
    if (uploading.current) return;
    const agreeProblem: MessageKey | null = agree ? null : 'RECEIPT_AGREE_REQUIRED';
    const fileProblem = checkReceiptFile(file);
    setAgreeError(agreeProblem);
    setFileError(fileProblem);
    if (agreeProblem || fileProblem || !file) return;
    uploading.current = true;
    setServerError(null);
    setProgress(0);
    try {
      const result = await uploadReceipt(id, file, file.name, setProgress);
      const state: UploadSuccessState = {
        processing_date: result.processing_date,
        after_cutoff: result.after_cutoff,
        processing_note_en: result.processing_note_en,
        processing_note_zh: result.processing_note_zh,
      };
      navigate(`/${prefix}/upload_receipt_success/${encodeURIComponent(id)}`, { state });
    } catch (error) {
      setServerError(errorText(error, locale));
      setProgress(null);
    } finally {
      uploading.current = false;
    }
  }

  if (!info || !settings) return <Spin />;
  const order = info.order;
  const rejectReason = (order as { reject_reason?: string | null }).reject_reason;
  const settled = SETTLED_OR_PENDING_APPROVAL.includes(info.payment_status);
  // Receipts are for bank transfers only; the server refuses them on FPS orders (RECEIPT_BANK_ONLY).
  const bankOrder = order.payment_method === 'bank';
  const canUpload = bankOrder && !settled && (order.status === 'pending' || order.status === 'awaiting_approval');

  return (
    <section className="remote-page payment-page" data-remote-page="mf-payment">
      <Typography.Title level={1}>{t('title.BankPaymentPage')}</Typography.Title>
      <Descriptions bordered size="small" column={1} className="payment-block">
        <Descriptions.Item label={t('order.number')}>{order.enrollment_no}</Descriptions.Item>
        <Descriptions.Item label={t('order.amount')}>
          <strong>{formatHkd(order.total_cents)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.status')}>
          <span data-testid="payment-status">{paymentStatusText(info.payment_status, locale)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.dueAt')}>{formatDateTime(order.due_at, locale)}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2}>{t('bank.accountTitle')}</Typography.Title>
      <Descriptions bordered size="small" column={1} className="payment-block" data-testid="bank-account">
        <Descriptions.Item label={t('bank.bankName')}>{fieldIn(settings, 'bank_name', locale)}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountNo')}>{settings.bank_account_no}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountName')}>{settings.bank_account_name}</Descriptions.Item>
      </Descriptions>

      {info.payment_status === 'REJD' && (
        <Alert
          type="error"
          showIcon
          className="payment-block"
          title={t('bank.rejected')}
          description={rejectReason || undefined}
        />
      )}
      {bankOrder && settled && (
        <Alert
          type="success"
          showIcon
          className="payment-block"
          title={t('bank.alreadyUploaded')}
          description={
            <Link to={`/${prefix}/upload_receipt_success/${encodeURIComponent(id)}`}>{t('bank.viewUploaded')}</Link>
          }
        />
      )}
      {!bankOrder && <Alert type="warning" showIcon className="payment-block" title={message('RECEIPT_BANK_ONLY')} />}
      {bankOrder && !settled && !canUpload && (
        <Alert
          type="warning"
          showIcon
          className="payment-block"
          title={order.can_reselect ? message('ORDER_CANCELLED_TIMEOUT') : message('PAYMENT_NOT_ALLOWED')}
        />
      )}

      {canUpload && (
        <>
          <Typography.Title level={2}>{t('bank.instructionsTitle')}</Typography.Title>
          <ol className="instructions">
            <li>{t('bank.step1')}</li>
            <li>{t('bank.step2')}</li>
            <li>{t('bank.step3')}</li>
            <li>{t('bank.step4')}</li>
          </ol>
          <Alert type="info" showIcon className="payment-block" title={t('bank.cutoff')} />
          <Form layout="vertical" onFinish={() => void submit()}>
            <Form.Item
              validateStatus={agreeError ? 'error' : undefined}
              help={agreeError ? message(agreeError) : undefined}
            >
              <Checkbox
                checked={agree}
                onChange={(e) => {
                  setAgree(e.target.checked);
                  if (e.target.checked) setAgreeError(null);
                }}
              >
                {t('bank.agree')}
              </Checkbox>
            </Form.Item>
            <Form.Item
              label={t('bank.file')}
              htmlFor="receipt-file"
              validateStatus={fileError ? 'error' : undefined}
              help={fileError ? message(fileError) : t('bank.fileHint')}
            >
              <input
                id="receipt-file"
                type="file"
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            </Form.Item>
            {progress !== null && <Progress percent={progress} aria-label={t('bank.progress')} />}
            {serverError && <Alert type="error" showIcon role="alert" className="payment-block" title={serverError} />}
            <Button type="primary" htmlType="submit" loading={progress !== null && !serverError}>
              {t('bank.upload')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
