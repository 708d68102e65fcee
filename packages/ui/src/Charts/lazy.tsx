// Lazy entry points of the charts: the chart code is fetched the first time a chart renders, so
// pages without charts never pay for it. Until then a same-sized placeholder holds the space.
import { Component, lazy, Suspense, type ReactNode } from 'react';
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

export function ChartSkeleton({
  title,
  height,
  pending = false,
}: {
  title: string;
  height: number;
  /** Set when this skeleton waits for the chart code (a Suspense fallback), not for data. */
  pending?: boolean;
}) {
  return (
    <div className={styles.skeleton} role="status" data-pending-chunk={pending || undefined}>
      {/* Title and summary lines as tall as the caption's text, so the chart replaces it in place. */}
      <span className={styles.skeletonCaption} aria-hidden>
        <span className={styles.skeletonTitle} />
        <span className={styles.skeletonSummary} />
      </span>
      <span className={styles.skeletonPlot} style={{ height }} aria-hidden />
      <span className="visually-hidden">Loading chart: {title}</span>
    </div>
  );
}

/** Shown in place of a chart whose code could not be loaded (e.g. offline after a deploy). */
export function ChartLoadError({ title, height }: { title: string; height: number }) {
  return (
    <div className={styles.loadError} role="alert" style={{ minHeight: height }}>
      <span className={styles.title}>{title}</span>
      <span>The chart could not be loaded. Reload the page to try again.</span>
    </div>
  );
}

type BoundaryProps = { title: string; height: number; children: ReactNode };

/** Catches a failed chart-code download so one chart never takes the whole page down. */
export class ChartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const { title, height, children } = this.props;
    if (this.state.failed) return <ChartLoadError title={title} height={height} />;
    return <Suspense fallback={<ChartSkeleton title={title} height={height} pending />}>{children}</Suspense>;
  }
}

export function BarChart(props: BarChartProps) {
  return (
    <ChartBoundary title={props.title} height={props.height ?? 240}>
      <LazyBarChart {...props} />
    </ChartBoundary>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <ChartBoundary title={props.title} height={props.height ?? 240}>
      <LazyLineChart {...props} />
    </ChartBoundary>
  );
}

export function DonutChart(props: DonutChartProps) {
  return (
    <ChartBoundary title={props.title} height={props.height ?? 220}>
      <LazyDonutChart {...props} />
    </ChartBoundary>
  );
}
