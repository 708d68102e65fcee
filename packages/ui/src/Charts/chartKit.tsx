// The small toolkit behind Balance's charts: scales, ticks, formats, container width and the
// accessible figure (caption + data table alternative). Hand-rolled SVG, no chart library.
import { formatCurrency, formatNumber, formatPercent } from '@balance/domain';
import { Table2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button';
import styles from './Charts.module.css';

export type ValueFormat = 'number' | 'currency' | 'percent';

export type ChartDatum = { label: string; value: number };

/** Categorical palette; each colour has at least 3:1 contrast on white (WCAG 1.4.11). */
export const CHART_COLORS = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be185d',
  '#4d7c0f',
  '#0369a1',
  '#9f1239',
  '#57534e',
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];
}

/** A full value for tables and tooltips. */
export function formatValue(value: number | null | undefined, format: ValueFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (format === 'currency') return formatCurrency(value);
  if (format === 'percent') return formatPercent(value);
  return formatNumber(value);
}

/** A compact value for axis ticks: $12k, $1.2M, 45%, 3.5k. */
export function formatTick(value: number, format: ValueFormat): string {
  if (format === 'percent') return `${Number(value.toFixed(1))}%`;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const prefix = format === 'currency' ? '$' : '';
  const compact = (n: number) => String(Number(n.toFixed(1)));
  if (abs >= 1_000_000) return `${sign}${prefix}${compact(abs / 1_000_000)}M`;
  if (abs >= 1_000) return `${sign}${prefix}${compact(abs / 1_000)}k`;
  return `${sign}${prefix}${compact(abs)}`;
}

/** "Nice" tick values covering [min, max] (1, 2, 2.5, 5 × 10^n steps), always including 0 when in range. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    if (min === 0) return [0, 1];
    [min, max] = min > 0 ? [0, min] : [min, 0];
  }
  const rawStep = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rawStep) ?? 10) * magnitude;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** A linear scale from [d0, d1] to [r0, r1]. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Shortens a label to roughly fit `maxWidth` px at the axis font size. */
export function fitLabel(label: string, maxWidth: number, charWidth = 6.2): string {
  const max = Math.max(1, Math.floor(maxWidth / charWidth));
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}

/**
 * Width of an element, kept up to date with a ResizeObserver; 0 (nothing drawn) until it has one.
 * `fallback` only where there is no ResizeObserver: a guessed width drawn in a narrow column would
 * spill out of it until the first report.
 */
export function useContainerWidth(fallback = 600): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      setWidth(measured > 0 ? measured : fallback);
      return;
    }
    if (measured > 0) setWidth(measured);
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width];
}

export type DataTable = {
  /** Header cells: the category column first, then one per series. */
  head: string[];
  rows: string[][];
};

export type ChartFigureProps = {
  title: string;
  /** One or two sentences that say what the chart shows (read by everyone, not only screen readers). */
  summary?: string;
  height: number;
  table: DataTable;
  legend?: ReactNode;
  isEmpty?: boolean;
  /** Renders the SVG for the measured width. */
  children: (width: number) => ReactNode;
};

/**
 * A chart in a <figure>: caption (title + summary), the SVG (hidden from assistive technology) and a
 * data table that screen readers always get and anyone can show with the "Show data" toggle.
 */
export function ChartFigure({
  title,
  summary,
  height,
  table,
  legend,
  isEmpty = false,
  children,
}: ChartFigureProps) {
  const [ref, width] = useContainerWidth();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span className={styles.captionText}>
          <span className={styles.title} id={titleId}>
            {title}
          </span>
          {summary && <span className={styles.summary}>{summary}</span>}
        </span>
        {!isEmpty && (
          // Not printed: the printed page shows the chart (the toggle does nothing on paper).
          <span className={styles.toggle}>
            <Button
              size="sm"
              variant="ghost"
              icon={<Table2 size={16} aria-hidden />}
              aria-expanded={showTable}
              aria-controls={tableId}
              onPress={() => setShowTable((shown) => !shown)}
            >
              {showTable ? 'Hide data' : 'Show data'}
            </Button>
          </span>
        )}
      </figcaption>
      {isEmpty ? (
        <p className={styles.empty} style={{ minHeight: height }}>
          No data to chart.
        </p>
      ) : (
        <>
          <div ref={ref} className={styles.plot} style={{ height }}>
            {width > 0 && children(width)}
          </div>
          {legend}
          <div id={tableId} className={showTable ? styles.tableWrap : 'visually-hidden'}>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}: data</caption>
              <thead>
                <tr>
                  {table.head.map((cell, index) => (
                    <th key={index} scope="col" data-numeric={index > 0 || undefined}>
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} data-numeric>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

export type LegendItem = {
  label: string;
  color: string;
  detail?: string;
  /** `box` for areas (bars, slices), `line` / `dashed` for line series. */
  shape?: 'box' | 'line' | 'dashed';
};

export function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul className={styles.legend} aria-hidden>
      {items.map((item, index) => (
        <li key={index} className={styles.legendItem}>
          <svg width="18" height="10" className={styles.swatch}>
            {item.shape === 'line' || item.shape === 'dashed' ? (
              <line
                x1="1"
                y1="5"
                x2="17"
                y2="5"
                stroke={item.color}
                strokeWidth="2.5"
                strokeDasharray={item.shape === 'dashed' ? '4 3' : undefined}
              />
            ) : (
              <rect x="2" y="0" width="14" height="10" rx="2" fill={item.color} />
            )}
          </svg>
          <span className={styles.legendLabel}>{item.label}</span>
          {item.detail && <span className={styles.legendDetail}>{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

export type YAxisProps = {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: ValueFormat;
};

/** Horizontal grid lines with their tick labels at the left edge. */
export function YAxis({ ticks, y, left, right, format }: YAxisProps) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={Math.round(y(tick)) + 0.5}
            y2={Math.round(y(tick)) + 0.5}
            className={tick === 0 ? styles.zeroLine : styles.gridLine}
          />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.axisText}>
            {formatTick(tick, format)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Left margin wide enough for the longest tick label. */
export function axisMargin(ticks: number[], format: ValueFormat): number {
  const longest = Math.max(...ticks.map((tick) => formatTick(tick, format).length));
  return Math.ceil(longest * 6.6) + 14;
}
