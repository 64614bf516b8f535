// The candidate's pages of one paper at the phone's width: the marked page (the markers' ticks, crosses,
// notes and marks drawn on the scan) where there is one, else the scan; a page without an image is left
// out. Each opens larger in a dialog (tap, click, Enter or Space), scrollable both ways.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper, PageInfo } from '@mockexam/contracts';
import { Button, Dialog } from '@mockexam/ui/plain';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useReportNames } from '../../lib/names';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { usePageImageUrl, usePageInfo } from './api';
import { pageImageSource, pageNumberOf } from './paging';
import './MarkedPages.css';

function useAltOf() {
  const { t } = useTranslation('report');
  return (page: PageInfo) =>
    t(page.has_marked && page.local_url ? 'markedPages.alt' : 'markedPages.altScan', { number: pageNumberOf(page) });
}

function PageThumb({ page, onOpen }: { page: PageInfo; onOpen: () => void }) {
  const { t } = useTranslation('report');
  const src = usePageImageUrl(page);
  const alt = useAltOf()(page);
  const [broken, setBroken] = useState(false);
  if (broken) {
    return <p className="marked-page-missing">{t('page.missing', { number: pageNumberOf(page) })}</p>;
  }
  return (
    // The button's name is the image's text; a native button opens on Enter and Space as on a tap.
    <button type="button" className="marked-page-open" aria-haspopup="dialog" onClick={onOpen}>
      <img className="marked-page-image" src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
    </button>
  );
}

function EnlargedPage({ page, onClose }: { page: PageInfo | null; onClose: () => void }) {
  const { t } = useTranslation('report');
  const altOf = useAltOf();
  const alt = page ? altOf(page) : '';
  return (
    <Dialog
      open={page !== null}
      title={alt}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('markedPages.close')}</Button>}
    >
      {page && <EnlargedImage page={page} alt={alt} />}
    </Dialog>
  );
}

function EnlargedImage({ page, alt }: { page: PageInfo; alt: string }) {
  const { t } = useTranslation('report');
  const src = usePageImageUrl(page);
  return (
    // Scrolled by keyboard too: the region takes focus.
    <div className="marked-page-zoom" role="region" aria-label={t('markedPages.zoomLabel', { page: alt })} tabIndex={0}>
      <img className="marked-page-zoom-image" src={src} alt={alt} />
    </div>
  );
}

export default function MarkedPages({ paper }: { paper: ExamPaper }) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const pages = usePageInfo(paper.paper_id);
  const [opened, setOpened] = useState<PageInfo | null>(null);
  if (pages.isError) return <NotFoundRedirect />;
  if (!pages.data) return <LoadingBlock className="marked-pages-loading" />;
  const shown = pages.data.pages.filter((page) => pageImageSource(page) !== '');
  if (shown.length === 0) return <p className="marked-pages-none">{t('markedPages.none')}</p>;
  return (
    <>
      <ul className="marked-page-list" aria-label={t('markedPages.listLabel', { paper: names.paperHeading(paper) })}>
        {shown.map((page) => (
          <li key={`${page.page}:${pageImageSource(page)}`} className="marked-page">
            <PageThumb page={page} onOpen={() => setOpened(page)} />
          </li>
        ))}
      </ul>
      <EnlargedPage page={opened} onClose={() => setOpened(null)} />
    </>
  );
}
