// A receipt's image: the blob read by a query, shown through an object URL that is freed when it changes or
// the image closes.
import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useReceiptImage } from './api';

const canShowBlobs = () => typeof URL.createObjectURL === 'function';

/** An object URL for the blob while it is shown (no fetching here: the blob comes from the query). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob || !canShowBlobs()) return;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return shown && shown.blob === blob ? shown.url : null;
}

export function ReceiptImage({ imageUrl, orderNo }: { imageUrl: string; orderNo: string }) {
  const { t } = useTranslation('admin');
  const image = useReceiptImage(imageUrl);
  const url = useObjectUrl(image.data);
  if (image.isError || (image.data && !canShowBlobs())) {
    return <Alert type="error" showIcon role="alert" title={t('receipts.imageFailed')} />;
  }
  if (!url) return <Spin />;
  return <img className="admin-receipt-image" src={url} alt={t('receipts.imageAlt', { no: orderNo })} />;
}
