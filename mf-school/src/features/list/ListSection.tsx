// Preview and edit: the counts of rows and of rows with errors (always in view), the errors-only filter,
// the 'Not yet audited' tag while unsubmitted, add / edit / delete until the deadline, and the table.
import { lazy, Suspense, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import type { SchoolBatch, SchoolCandidateRow } from '@mockexam/contracts';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useDeleteRow } from './api';
import { CandidateTable } from './CandidateTable';

// The editor checks a row with the API's schemas: it loads when a row is opened, not with the page.
const RowEditModal = lazy(() => import('./RowEditModal').then((m) => ({ default: m.RowEditModal })));

interface Props {
  batch: SchoolBatch;
  closed: boolean;
  /** Row selection for printing slips, once students have candidate numbers. */
  selectedIds: number[];
  onSelect: ((ids: number[]) => void) | null;
  /** Turned on from outside after an unsuccessful submission. */
  onlyErrors: boolean;
  onOnlyErrors: (value: boolean) => void;
}

const hasErrors = (row: SchoolCandidateRow) => Object.keys(row.errors).length > 0;

export function ListSection({ batch, closed, selectedIds, onSelect, onlyErrors, onOnlyErrors }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const remove = useDeleteRow();
  const [editing, setEditing] = useState<SchoolCandidateRow | 'new' | null>(null);
  const errorRows = batch.rows.filter(hasErrors);
  const shown = onlyErrors ? errorRows : batch.rows;

  return (
    <section className="school-section" aria-labelledby="school-list-heading">
      <Typography.Title level={2} id="school-list-heading">
        {t('list.heading')}
      </Typography.Title>
      <div className="school-list-bar" role="status" aria-live="polite">
        <Space wrap size="middle">
          <span data-testid="row-count">{t('list.rows', { count: batch.rows.length })}</span>
          <span data-testid="error-count" className={errorRows.length > 0 ? 'school-error-text' : undefined}>
            {t('list.errorRows', { count: errorRows.length })}
          </span>
          {(batch.status === 'draft' || batch.status === 'rejected') && (
            <Tag color="orange">{message('NOT_YET_AUDITED')}</Tag>
          )}
          {batch.status === 'submitted' && <Tag color="green">{t('list.submitted')}</Tag>}
        </Space>
      </div>
      <Space wrap className="school-block">
        <label className="school-switch">
          <Switch checked={onlyErrors} onChange={onOnlyErrors} size="small" />
          <span>{t('list.onlyErrors')}</span>
        </label>
        {!closed && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('list.add')}
          </Button>
        )}
      </Space>
      {remove.isError && (
        <Alert
          className="school-block"
          type="error"
          showIcon
          role="alert"
          title={schoolErrorText(remove.error, locale)}
        />
      )}
      {batch.rows.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <CandidateTable
          rows={shown}
          editable={!closed}
          selectedIds={selectedIds}
          onSelect={onSelect}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.row_id)}
          deleting={remove.isPending}
        />
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <RowEditModal row={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
