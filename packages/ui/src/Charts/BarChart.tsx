import {
  axisMargin,
  ChartFigure,
  chartColor,
  fitLabel,
  formatValue,
  linearScale,
  niceTicks,
  YAxis,
  type ChartDatum,
  type ValueFormat,
} from './chartKit';
import styles from './Charts.module.css';

export type BarChartProps = {
  title: string;
  summary?: string;
  data: ChartDatum[];
  valueFormat?: ValueFormat;
  /** Header of the value column in the data table. */
  valueLabel?: string;
  /** Header of the category column in the data table. */
  categoryLabel?: string;
  height?: number;
  color?: string;
};

export function describeExtremes(data: ChartDatum[], format: ValueFormat): string {
  if (data.length === 0) return '';
  const highest = data.reduce((best, datum) => (datum.value > best.value ? datum : best));
  const lowest = data.reduce((best, datum) => (datum.value < best.value ? datum : best));
  return `Highest: ${highest.label} (${formatValue(highest.value, format)}). Lowest: ${lowest.label} (${formatValue(lowest.value, format)}).`;
}

/** Vertical bars, one per category. */
export function BarChart({
  title,
  summary,
  data,
  valueFormat = 'number',
  valueLabel = 'Value',
  categoryLabel = 'Category',
  height = 240,
  color = chartColor(0),
}: BarChartProps) {
  const values = data.map((datum) => datum.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const table = {
    head: [categoryLabel, valueLabel],
    rows: data.map((datum) => [datum.label, formatValue(datum.value, valueFormat)]),
  };
  return (
    <ChartFigure
      title={title}
      summary={summary ?? describeExtremes(data, valueFormat)}
      height={height}
      table={table}
      isEmpty={data.length === 0}
    >
      {(width) => {
        const top = 10;
        const bottom = 26;
        const left = axisMargin(ticks, valueFormat);
        const right = width - 8;
        const y = linearScale(ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1, height - bottom, top);
        const step = (right - left) / Math.max(1, data.length);
        const barWidth = Math.min(48, Math.max(2, step * 0.64));
        const labelEvery = Math.max(1, Math.ceil(44 / step));
        const zero = y(0);
        return (
          <svg width={width} height={height} className={styles.svg} aria-hidden data-chart>
            <YAxis ticks={ticks} y={y} left={left} right={right} format={valueFormat} />
            {data.map((datum, index) => {
              const center = left + step * index + step / 2;
              const valueY = y(datum.value);
              return (
                <g key={index}>
                  <rect
                    x={center - barWidth / 2}
                    y={Math.min(valueY, zero)}
                    width={barWidth}
                    height={Math.max(1, Math.abs(zero - valueY))}
                    rx={2}
                    fill={color}
                  />
                  {index % labelEvery === 0 && (
                    <text x={center} y={height - 8} textAnchor="middle" className={styles.axisText}>
                      {fitLabel(datum.label, step * labelEvery - 4)}
                    </text>
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
