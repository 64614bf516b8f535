import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** Orders two rows ascending; a column with it can be sorted from its header. */
  compare?: (a: T, b: T) => number;
  /** Only on a wide screen (576 px and up, and print) or only on a phone. */
  screen?: 'wide' | 'phone';
}

type Direction = 'ascending' | 'descending';
interface Sort {
  key: string;
  direction: Direction;
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The page sizes the reader may pick from; every row at once without them. */
  pageSizes?: readonly number[];
  /** The first page size (the smallest of `pageSizes` unless told). */
  pageSize?: number;
}

/** Ascending, descending, then the order the rows came in (as antd's tables do). */
const nextSort = (sort: Sort | null, key: string): Sort | null => {
  if (sort?.key !== key) return { key, direction: 'ascending' };
  return sort.direction === 'ascending' ? { key, direction: 'descending' } : null;
};

const cellClass = (column: Pick<Column<never>, 'align' | 'screen'>) =>
  [column.align === 'right' && 'align-right', column.screen && `screen-${column.screen}`].filter(Boolean).join(' ') ||
  undefined;

/**
 * A table in plain HTML: columns sorted from their header buttons (`aria-sort` tells screen readers
 * which), rows in pages with a pager below. Put it in a focusable, labelled scroll region when it can be
 * wider than a phone. For pages without antd; it draws hundreds of rows at once without a long task.
 */
export function DataTable<T>({ rows, columns, rowKey, pageSizes, pageSize: firstPageSize }: Props<T>) {
  const [sort, setSort] = useState<Sort | null>(null);
  const [pageSize, setPageSize] = useState(pageSizes ? (firstPageSize ?? Math.min(...pageSizes)) : Infinity);
  const [pageWanted, setPage] = useState(1);

  const compare = columns.find((column) => column.key === sort?.key)?.compare;
  const sorted =
    sort && compare ? [...rows].sort((a, b) => (sort.direction === 'ascending' ? compare(a, b) : compare(b, a))) : rows;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // A search that leaves fewer rows keeps the reader on a page that exists.
  const page = Math.min(pageWanted, pageCount);
  const shown = pageSizes ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;

  return (
    <>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" className={cellClass(column)} aria-sort={direction}>
                  {column.compare ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => {
                        setSort(nextSort(sort, column.key));
                        setPage(1);
                      }}
                    >
                      {column.title}
                      <span className={`sort-mark${direction ? ` sort-${direction}` : ''}`} aria-hidden="true" />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pageSizes && (
        <Pager
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizes={pageSizes}
          total={rows.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </>
  );
}

interface PagerProps {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

function Pager({ page, pageCount, pageSize, pageSizes, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('common');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pager no-print" aria-label={t('table.pages')}>
      <Button className="button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.previous')}
      </Button>
      <span className="pager-status" aria-live="polite">
        {t('table.status', { page, pageCount, from, to, total })}
      </span>
      <Button className="button-small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </Button>
      <label className="pager-size">
        {t('table.pageSize')}
        <select className="select" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
