// A page of the answer book: the marked scan once marked, else the page as sat, loaded with the
// session's token. A missing or broken image shows a placeholder (spec section 8). The frame keeps an
// A4 page's proportions whether the image has loaded or not, so nothing beside it moves.
import { useState } from 'react';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useTranslation } from 'react-i18next';
import type { PageInfo } from '@mockexam/contracts';
import { usePageImageUrl } from './api';
import { pageImageSource, pageNumberOf } from './paging';

export function PageImage({ page }: { page: PageInfo }) {
  const { t } = useTranslation('report');
  const src = usePageImageUrl(page);
  const [broken, setBroken] = useState(false);
  const number = pageNumberOf(page);
  return (
    <div className="page-frame">
      {broken || !pageImageSource(page) ? (
        <div className="page-missing" role="img" aria-label={t('page.missing', { number })}>
          <PictureOutlined aria-hidden="true" />
          <span>{t('page.missing', { number })}</span>
        </div>
      ) : (
        <img
          className="page-image"
          src={src}
          alt={t(page.has_marked ? 'page.altMarked' : 'page.alt', { number })}
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}
