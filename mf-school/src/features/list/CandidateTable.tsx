// The list as an antd table: row number, class, name, student number, language version, candidate
// number (two groups of four) and account; bad cells flagged; paginated so 2,000 rows stay fast; in a
// focusable, labelled region; on a phone one column holds the whole student.
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { SchoolCandidateRow } from '@mockexam/contracts';
import { LANGUAGE_VERSION_LABELS } from '@mockexam/contracts/schoolSheet';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { CellWithError } from './CellWithError';

interface Props {
  rows: SchoolCandidateRow[];
  /** No edit or delete once registration has closed. */
  editable: boolean;
  selectedIds: number[];
  onSelect: ((ids: number[]) => void) | null;
  onEdit: (row: SchoolCandidateRow) => void;
  onDelete: (row: SchoolCandidateRow) => void;
  deleting: boolean;
}

export function CandidateTable({ rows, editable, selectedIds, onSelect, onEdit, onDelete, deleting }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const languageText = (value: string) => {
    const label = LANGUAGE_VERSION_LABELS[value as keyof typeof LANGUAGE_VERSION_LABELS];
    return label ? textIn(label, locale) : value;
  };
  const cell = (field: string, show: (row: SchoolCandidateRow) => string) => (_: unknown, row: SchoolCandidateRow) => (
    <CellWithError rowNo={row.row_no} error={row.errors[field]}>
      {show(row)}
    </CellWithError>
  );
  // On a phone (antd's xs, below 576 px) one column holds the whole student, each field with its own error
  // icon, so nothing a teacher must fix sits off screen; wider screens get a column per field.
  const columns: ColumnsType<SchoolCandidateRow> = [
    { title: t('list.rowNo'), key: 'row_no', width: 56, render: cell('row', (r) => String(r.row_no)) },
    { title: t('list.class'), key: 'class', responsive: ['sm'], render: cell('class', (r) => r.class) },
    { title: t('list.name'), key: 'name', responsive: ['sm'], render: cell('name', (r) => r.name) },
    {
      title: t('list.studentNo'),
      key: 'student_no',
      responsive: ['sm'],
      render: cell('student_no', (r) => r.student_no),
    },
    {
      title: t('list.language'),
      key: 'language_version',
      responsive: ['sm'],
      render: cell('language_version', (r) => languageText(r.language_version)),
    },
    {
      title: t('list.candidateNo'),
      key: 'candidate_no',
      responsive: ['sm'],
      render: (_, r) => (r.candidate_no ? formatCandidateNo(r.candidate_no) : '—'),
    },
    { title: t('list.account'), key: 'account', responsive: ['sm'], render: (_, r) => r.account ?? '—' },
    {
      title: t('list.student'),
      key: 'student',
      responsive: ['xs'],
      render: (_, r) => (
        <div className="school-student-cell">
          <strong>{cell('name', (row) => row.name || '—')(null, r)}</strong>
          <span>
            {t('list.class')} {cell('class', (row) => row.class || '—')(null, r)}
          </span>
          <span>
            {t('list.studentNo')} {cell('student_no', (row) => row.student_no || '—')(null, r)}
          </span>
          <span>{cell('language_version', (row) => languageText(row.language_version) || '—')(null, r)}</span>
          {r.candidate_no && <span>{formatCandidateNo(r.candidate_no)}</span>}
        </div>
      ),
    },
  ];
  if (editable) {
    columns.push({
      title: t('list.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('list.edit', { n: r.row_no })}
            onClick={() => onEdit(r)}
          />
          <Popconfirm
            title={t('list.deleteConfirm', { n: r.row_no, name: r.name })}
            okText={t('list.deleteOk')}
            cancelText={t('list.cancel')}
            okButtonProps={{ danger: true, loading: deleting }}
            onConfirm={() => onDelete(r)}
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('list.delete', { n: r.row_no })} />
          </Popconfirm>
        </Space>
      ),
    });
  }
  return (
    <div className="school-table-region" role="region" aria-label={t('list.tableLabel')} tabIndex={0}>
      <Table<SchoolCandidateRow>
        size="small"
        rowKey="row_id"
        dataSource={rows}
        columns={columns}
        rowClassName={(r) => (Object.keys(r.errors).length > 0 ? 'school-row-error' : '')}
        pagination={{ defaultPageSize: 50, pageSizeOptions: [20, 50, 100, 200], showSizeChanger: true }}
        rowSelection={
          onSelect
            ? {
                selectedRowKeys: selectedIds,
                onChange: (keys) => onSelect(keys as number[]),
                getTitleCheckboxProps: () => ({ 'aria-label': t('list.selectAll') }),
                getCheckboxProps: (r) => ({ 'aria-label': t('list.selectRow', { n: r.row_no }) }),
              }
            : undefined
        }
      />
    </div>
  );
}
