// An exception's page: the small preview first (quick to load, large enough for a printed code), the whole
// page on demand in a viewer that zooms and rotates, for a candidate number written by hand.
import { useState } from 'react';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import { useTranslation } from 'react-i18next';
import type { ScanException } from '@mockexam/contracts';
import { useScanImageSrc } from './api';

export function ExceptionImage({ exception }: { exception: ScanException }) {
  const { t } = useTranslation('admin');
  const src = useScanImageSrc();
  const [open, setOpen] = useState(false);
  const { image_url: page, preview_url: preview } = exception;
  const alt = t('intake.exceptions.imageAlt', { file: exception.filename, page: exception.file_page });
  if (!page) return <p className="intake-no-image">{t('intake.exceptions.noImage')}</p>;
  return (
    <figure className="intake-image">
      <Image
        src={src(preview ?? page)}
        alt={alt}
        width="100%"
        preview={{ src: src(page), open, onOpenChange: setOpen }}
      />
      <figcaption>
        <Button onClick={() => setOpen(true)}>{t('intake.exceptions.fullSize')}</Button>
      </figcaption>
    </figure>
  );
}
