// The chosen receipt before it is sent: the image (an object URL, revoked when the file changes or the
// form goes away), its file name and size. Nothing for a file that is not an accepted image.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 1.2 MB, 340 KB, 12 B. */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)} MB`;
  if (size >= 1024) return `${Math.round(size / 1024)} KB`;
  return `${size} B`;
}

export function ReceiptPreview({ file }: { file: File }) {
  const { t } = useTranslation('payment');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return (
    <figure className="receipt-preview payment-block" data-testid="receipt-preview">
      {url && <img src={url} alt={t('bank.previewAlt', { name: file.name })} />}
      <figcaption>
        <strong>{t('bank.previewTitle')}</strong>:{' '}
        {t('bank.fileSize', { name: file.name, size: formatBytes(file.size) })}
      </figcaption>
    </figure>
  );
}
