// Reports: ReportView (filters, table, totals, CSV, print), KpiCard and charts.
//
// Charts: hand-rolled SVG (Charts/chartKit.tsx: linear scale, nice ticks, arc and line paths, about
// 300 lines), loaded lazily as one chunk through React.lazy + dynamic import (Charts/lazy.tsx).
// Why no chart library: the four charts we need are simple (bars, lines, a donut, a cap meter) and
// the hard parts are accessibility (figure, caption, data table alternative), determinism (no entry
// animations, fixed formats) and responsiveness (ResizeObserver), which every library leaves to us
// anyway. recharts (~100 kB gz with d3 parts and lodash) is far heavier than the value; uPlot draws
// on canvas and has no donut; @visx/shape + @visx/scale pulls d3-shape, d3-scale (with d3-array,
// d3-format, d3-time, d3-interpolate), lodash and classnames for what is ~100 lines of arithmetic
// here. Hand-rolled costs no dependency, and the lazy chunk stays a few kB gzipped.
export { ReportView, formatReportCell, downloadCsv } from './ReportView/ReportView';
export type { ReportViewProps } from './ReportView/ReportView';
export { toCsv, csvCell, sumColumns, csvFileName, isNumericColumn } from './ReportView/csv';
export type { ReportColumn, ReportColumnType, ReportRow, ReportCellValue } from './ReportView/csv';
export { FilterSelect } from './ReportView/ReportFilters';
export type { FilterOption, FilterSelectProps } from './ReportView/ReportFilters';
export { KpiCard } from './KpiCard/KpiCard';
export type { KpiCardProps, KpiDelta, KpiTrend, KpiTone } from './KpiCard/KpiCard';
// Lazy wrappers: importing these does not load the chart code.
export { BarChart, LineChart, DonutChart, ChartSkeleton, ChartLoadError, preloadCharts } from './Charts/lazy';
export type { BarChartProps } from './Charts/BarChart';
export type { LineChartProps, LineSeries } from './Charts/LineChart';
export type { DonutChartProps } from './Charts/DonutChart';
export type { ChartDatum, ValueFormat } from './Charts/chartKit';
export { CapProgress } from './Charts/CapProgress';
export type { CapProgressProps } from './Charts/CapProgress';
