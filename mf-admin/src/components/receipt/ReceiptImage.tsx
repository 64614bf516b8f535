// A receipt's image, fetched with the staff token (so as a blob, not by <img src>) and freed when closed.
import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAdminReceiptImage } from '@mockexam/api-client';

export function ReceiptImage({ imageUrl, orderNo }: { imageUrl: string; orderNo: string }) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    getAdminReceiptImage(imageUrl).then(
      (blob) => {
        if (!live) return;
        if (typeof URL.createObjectURL !== 'function') return setFailed(true);
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  if (failed) return <Alert type="error" showIcon role="alert" title={t('receipts.imageFailed')} />;
  if (!url) return <Spin />;
  return <img className="admin-receipt-image" src={url} alt={t('receipts.imageAlt', { no: orderNo })} />;
}
