// The numbers of a chart as a table: what screen readers read and what stays exact in print.
import { formatPercent } from '../format';
import type { ChartRow, ChartSeries } from './chartData';

interface Props {
  id: string;
  caption: string;
  categoryHeader: string;
  series: ChartSeries[];
  rows: ChartRow[];
  className: string;
}

export function ChartTable({ id, caption, categoryHeader, series, rows, className }: Props) {
  return (
    <table id={id} className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {series.map((s) => (
              <td key={s.key}>{formatPercent(row.values[s.key] ?? null)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
