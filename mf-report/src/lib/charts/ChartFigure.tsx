// A chart with its caption, legend and table. The drawing (visx) loads lazily into a box of its final
// size when the box comes near the screen, so the report's first view does not wait for it and nothing
// moves when it arrives. The table is always there for screen readers and print; a button shows it on
// screen too, in a region of its own that scrolls sideways on a phone.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';
import { ChartTable } from './ChartTable';
import {
  CHART_WIDTH,
  SERIES_COLOURS,
  axisMax,
  chartHeight,
  presentSeries,
  type ChartRow,
  type ChartSeries,
} from './chartData';
import { useNearScreen } from './useNearScreen';
import './charts.css';

const GroupedBarChart = lazy(() => import('./GroupedBarChart'));

interface Props {
  caption: string;
  /** Header of the table's first column (what a row is: a question type, a level, a score range). */
  categoryHeader: string;
  series: ChartSeries[];
  rows: ChartRow[];
  /** Values are percent of full marks (axis to 100%), else shares whose axis fits the largest. */
  fullMarks?: boolean;
}

export function ChartFigure({ caption, categoryHeader, series, rows, fullMarks = true }: Props) {
  const { t } = useTranslation('report');
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const box = useNearScreen<HTMLDivElement>();
  const shown = presentSeries(series, rows);
  const height = chartHeight(rows.length, shown.length);
  return (
    <figure className="chart-figure" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="chart-caption">
        {caption}
      </figcaption>
      <ul className="chart-legend" aria-hidden="true">
        {shown.map((s) => (
          <li key={s.key}>
            <span className="chart-swatch" style={{ background: SERIES_COLOURS[s.key] }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box.ref} className="chart-box" style={{ aspectRatio: `${CHART_WIDTH} / ${height}` }}>
        {box.near && (
          <Suspense fallback={null}>
            <GroupedBarChart rows={rows} series={shown} max={axisMax(rows, fullMarks)} />
          </Suspense>
        )}
      </div>
      <Button
        className="chart-toggle no-print button-link"
        aria-pressed={tableShown}
        onClick={() => setTableShown((shownNow) => !shownNow)}
      >
        {t('charts.showTable')}
      </Button>
      {/* The table scrolls sideways in its own region when it is wider than a phone; collapsed, the region
          is off screen (and not a focus stop) so nothing of it widens the page. */}
      <div
        className={tableShown ? 'report-table-region' : 'chart-table-collapsed'}
        role="region"
        aria-label={t('charts.tableLabel', { caption })}
        tabIndex={tableShown ? 0 : undefined}
      >
        <ChartTable
          id={`${id}-table`}
          caption={caption}
          categoryHeader={categoryHeader}
          series={shown}
          rows={rows}
          className="chart-table"
        />
      </div>
    </figure>
  );
}
