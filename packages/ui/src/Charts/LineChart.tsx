import {
  axisMargin,
  ChartFigure,
  chartColor,
  fitLabel,
  formatValue,
  Legend,
  linearScale,
  niceTicks,
  YAxis,
  type LegendItem,
  type ValueFormat,
} from './chartKit';
import styles from './Charts.module.css';

export type LineSeries = {
  id: string;
  label: string;
  /** One value per category; null leaves a gap. */
  values: Array<number | null>;
};

export type LineChartProps = {
  title: string;
  summary?: string;
  /** The x axis: one label per point (e.g. months). */
  categories: string[];
  series: LineSeries[];
  valueFormat?: ValueFormat;
  categoryLabel?: string;
  height?: number;
};

/** Builds an SVG path through the points, starting a new segment after each gap. */
export function linePath(points: Array<[number, number] | null>): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point[0].toFixed(1)},${point[1].toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/** Lines over categories; series after the first are dashed so they differ by more than colour. */
export function LineChart({
  title,
  summary,
  categories,
  series,
  valueFormat = 'number',
  categoryLabel = 'Category',
  height = 240,
}: LineChartProps) {
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const table = {
    head: [categoryLabel, ...series.map((line) => line.label)],
    rows: categories.map((category, index) => [
      category,
      ...series.map((line) => formatValue(line.values[index], valueFormat)),
    ]),
  };
  const legend =
    series.length > 1 ? (
      <Legend
        // The return type makes TypeScript reject a misspelt key, which a bare object literal would not.
        items={series.map((line, index): LegendItem => ({
          label: line.label,
          color: chartColor(index),
          shape: index > 0 ? 'dashed' : 'line',
        }))}
      />
    ) : undefined;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      height={height}
      table={table}
      legend={legend}
      isEmpty={categories.length === 0 || values.length === 0}
    >
      {(width) => {
        const top = 10;
        const bottom = 26;
        const left = axisMargin(ticks, valueFormat);
        const right = width - 12;
        const y = linearScale(ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1, height - bottom, top);
        const step = categories.length > 1 ? (right - left - 16) / (categories.length - 1) : 0;
        const x = (index: number) => (categories.length > 1 ? left + 8 + step * index : (left + right) / 2);
        const labelEvery = Math.max(1, Math.ceil(44 / Math.max(1, step)));
        const isLast = (index: number) => categories.length > 1 && index === categories.length - 1;
        return (
          <svg width={width} height={height} className={styles.svg} aria-hidden data-chart>
            <YAxis ticks={ticks} y={y} left={left} right={right} format={valueFormat} />
            {categories.map((category, index) => {
              if (index % labelEvery !== 0) return null;
              const label = fitLabel(category, Math.max(step * labelEvery - 4, 40));
              // A last label that would run past the right edge ends at the edge instead of being cut
              // off (about 3.4px per half character of the 11px axis text).
              const clipped = isLast(index) && x(index) + label.length * 3.4 > width - 2;
              return (
                <text
                  key={index}
                  x={clipped ? width - 2 : x(index)}
                  y={height - 8}
                  textAnchor={clipped ? 'end' : 'middle'}
                  className={styles.axisText}
                >
                  {label}
                </text>
              );
            })}
            {series.map((line, seriesIndex) => {
              const points = line.values.map((value, index): [number, number] | null =>
                value === null ? null : [x(index), y(value)],
              );
              const color = chartColor(seriesIndex);
              return (
                <g key={line.id}>
                  <path
                    d={linePath(points)}
                    fill="none"
                    stroke={color}
                    strokeWidth={2.25}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    strokeDasharray={seriesIndex > 0 ? '6 4' : undefined}
                  />
                  {points.map((point, index) =>
                    point ? (
                      <circle
                        key={index}
                        cx={point[0]}
                        cy={point[1]}
                        r={3}
                        fill="#ffffff"
                        stroke={color}
                        strokeWidth={2}
                      />
                    ) : null,
                  )}
                </g>
              );
            })}
          </svg>
        );
      }}
    </ChartFigure>
  );
}
