// One paper of the desktop report: its marked pages one at a time (paging within the page list, also
// with the left and right arrow keys), each beside its questions.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper, GuidelineItem } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useReportNames } from '../../lib/names';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { usePageInfo } from './api';
import { PageImage } from './PageImage';
import { PageQuestions } from './PageQuestions';
import { PagingBar } from './PagingBar';
import { clampPosition, pageNumberOf } from './paging';

interface Props {
  paper: ExamPaper;
  candidate: string;
  guidelines: GuidelineItem[] | undefined;
}

/** Keys typed into a field are the field's, not the pager's. */
const typingIn = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function PageViewer({ paper, candidate, guidelines }: Props) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const pages = usePageInfo(paper.paper_id, candidate);
  const [wanted, setWanted] = useState(0);
  if (pages.isError) return <NotFoundRedirect />;
  if (!pages.data) {
    return (
      <LoadingBlock className="page-viewer">
        <div className="paging-bar" />
        <div className="page-viewer-body">
          <div className="page-frame" />
        </div>
      </LoadingBlock>
    );
  }
  const list = pages.data.pages;
  if (list.length === 0) return <NoRecords />;
  const position = clampPosition(wanted, list.length);
  const page = list[position];
  const go = (to: number) => setWanted(clampPosition(to, list.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (typingIn(event.target)) return;
    if (event.key === 'ArrowLeft') go(position - 1);
    else if (event.key === 'ArrowRight') go(position + 1);
  };
  return (
    <div
      className="page-viewer"
      role="region"
      aria-label={t('page.viewerLabel', { paper: names.paper(paper.paper_no) })}
      aria-keyshortcuts="ArrowLeft ArrowRight"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <PagingBar position={position} total={list.length} pageNumber={pageNumberOf(page)} onGo={go} />
      <div className="page-viewer-body">
        <PageImage key={`${page.page}:${page.url}:${page.local_url}`} page={page} />
        <PageQuestions paperId={paper.paper_id} page={page} candidate={candidate} guidelines={guidelines} />
      </div>
    </div>
  );
}
