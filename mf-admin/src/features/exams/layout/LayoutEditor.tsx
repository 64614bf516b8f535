// A paper's layout: how many pages its answer book has, the pages of each question, and the regions where
// each question is answered, drawn on the pages. Saved whole; the server checks the same rules again and
// refuses to drop pages that already have scans.
import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ANSWER_BOOK_MAX_PAGES, messages, type MessageKey, type PaperLayout } from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { useActionError } from '../../../components/useActionError';
import { useSaveLayout } from './api';
import {
  draftOf,
  draftProblems,
  requestOf,
  withPageCount,
  withPages,
  withRegion,
  withRegionAdded,
  type DraftQuestion,
} from './layoutDraft';
import { PageEditor } from './PageEditor';

export function LayoutEditor({ layout }: { layout: PaperLayout }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const save = useSaveLayout(layout.exam_paper_id);
  const [draft, setDraft] = useState(() => draftOf(layout));
  const [page, setPage] = useState(1);
  const [drawingFor, setDrawingFor] = useState<number | null>(layout.questions[0]?.question_id ?? null);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemKeys = [...new Set(Object.values(problems))];
  const pageOptions = Array.from({ length: draft.page_count }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

  const columns = [
    { title: t('paperLayout.question'), dataIndex: 'label', key: 'label', width: 90 },
    {
      title: t('paperLayout.pages'),
      key: 'pages',
      render: (_: unknown, q: DraftQuestion) => (
        <Select<number[]>
          mode="multiple"
          aria-label={t('paperLayout.pagesOf', { label: q.label })}
          value={q.pages}
          options={pageOptions}
          status={q.pages.length === 0 ? 'error' : undefined}
          onChange={(pages) => setDraft((d) => withPages(d, q.question_id, pages))}
          style={{ minWidth: 140 }}
        />
      ),
    },
    {
      title: t('paperLayout.regions'),
      key: 'regions',
      width: 90,
      render: (_: unknown, q: DraftQuestion) => q.regions.length,
    },
    {
      title: t('paperLayout.drawFor'),
      key: 'draw',
      width: 90,
      render: (_: unknown, q: DraftQuestion) => (
        <Radio
          checked={drawingFor === q.question_id}
          aria-label={t('paperLayout.drawForQuestion', { label: q.label })}
          onChange={() => setDrawingFor(q.question_id)}
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card type="inner" className="admin-card" title={t('paperLayout.pagesTitle')}>
        <Space wrap align="center">
          <label htmlFor="layout-page-count">{t('paperLayout.pageCount')}</label>
          <InputNumber
            id="layout-page-count"
            min={Math.max(1, layout.scanned_through)}
            max={ANSWER_BOOK_MAX_PAGES}
            precision={0}
            value={draft.page_count}
            onChange={(value) => {
              if (typeof value !== 'number') return;
              setDraft((d) => withPageCount(d, value));
              setPage((p) => Math.min(p, value));
            }}
          />
          {layout.scanned_through > 0 && (
            <span className="admin-help">{t('paperLayout.scannedThrough', { page: layout.scanned_through })}</span>
          )}
        </Space>
        <Table<DraftQuestion>
          size="small"
          rowKey="question_id"
          columns={columns}
          dataSource={draft.questions}
          pagination={false}
          style={{ marginTop: 16 }}
          locale={{ emptyText: t('paperLayout.noQuestions') }}
        />
      </Card>
      <PageEditor
        paperId={layout.exam_paper_id}
        page={page}
        onPage={setPage}
        draft={draft}
        images={layout.pages}
        drawingFor={drawingFor}
        onDrawn={(region) => drawingFor !== null && setDraft((d) => withRegionAdded(d, drawingFor, region))}
        onChanged={(ref, region) => setDraft((d) => withRegion(d, ref.questionId, ref.index, region))}
      />
      {problemKeys.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={problemKeys.map((key) => textIn(messages[key as MessageKey], locale)).join(' ')}
        />
      )}
      {save.isError && <Alert type="error" showIcon message={actionError(save.error)} />}
      {save.isSuccess && !save.isPending && <Alert type="success" showIcon message={t('paperLayout.saved')} />}
      <Space>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={problemKeys.length > 0}
          onClick={() =>
            save.mutate(requestOf(draft), {
              onSuccess: (saved) => setDraft(draftOf(saved)),
            })
          }
        >
          {t('paperLayout.save')}
        </Button>
        <Button onClick={() => setDraft(draftOf(layout))}>{t('paperLayout.undo')}</Button>
      </Space>
    </Space>
  );
}
