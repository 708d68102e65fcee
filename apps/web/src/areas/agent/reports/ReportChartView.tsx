import type { ReportData } from '@balance/api-client';
import { monthLabel } from '../common/format';
import type { ReportChartKind } from '@balance/domain';
import { BarChart, DonutChart, formatReportCell, LineChart, type ValueFormat } from '@balance/ui';

/** Each kind's plot height: the chart and the placeholder that holds its place while loading. */
export const CHART_HEIGHTS: Record<ReportChartKind, number> = { bar: 240, line: 240, pie: 220 };

type ReportChartViewProps = { report: ReportData };

function valueFormatOf(report: ReportData, key: string): ValueFormat {
  const type = report.columns.find((column) => column.key === key)?.type;
  return type === 'currency' ? 'currency' : type === 'percent' ? 'percent' : 'number';
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The chart a report asks for (bar, line or pie), drawn from its own rows. */
export function ReportChartView({ report }: ReportChartViewProps) {
  const chart = report.chart;
  if (!chart || chart.series.length === 0 || report.rows.length === 0) return null;
  const xColumn = report.columns.find((column) => column.key === chart.xKey);
  const labels = report.rows.map((row) => {
    const text = formatReportCell(row[chart.xKey] ?? null, xColumn?.type ?? 'text');
    return /^\d{4}-\d{2}$/.test(text) ? monthLabel(text) : text;
  });
  const first = chart.series[0];
  if (!first) return null;
  const format = valueFormatOf(report, first.key);
  const categoryLabel = xColumn?.label ?? 'Category';

  if (chart.type === 'line' || (chart.type === 'bar' && chart.series.length > 1)) {
    return (
      <LineChart
        title={chart.series.map((series) => series.label).join(' and ')}
        categories={labels}
        series={chart.series.map((series) => ({
          id: series.key,
          label: series.label,
          values: report.rows.map((row) => numberOf(row[series.key])),
        }))}
        valueFormat={format}
        categoryLabel={categoryLabel}
        height={CHART_HEIGHTS.line}
      />
    );
  }
  const data = report.rows.map((row, index) => ({
    label: labels[index] || '—',
    value: numberOf(row[first.key]),
  }));
  if (chart.type === 'pie') {
    return (
      <DonutChart
        title={`${first.label} by ${categoryLabel.toLowerCase()}`}
        data={data.filter((datum) => datum.value > 0)}
        valueFormat={format}
        categoryLabel={categoryLabel}
        valueLabel={first.label}
        height={CHART_HEIGHTS.pie}
      />
    );
  }
  return (
    <BarChart
      title={`${first.label} by ${categoryLabel.toLowerCase()}`}
      data={data}
      valueFormat={format}
      categoryLabel={categoryLabel}
      valueLabel={first.label}
      height={CHART_HEIGHTS.bar}
    />
  );
}
