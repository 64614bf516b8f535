// A paper's marked pages on the phone report: a button, closed at first, that opens the pages as marked
// on screen (the scan where a page was not). Nothing of them is asked for or drawn until it is opened:
// the list and its enlarged view are a chunk of their own, loaded on the first opening.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper } from '@mockexam/contracts';
import { Button } from '@mockexam/ui/plain';
import { LoadingBlock } from '../../lib/LoadingBlock';

const MarkedPages = lazy(() => import(/* webpackChunkName: "marked-pages" */ './MarkedPages'));

interface Props {
  paper: ExamPaper;
  /** The id of the paper's heading, which describes the button. */
  headingId: string;
}

export function MarkedPagesSection({ paper, headingId }: Props) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="marked-pages">
      <Button
        className="marked-pages-toggle no-print"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={headingId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="marked-pages-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {t('markedPages.toggle')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<LoadingBlock className="marked-pages-loading" />}>
            <MarkedPages paper={paper} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
