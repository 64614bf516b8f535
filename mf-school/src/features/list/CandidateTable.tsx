// The list as a plain table: row number, class, name, student number, language version, candidate
// number (two groups of four) and account; bad cells flagged (and their rows tinted); in pages so 2,000
// rows stay fast; in a focusable, labelled region; on a phone one column holds the whole student.
import { useTranslation } from 'react-i18next';
import type { SchoolCandidateRow } from '@mockexam/contracts';
import { LANGUAGE_VERSION_LABELS } from '@mockexam/contracts/schoolSheet';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { DataTable, type Column } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { DeleteMark, EditMark } from '../../lib/icons';
import { CellWithError } from './CellWithError';

interface Props {
  rows: SchoolCandidateRow[];
  /** No edit or delete once registration has closed. */
  editable: boolean;
  selectedIds: number[];
  onSelect: ((ids: number[]) => void) | null;
  onEdit: (row: SchoolCandidateRow) => void;
  onDelete: (row: SchoolCandidateRow) => void;
}

const PAGE_SIZES = [20, 50, 100, 200];

export function CandidateTable({ rows, editable, selectedIds, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const languageText = (value: string) => {
    const label = LANGUAGE_VERSION_LABELS[value as keyof typeof LANGUAGE_VERSION_LABELS];
    return label ? textIn(label, locale) : value;
  };
  const cell = (row: SchoolCandidateRow, field: string, text: string) => (
    <CellWithError rowNo={row.row_no} error={row.errors[field]}>
      {text}
    </CellWithError>
  );
  const columns: Column<SchoolCandidateRow>[] = [];
  if (onSelect) {
    // The header box selects (or clears) every row the table holds, not only the page shown.
    const selected = new Set(selectedIds);
    const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.row_id));
    columns.push({
      key: 'select',
      title: (
        <input
          type="checkbox"
          className="school-select-box"
          aria-label={t('list.selectAll')}
          checked={allSelected}
          ref={(box) => {
            if (box) box.indeterminate = !allSelected && rows.some((r) => selected.has(r.row_id));
          }}
          onChange={() => onSelect(allSelected ? [] : rows.map((r) => r.row_id))}
        />
      ),
      render: (r) => (
        <input
          type="checkbox"
          className="school-select-box"
          aria-label={t('list.selectRow', { n: r.row_no })}
          checked={selected.has(r.row_id)}
          onChange={(event) =>
            onSelect(event.target.checked ? [...selectedIds, r.row_id] : selectedIds.filter((id) => id !== r.row_id))
          }
        />
      ),
    });
  }
  // On a phone (below 576 px) one column holds the whole student, each field with its own error icon, so
  // nothing a teacher must fix sits off screen; wider screens get a column per field.
  columns.push(
    { title: t('list.rowNo'), key: 'row_no', render: (r) => cell(r, 'row', String(r.row_no)) },
    { title: t('list.class'), key: 'class', screen: 'wide', render: (r) => cell(r, 'class', r.class) },
    { title: t('list.name'), key: 'name', screen: 'wide', render: (r) => cell(r, 'name', r.name) },
    {
      title: t('list.studentNo'),
      key: 'student_no',
      screen: 'wide',
      render: (r) => cell(r, 'student_no', r.student_no),
    },
    {
      title: t('list.language'),
      key: 'language_version',
      screen: 'wide',
      render: (r) => cell(r, 'language_version', languageText(r.language_version)),
    },
    {
      title: t('list.candidateNo'),
      key: 'candidate_no',
      screen: 'wide',
      render: (r) => (r.candidate_no ? formatCandidateNo(r.candidate_no) : '—'),
    },
    { title: t('list.account'), key: 'account', screen: 'wide', render: (r) => r.account ?? '—' },
    {
      title: t('list.student'),
      key: 'student',
      screen: 'phone',
      render: (r) => (
        <div className="school-student-cell">
          <strong>{cell(r, 'name', r.name || '—')}</strong>
          <span>
            {t('list.class')} {cell(r, 'class', r.class || '—')}
          </span>
          <span>
            {t('list.studentNo')} {cell(r, 'student_no', r.student_no || '—')}
          </span>
          <span>{cell(r, 'language_version', languageText(r.language_version) || '—')}</span>
          {r.candidate_no && <span>{formatCandidateNo(r.candidate_no)}</span>}
        </div>
      ),
    },
  );
  if (editable) {
    columns.push({
      title: t('list.actions'),
      key: 'actions',
      render: (r) => (
        <span className="school-row-actions">
          <button
            type="button"
            className="school-icon-button"
            aria-label={t('list.edit', { n: r.row_no })}
            title={t('list.edit', { n: r.row_no })}
            onClick={() => onEdit(r)}
          >
            <EditMark />
          </button>
          <button
            type="button"
            className="school-icon-button school-icon-danger"
            aria-label={t('list.delete', { n: r.row_no })}
            title={t('list.delete', { n: r.row_no })}
            onClick={() => onDelete(r)}
          >
            <DeleteMark />
          </button>
        </span>
      ),
    });
  }
  return (
    <div className="school-table-region" role="region" aria-label={t('list.tableLabel')} tabIndex={0}>
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.row_id} pageSizes={PAGE_SIZES} pageSize={50} />
    </div>
  );
}
