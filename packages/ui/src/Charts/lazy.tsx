// Lazy entry points of the charts: the chart code is fetched the first time a chart renders, so
// pages without charts never pay for it. Until then a same-sized placeholder holds the space.
import { lazy, Suspense } from 'react';
import type { BarChartProps } from './BarChart';
import type { DonutChartProps } from './DonutChart';
import type { LineChartProps } from './LineChart';
import styles from './Charts.module.css';

const loadCharts = () => import('./ChartsImpl');

/** Starts fetching the chart code early (e.g. when a report route is hovered). */
export function preloadCharts(): Promise<unknown> {
  return loadCharts();
}

const LazyBarChart = lazy(() => loadCharts().then((module) => ({ default: module.BarChart })));
const LazyLineChart = lazy(() => loadCharts().then((module) => ({ default: module.LineChart })));
const LazyDonutChart = lazy(() => loadCharts().then((module) => ({ default: module.DonutChart })));

export function ChartSkeleton({ title, height }: { title: string; height: number }) {
  return (
    <div className={styles.skeleton} role="status">
      <span className={styles.skeletonTitle} aria-hidden />
      <span className={styles.skeletonPlot} style={{ height }} aria-hidden />
      <span className="visually-hidden">Loading chart: {title}</span>
    </div>
  );
}

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 240} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 240} />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 220} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
