import { ChartFigure, chartColor, formatValue, Legend, type ChartDatum, type ValueFormat } from './chartKit';
import styles from './Charts.module.css';

export type DonutChartProps = {
  title: string;
  summary?: string;
  data: ChartDatum[];
  valueFormat?: ValueFormat;
  categoryLabel?: string;
  valueLabel?: string;
  /** Text under the total in the hole (e.g. "Total"). */
  centerLabel?: string;
  height?: number;
};

const TAU = Math.PI * 2;

function point(cx: number, cy: number, radius: number, angle: number): string {
  return `${(cx + radius * Math.sin(angle)).toFixed(2)},${(cy - radius * Math.cos(angle)).toFixed(2)}`;
}

/** The SVG path of a ring segment from angle a0 to a1 (radians, clockwise from 12 o'clock). */
export function arcPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  a0: number,
  a1: number,
): string {
  if (a1 - a0 >= TAU - 1e-9) {
    // A full ring: two half arcs per circle, the hole cut out with the even-odd rule.
    const mid = a0 + Math.PI;
    return (
      `M${point(cx, cy, outer, a0)}A${outer},${outer} 0 1 1 ${point(cx, cy, outer, mid)}` +
      `A${outer},${outer} 0 1 1 ${point(cx, cy, outer, a0)}Z` +
      `M${point(cx, cy, inner, a0)}A${inner},${inner} 0 1 0 ${point(cx, cy, inner, mid)}` +
      `A${inner},${inner} 0 1 0 ${point(cx, cy, inner, a0)}Z`
    );
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return (
    `M${point(cx, cy, outer, a0)}A${outer},${outer} 0 ${large} 1 ${point(cx, cy, outer, a1)}` +
    `L${point(cx, cy, inner, a1)}A${inner},${inner} 0 ${large} 0 ${point(cx, cy, inner, a0)}Z`
  );
}

function percentOf(value: number, total: number): string {
  return total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '0%';
}

/** Shares of a whole as a ring, with the total in the hole and a legend with values and shares. */
export function DonutChart({
  title,
  summary,
  data,
  valueFormat = 'number',
  categoryLabel = 'Category',
  valueLabel = 'Value',
  centerLabel = 'Total',
  height = 220,
}: DonutChartProps) {
  const slices = data.filter((datum) => datum.value > 0);
  const total = slices.reduce((sum, datum) => sum + datum.value, 0);
  const table = {
    head: [categoryLabel, valueLabel, 'Share'],
    rows: data.map((datum) => [
      datum.label,
      formatValue(datum.value, valueFormat),
      percentOf(Math.max(0, datum.value), total),
    ]),
  };
  const legend = (
    <Legend
      items={data.map((datum, index) => ({
        label: datum.label,
        color: chartColor(index),
        detail: `${formatValue(datum.value, valueFormat)} · ${percentOf(Math.max(0, datum.value), total)}`,
      }))}
    />
  );
  return (
    <ChartFigure
      title={title}
      summary={summary}
      height={height}
      table={table}
      legend={legend}
      isEmpty={total <= 0}
    >
      {(width) => {
        const outer = Math.max(10, Math.min(height, width) / 2 - 4);
        const inner = outer * 0.62;
        const cx = width / 2;
        const cy = height / 2;
        let angle = 0;
        return (
          <svg width={width} height={height} className={styles.svg} aria-hidden data-chart>
            {data.map((datum, index) => {
              if (datum.value <= 0) return null;
              const a0 = angle;
              angle += (datum.value / total) * TAU;
              return (
                <path
                  key={index}
                  d={arcPath(cx, cy, outer, inner, a0, angle)}
                  fill={chartColor(index)}
                  fillRule="evenodd"
                  stroke="#ffffff"
                  strokeWidth={slices.length > 1 ? 1.5 : 0}
                />
              );
            })}
            <text x={cx} y={cy - 4} textAnchor="middle" className={styles.donutTotal}>
              {formatValue(total, valueFormat)}
            </text>
            <text x={cx} y={cy + 14} textAnchor="middle" className={styles.axisText}>
              {centerLabel}
            </text>
          </svg>
        );
      }}
    </ChartFigure>
  );
}
