// Back and forward through a paper's pages, with the page's own number and "position / total". The
// buttons stop at the first and last page (spec section 4).
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';
import { canGoBack, canGoForward, positionLabel } from './paging';

interface Props {
  position: number;
  total: number;
  pageNumber: number;
  onGo: (position: number) => void;
}

export function PagingBar({ position, total, pageNumber, onGo }: Props) {
  const { t } = useTranslation('report');
  return (
    <div className="paging-bar">
      <Button className="no-print" disabled={!canGoBack(position)} onClick={() => onGo(position - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('page.previous')}
      </Button>
      <p className="paging-label" aria-live="polite">
        <span>{t('page.number', { number: pageNumber })}</span>
        <span className="paging-position" data-testid="paging-position">
          {positionLabel(position, total)}
        </span>
      </p>
      <Button className="no-print" disabled={!canGoForward(position, total)} onClick={() => onGo(position + 1)}>
        {t('page.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
    </div>
  );
}
