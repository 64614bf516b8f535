// The paper's exceptions queue, oldest first, a page at a time: why each page was not filed, which file and
// page it is, and what was read. One exception at a time is under review beside the list (below it on a
// phone): its page image and the assign form. Once it is assigned or discarded it leaves the list and the
// next one takes its place, ready to type into.
import { useState } from 'react';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ScanException } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { EXCEPTIONS_PAGE, useScanExceptions } from './api';
import { AssignForm } from './AssignForm';
import { ExceptionImage } from './ExceptionImage';

interface Props {
  examPaperId: number;
  pageCount: number | null;
}

export function ExceptionsQueue({ examPaperId, pageCount }: Props) {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState(0);
  const [result, setResult] = useState<ActionResult | null>(null);
  const queue = useScanExceptions(examPaperId, offset);
  const page = queue.data;

  if (queue.isError && !page) return <LoadError onRetry={() => void queue.refetch()} />;
  if (page && page.exceptions.length === 0 && page.total > 0 && offset > 0) {
    // The last one of a later page was resolved: the page before holds the rest.
    setOffset(Math.max(0, offset - EXCEPTIONS_PAGE));
  }
  const index = page ? Math.min(selected, page.exceptions.length - 1) : -1;
  const current = page && index >= 0 ? page.exceptions[index] : undefined;

  const read = (e: ScanException) => {
    if (e.candidate_no) return t('intake.exceptions.readCandidate', { candidate: e.candidate_no, page: e.page ?? '?' });
    return e.code_text ?? t('intake.exceptions.readNothing');
  };

  return (
    <>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <p role="status">{page && t('intake.exceptions.total', { count: page.total })}</p>
      <div className="intake-queue">
        <ScrollRegion label={t('intake.exceptions.label')}>
          <Table<ScanException>
            size="small"
            rowKey="id"
            loading={queue.isPending}
            dataSource={page?.exceptions}
            rowClassName={(e) => (e.id === current?.id ? 'intake-current' : '')}
            locale={{ emptyText: <p role="status">{t('intake.exceptions.none')}</p> }}
            pagination={{
              current: Math.floor(offset / EXCEPTIONS_PAGE) + 1,
              pageSize: EXCEPTIONS_PAGE,
              total: page?.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (n) => {
                setOffset((n - 1) * EXCEPTIONS_PAGE);
                setSelected(0);
              },
            }}
            columns={[
              {
                title: t('intake.exceptions.reason'),
                key: 'reason',
                render: (_, e) => t(`intake.reason.${e.reason}`),
              },
              {
                title: t('intake.exceptions.where'),
                key: 'where',
                render: (_, e) => t('intake.exceptions.filePage', { file: e.filename, page: e.file_page }),
              },
              { title: t('intake.exceptions.read'), key: 'read', render: (_, e) => read(e) },
              {
                title: t('common.actions'),
                key: 'review',
                render: (_, e, i) => (
                  <Button
                    size="small"
                    aria-current={e.id === current?.id ? 'true' : undefined}
                    onClick={() => setSelected(i)}
                  >
                    {t('intake.exceptions.review')}
                  </Button>
                ),
              },
            ]}
          />
        </ScrollRegion>
        {current && (
          <section key={current.id} className="intake-review" aria-label={t('intake.exceptions.reviewing')}>
            <h3>
              {t('intake.exceptions.heading', {
                reason: t(`intake.reason.${current.reason}`),
                file: current.filename,
                page: current.file_page,
              })}
            </h3>
            <ExceptionImage exception={current} />
            <AssignForm examPaperId={examPaperId} exception={current} pageCount={pageCount} onDone={setResult} />
          </section>
        )}
      </div>
    </>
  );
}
