// The deposit receipt upload: the agreement checkbox, the image (PNG, JPG or JPEG, at most 5 MB, checked
// here and again by the server) with a preview of the chosen image, and a progress bar. Success goes to upload_receipt_success/{id}.
import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { orderPagePath } from '../../lib/paths';
import { useUploadReceipt } from './api';
import { checkReceiptFile } from './receipt';
import { ReceiptPreview } from './ReceiptPreview';
import { uploadSuccessState } from './uploadSuccess';

export function ReceiptUploadForm({ id, prefix }: { id: string; prefix: string }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const navigate = useNavigate();
  const upload = useUploadReceipt(id);
  const [agree, setAgree] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [agreeError, setAgreeError] = useState<MessageKey | null>(null);
  const [fileError, setFileError] = useState<MessageKey | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** One upload at a time, even for two clicks before the button shows it is busy. */
  const sending = useRef(false);

  function choose(chosen: File | null) {
    setFile(chosen);
    upload.reset();
    setFileError(chosen ? checkReceiptFile(chosen) : null);
  }

  function submit() {
    if (sending.current) return;
    const agreeProblem: MessageKey | null = agree ? null : 'RECEIPT_AGREE_REQUIRED';
    const fileProblem = checkReceiptFile(file);
    setAgreeError(agreeProblem);
    setFileError(fileProblem);
    if (agreeProblem || fileProblem || !file) return;
    sending.current = true;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) =>
          navigate(orderPagePath(prefix, 'upload_receipt_success', id), { state: uploadSuccessState(result) }),
        onError: () => setProgress(null),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item validateStatus={agreeError ? 'error' : undefined} help={agreeError ? message(agreeError) : undefined}>
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
      {file && !fileError && <ReceiptPreview file={file} />}
      {progress !== null && <Progress percent={progress} aria-label={t('bank.progress')} />}
      {upload.isError && (
        <Alert type="error" showIcon role="alert" className="payment-block" title={errorText(upload.error, locale)} />
      )}
      <Button type="primary" htmlType="submit" loading={upload.isPending}>
        {t('bank.upload')}
      </Button>
    </Form>
  );
}
