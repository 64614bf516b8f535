// The bars of a chart, drawn with visx as SVG (sharp in print): one row per category, its label above
// a bar per series, each bar's value at its end, a percent axis below. Loaded lazily (ChartFigure).
// The figure's table carries the same numbers for screen readers, so the drawing is hidden from them.
// Labels are plain SVG text: visx's Text measures every word (a forced layout each) to wrap lines, and
// these labels never wrap.
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatPercent } from '../format';
import {
  CHART_WIDTH,
  LAYOUT,
  SERIES_COLOURS,
  chartHeight,
  rowHeight,
  type ChartRow,
  type ChartSeries,
} from './chartData';

interface Props {
  rows: ChartRow[];
  series: ChartSeries[];
  max: number;
}

export default function GroupedBarChart({ rows, series, max }: Props) {
  const height = chartHeight(rows.length, series.length);
  const plotWidth = CHART_WIDTH - LAYOUT.left - LAYOUT.valueRoom;
  const x = scaleLinear<number>({ domain: [0, max], range: [0, plotWidth], clamp: true });
  const each = rowHeight(series.length);
  return (
    <svg
      className="bar-chart"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      aria-hidden="true"
      focusable="false"
    >
      <Group top={LAYOUT.top} left={LAYOUT.left}>
        {rows.map((row, i) => (
          <Group key={row.key} top={i * each}>
            <text y={LAYOUT.label - 5} fontSize={13} fill="#1f1f1f">
              {row.label}
            </text>
            {series.map((s, j) => {
              const value = row.values[s.key] ?? null;
              const y = LAYOUT.label + j * (LAYOUT.bar + LAYOUT.barGap);
              return (
                <g key={s.key}>
                  {value !== null && (
                    <Bar x={0} y={y} width={x(value)} height={LAYOUT.bar} fill={SERIES_COLOURS[s.key]} />
                  )}
                  <text x={x(value ?? 0) + 4} y={y + LAYOUT.bar - 2} fontSize={11} fill="#434343">
                    {formatPercent(value)}
                  </text>
                </g>
              );
            })}
          </Group>
        ))}
        <AxisBottom
          top={rows.length * each}
          scale={x}
          numTicks={5}
          tickFormat={(v) => `${Number(v)}%`}
          stroke="#8c8c8c"
          tickStroke="#8c8c8c"
          // visx's own tick label is its measuring Text; this one sits where that one did: visx puts y a
          // font size below the tick, and its label's baseline a quarter em lower.
          tickComponent={({ x: tickX, y: tickY, formattedValue }) => (
            <text x={tickX} y={tickY} dy="0.25em" fontSize={11} fill="#595959" textAnchor="middle">
              {formattedValue}
            </text>
          )}
        />
      </Group>
    </svg>
  );
}
