import type { ReportData } from '@balance/api-client';
import { CONTRACT_FILTER_LABELS, REPORT_CHARTS, type ContractFilter, type ReportSlug } from '@balance/domain';
import { sideLabel } from '../common/format';
import { LoadFailed } from '../common/StateViews';
import { AgentLink } from '../common/navigation';
import { paths } from '../../../app/paths';
import { ChartSkeleton, ReportView } from '@balance/ui';
import {
  ContractFilterSelect,
  ContractSideSelect,
  YearSelect,
  type ContractSideFilter,
} from './ReportFilters';
import { REPORT_META } from './reportMeta';
import { CHART_HEIGHTS, ReportChartView } from './ReportChartView';
import styles from './Reports.module.css';

export type ReportFilterValues = {
  year: number;
  contractFilter: ContractFilter;
  side: ContractSideFilter;
};

export type ReportPageViewProps = {
  slug: ReportSlug;
  /** The title from the report list, when the report has not loaded yet. */
  title?: string;
  filters: ReportFilterValues;
  onFiltersChange: (next: ReportFilterValues) => void;
  now: Date;
  report: ReportData | null;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
};

/** One agent report: title, the filters that apply to it, chart, table with totals, CSV and print. */
export function ReportPageView({
  slug,
  title,
  filters,
  onFiltersChange,
  now,
  report,
  isLoading,
  error,
  onRetry,
}: ReportPageViewProps) {
  const meta = REPORT_META[slug];
  const shown = error ? null : report;
  const heading = shown?.title ?? title ?? meta.title;
  const applies = new Set(meta.filters);
  const chartKind = REPORT_CHARTS[slug];
  const filterControls =
    applies.size > 0 ? (
      <>
        {applies.has('year') && (
          <YearSelect
            now={now}
            value={filters.year}
            onChange={(year) => onFiltersChange({ ...filters, year })}
          />
        )}
        {applies.has('contract') && (
          <ContractFilterSelect
            value={filters.contractFilter}
            onChange={(contractFilter) => onFiltersChange({ ...filters, contractFilter })}
          />
        )}
        {applies.has('side') && (
          <ContractSideSelect
            value={filters.side}
            onChange={(side) => onFiltersChange({ ...filters, side })}
          />
        )}
      </>
    ) : undefined;
  return (
    <div className={styles.reportPage}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <AgentLink href={paths.agentReports.build()} className={styles.breadcrumbLink}>
          All reports
        </AgentLink>
      </nav>
      {error ? (
        // One notice for a failed load ('Something went wrong' with Retry and Dismiss, or the
        // permission message), with the title and filters kept so another year can be tried.
        <section className={styles.failedReport} aria-labelledby={`${slug}-report-title`}>
          <div>
            <h1 id={`${slug}-report-title`} className={styles.failedReportTitle}>
              {heading}
            </h1>
            <p className={styles.failedReportText}>{meta.description}</p>
          </div>
          {filterControls && (
            <div className={styles.failedReportFilters} role="group" aria-label="Report filters">
              {filterControls}
            </div>
          )}
          <LoadFailed title="The report could not be loaded." message={error} onRetry={onRetry} />
        </section>
      ) : (
        <ReportView
          headingLevel={1}
          title={heading}
          description={meta.description}
          fileName={`${slug}-${filters.year}.csv`}
          filters={filterControls}
          chart={shown ? <ReportChartView report={shown} /> : undefined}
          chartPlaceholder={
            chartKind ? <ChartSkeleton title={heading} height={CHART_HEIGHTS[chartKind]} /> : undefined
          }
          columns={shown?.columns ?? PLACEHOLDER_COLUMNS}
          rows={shown?.rows ?? []}
          totals={shown?.totals ?? null}
          isLoading={isLoading}
          emptyMessage={`Nothing in ${heading} for ${describeFilters(filters, applies)}.`}
        />
      )}
    </div>
  );
}

const PLACEHOLDER_COLUMNS = [
  { key: 'a', label: 'Date', type: 'date' as const },
  { key: 'b', label: 'Description', type: 'text' as const },
  { key: 'c', label: 'Amount', type: 'currency' as const },
];

function describeFilters(filters: ReportFilterValues, applies: Set<string>): string {
  const parts = [String(filters.year)];
  if (applies.has('contract') && filters.contractFilter !== 'SELECT')
    parts.push(CONTRACT_FILTER_LABELS[filters.contractFilter].toLowerCase());
  if (applies.has('side') && filters.side !== 'ALL') parts.push(`${sideLabel(filters.side)} side`);
  return parts.join(', ');
}
