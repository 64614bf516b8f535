// Preview and edit: the counts of rows and of rows with errors (always in view), the errors-only filter,
// the 'Not yet audited' tag while unsubmitted, add / edit / delete (after a confirmation) until the
// deadline, and the table.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolBatch, SchoolCandidateRow } from '@mockexam/contracts';
import { Badge, Button, Dialog, Notice, Switch } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { PlusMark } from '../../lib/icons';
import { useDeleteRow } from './api';
import { CandidateTable } from './CandidateTable';

// The editor checks a row with the API's schemas: it loads when a row is first opened, not with the page.
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
  // Once loaded, the editor stays mounted (closed), so its dialog closes the browser's way and gives the
  // focus back to the button that opened it.
  const [editorLoaded, setEditorLoaded] = useState(false);
  const [deleting, setDeleting] = useState<SchoolCandidateRow | null>(null);
  const errorRows = batch.rows.filter(hasErrors);
  const shown = onlyErrors ? errorRows : batch.rows;
  const edit = (row: SchoolCandidateRow | 'new') => {
    setEditorLoaded(true);
    setEditing(row);
  };

  return (
    <section className="school-section" aria-labelledby="school-list-heading">
      <h2 className="section-title" id="school-list-heading">
        {t('list.heading')}
      </h2>
      <div className="school-list-bar" role="status" aria-live="polite">
        <span data-testid="row-count">{t('list.rows', { count: batch.rows.length })}</span>
        <span data-testid="error-count" className={errorRows.length > 0 ? 'school-error-text' : undefined}>
          {t('list.errorRows', { count: errorRows.length })}
        </span>
        {(batch.status === 'draft' || batch.status === 'rejected') && (
          <Badge colour="orange">{message('NOT_YET_AUDITED')}</Badge>
        )}
        {batch.status === 'submitted' && <Badge colour="green">{t('list.submitted')}</Badge>}
      </div>
      <div className="school-buttons school-block">
        <Switch checked={onlyErrors} onChange={onOnlyErrors}>
          {t('list.onlyErrors')}
        </Switch>
        {!closed && (
          <Button onClick={() => edit('new')}>
            <PlusMark />
            {t('list.add')}
          </Button>
        )}
      </div>
      {remove.isError && <Notice className="school-block" type="error" title={schoolErrorText(remove.error, locale)} />}
      {batch.rows.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <CandidateTable
          rows={shown}
          editable={!closed}
          selectedIds={selectedIds}
          onSelect={onSelect}
          onEdit={edit}
          onDelete={(row) => {
            remove.reset();
            setDeleting(row);
          }}
        />
      )}
      {editorLoaded && (
        <Suspense fallback={null}>
          <RowEditModal row={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <Dialog
        open={deleting !== null}
        title={deleting ? t('list.deleteConfirm', { n: deleting.row_no, name: deleting.name }) : ''}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button onClick={() => setDeleting(null)}>{t('list.cancel')}</Button>
            <Button
              className="school-button-danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.row_id, { onSettled: () => setDeleting(null) })}
            >
              {t('list.deleteOk')}
            </Button>
          </>
        }
      />
    </section>
  );
}
