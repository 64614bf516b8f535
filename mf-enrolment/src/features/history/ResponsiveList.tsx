// A list that is a table on a desktop (inside a named, focusable ScrollRegion, for when it is wider than the
// screen) and one card per row on a phone (< 576 px), every field labelled. Both are rendered and CSS shows
// one (enrolment.css): the page is pre-rendered without a window to measure.
import type { ReactNode } from 'react';
import { ScrollRegion } from '@mockexam/ui';

export interface ListColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

interface Props<T> {
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  /** Names the table's scrolling region and the list of cards. */
  label: string;
  testId?: string;
}

export function ResponsiveList<T extends object>({ rows, columns, rowKey, label, testId }: Props<T>) {
  return (
    <div className="responsive-list" data-testid={testId}>
      <ScrollRegion label={label} className="responsive-list-table">
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.align === 'right' ? 'align-right' : undefined}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.align === 'right' ? 'align-right' : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ul className="responsive-list-cards" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="list-card">
            <dl>
              {columns.map((column) => (
                <div key={column.key} className="list-card-field">
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
