// A page of the answer book: the marked scan once marked, else the page as sat, loaded with the
// session's token. A missing or broken image shows a placeholder (spec section 8). The frame keeps an
// A4 page's proportions whether the image has loaded or not, so nothing beside it moves.
import { useState } from 'react';
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
          <svg className="page-missing-mark" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <circle cx="9" cy="10" r="1.8" fill="currentColor" />
            <path d="M4 18l5-5 3 3 3-4 5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
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
