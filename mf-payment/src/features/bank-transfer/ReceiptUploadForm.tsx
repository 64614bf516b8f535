// The deposit receipt upload: the agreement checkbox, the image (PNG, JPG or JPEG, at most 5 MB, checked
// here and again by the server) with a preview of the chosen image, and a progress bar. Success goes to upload_receipt_success/{id}.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mockexam/contracts';
import { Button, Notice } from '@mockexam/ui/plain';
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
    <form
      className="receipt-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="form-field">
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={agree}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? 'receipt-agree-error' : undefined}
            onChange={(e) => {
              setAgree(e.target.checked);
              if (e.target.checked) setAgreeError(null);
            }}
          />
          <span>{t('bank.agree')}</span>
        </label>
        {agreeError && (
          <p id="receipt-agree-error" className="field-error" role="alert">
            {message(agreeError)}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor="receipt-file" className="field-label">
          {t('bank.file')}
        </label>
        <input
          id="receipt-file"
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-invalid={fileError ? true : undefined}
          aria-describedby="receipt-file-help"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        <p
          id="receipt-file-help"
          className={fileError ? 'field-error' : 'field-help'}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ? message(fileError) : t('bank.fileHint')}
        </p>
      </div>
      {file && !fileError && <ReceiptPreview file={file} />}
      {progress !== null && (
        <div className="upload-progress">
          <progress max={100} value={progress} aria-label={t('bank.progress')} />
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      {upload.isError && <Notice type="error" className="payment-block" title={errorText(upload.error, locale)} />}
      <Button type="submit" primary disabled={upload.isPending} aria-busy={upload.isPending}>
        {t('bank.upload')}
      </Button>
    </form>
  );
}
