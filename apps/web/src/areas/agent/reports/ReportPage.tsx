import { CONTRACT_FILTERS, CONTRACT_SIDES, type ContractFilter, type ReportSlug } from '@balance/domain';
import type { ContractSideFilter } from './ReportFilters';
import { useSearchParams } from 'wouter';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { errorText } from '../common/format';
import { useNow } from '../common/now';
import { parseYear } from '../common/queryParams';
import { REPORT_META } from './reportMeta';
import { ReportPageView, type ReportFilterValues } from './ReportPageView';

function parseContractFilter(value: string | null): ContractFilter {
  return (CONTRACT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ContractFilter) : 'SELECT';
}

function parseSide(value: string | null): ContractSideFilter {
  return (CONTRACT_SIDES as readonly string[]).includes(value ?? '') ? (value as ContractSideFilter) : 'ALL';
}

/** Reads a report's filters from the URL (?year=&contract=&side=). */
export function filtersFromParams(params: URLSearchParams, now: Date): ReportFilterValues {
  return {
    year: parseYear(params.get('year'), now),
    contractFilter: parseContractFilter(params.get('contract')),
    side: parseSide(params.get('side')),
  };
}

export function filtersToParams(filters: ReportFilterValues, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.year !== now.getFullYear()) params.set('year', String(filters.year));
  if (filters.contractFilter !== 'SELECT') params.set('contract', filters.contractFilter);
  if (filters.side !== 'ALL') params.set('side', filters.side);
  return params;
}

/** /agent-ez/reports/{slug} (every slug but index): GET /reports/agent/{slug} with its filters. */
export function ReportPage({ slug, title }: { slug: ReportSlug; title?: string }) {
  const api = useAgentApi();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, now);
  const applies = new Set(REPORT_META[slug].filters);
  const query = {
    year: filters.year,
    ...(applies.has('contract') && filters.contractFilter !== 'SELECT'
      ? { contractFilter: filters.contractFilter }
      : {}),
    ...(applies.has('side') && filters.side !== 'ALL' ? { side: filters.side } : {}),
  };
  const report = useApiQuery(['agent-report', slug, query], (signal) => api.report(slug, query, signal));
  return (
    <ReportPageView
      slug={slug}
      title={title}
      filters={filters}
      onFiltersChange={(next) => setParams(filtersToParams(next, now), { replace: true })}
      now={now}
      report={report.data?.slug === slug ? report.data : null}
      isLoading={report.status === 'loading' || report.status === 'idle'}
      error={report.status === 'error' ? errorText(report.error) : null}
      onRetry={report.reload}
    />
  );
}
