// Vitals → Agent Stats: each agent's closed production in a year (sides, volume, GCI, company dollar)
// and cap progress, for a company or one of its offices; sorted and paged by the server, exported
// to CSV with every page. The figures are the ones the agent's own reports show.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { formatPercent, yearChoices } from '@balance/domain';
import { DataGrid, IconButton, Pager, Select, useToast, type ColumnDef, type GridSort } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { readPagination, unwrap, type AppApiClient } from '../../../api/client';
import { useApi } from '../../../api/DataLayer';
import { useApiQuery } from '../../../api/useApiQuery';
import type { AgentStatsRow, AgentStatsSortKey } from '../../../api/types';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { downloadCsv, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, toCsv } from '../main/exportCsv';
import { CompanyPage } from './CompanyPages';
import styles from './manage.module.css';

export const AGENT_STATS_COLUMNS: ColumnDef<AgentStatsRow>[] = [
  { key: 'userId', header: 'Agent ID', align: 'end', width: 100 },
  { key: 'name', header: 'Name', width: 200, sortable: true },
  { key: 'officeNum', header: 'Office #', width: 100, sortable: true },
  { key: 'sides', header: 'Sides', align: 'end', format: 'number', width: 100, sortable: true },
  { key: 'volume', header: 'Volume', format: 'currency', width: 150, sortable: true },
  { key: 'gci', header: 'GCI', format: 'currency', width: 140, sortable: true },
  { key: 'companyDollar', header: 'Company Dollar', format: 'currency', width: 160, sortable: true },
  {
    key: 'capProgressPercent',
    header: 'Cap Progress',
    align: 'end',
    accessor: (row) => formatPercent(row.capProgressPercent),
    width: 140,
    sortable: true,
  },
];

type Filter = {
  companyId: number;
  officeId: number | null;
  year: number;
  sort: GridSort;
};

async function statsPage(
  api: AppApiClient,
  filter: Filter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  const reply = await api.GET('/agents/stats', {
    params: {
      query: {
        ...(filter.officeId === null ? { companyId: filter.companyId } : { officeId: filter.officeId }),
        year: filter.year,
        sortBy: filter.sort.column as AgentStatsSortKey,
        sortDir: filter.sort.direction === 'descending' ? 'desc' : 'asc',
        pageNumber: page,
        pageSize,
      },
    },
    signal,
  });
  // No agent at all is the contract's 404: an empty grid.
  if (reply.response.status === 404) return { rows: [], totalCount: 0 };
  const rows = unwrap(reply);
  return { rows, totalCount: readPagination(reply.response)?.totalCount ?? rows.length };
}

export function AgentStatsPage() {
  return (
    <CompanyPage
      title="Agent Stats"
      description="Each agent's closed sides, volume, gross commission and company dollar for a year, and how far they are toward their cap."
    >
      {(id) => <AgentStats key={id} companyId={id} />}
    </CompanyPage>
  );
}

function AgentStats({ companyId }: { companyId: number }) {
  const api = useApiClient();
  const toast = useToast();
  const years = yearChoices();
  const [filter, setFilter] = useState<Filter>({
    companyId,
    officeId: null,
    year: years[0] ?? new Date().getFullYear(),
    sort: { column: 'volume', direction: 'descending' },
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [exporting, setExporting] = useState<string | null>(null);
  const offices = useApi().useQuery(
    'get',
    '/Office/company/{id}',
    { params: { path: { id: companyId } } },
    { select: (reply) => reply.data },
  );
  const stats = useApiQuery(['agent-stats', filter, page, pageSize], (signal) =>
    statsPage(api, filter, page, pageSize, signal),
  );
  const change = (patch: Partial<Filter>) => {
    setFilter((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };

  async function exportAll() {
    setExporting('Preparing…');
    try {
      const rows: AgentStatsRow[] = [];
      for (let next = 1; ; next += 1) {
        const result = await statsPage(api, filter, next, EXPORT_PAGE_SIZE);
        rows.push(...result.rows);
        const total = Math.min(result.totalCount, EXPORT_MAX_ROWS);
        setExporting(`Exporting ${rows.length} of ${total}…`);
        if (result.rows.length === 0 || rows.length >= total) break;
      }
      downloadCsv(`agent-stats-${filter.year}.csv`, toCsv(AGENT_STATS_COLUMNS, rows));
      toast.show(`Exported ${rows.length} agents`);
    } catch {
      toast.show('The export failed. Try again.', { tone: 'danger' });
    } finally {
      setExporting(null);
    }
  }

  const data = stats.data;
  return (
    <section className={styles.card} aria-labelledby="agent-stats-title">
      <h2 id="agent-stats-title" className={styles.cardTitle}>
        Agents’ production in {filter.year}
      </h2>
      <div className={styles.actions}>
        <Select
          className={styles.narrowField}
          label="Office"
          items={[
            { id: 'all', label: 'All offices of the company' },
            ...(offices.data ?? []).map((office) => ({
              id: String(office.id),
              label: office.called,
            })),
          ]}
          selectedKey={filter.officeId === null ? 'all' : String(filter.officeId)}
          onSelectionChange={(key) => key && change({ officeId: key === 'all' ? null : Number(key) })}
        />
        <Select
          className={styles.narrowField}
          label="Year"
          items={years.map((year) => ({ id: String(year), label: String(year) }))}
          selectedKey={String(filter.year)}
          onSelectionChange={(key) => key && change({ year: Number(key) })}
        />
        <IconButton
          label="Export CSV (all pages)"
          icon={<Download size={18} aria-hidden />}
          isDisabled={!data || data.totalCount === 0}
          isPending={exporting !== null}
          onPress={() => void exportAll()}
        />
        {exporting && <span role="status">{exporting}</span>}
      </div>
      {stats.status === 'error' && (
        <LoadErrorNotice error={stats.error} what="the agent stats" onRetry={stats.reload} />
      )}
      <DataGrid
        columns={AGENT_STATS_COLUMNS}
        rows={data?.rows ?? []}
        getRowId={(row) => row.userId}
        label={`Agent stats, ${filter.year}`}
        isLoading={!data && stats.status !== 'error'}
        error={stats.status === 'error' && !data ? 'The agent stats could not be loaded.' : null}
        onRetry={stats.reload}
        emptyState="No agents in this company or office."
        sort={filter.sort}
        onSortChange={(sort) => change({ sort })}
      />
      {data && data.totalCount > 0 && (
        <Pager
          label="Agent stats pages"
          page={page}
          pageSize={pageSize}
          totalCount={data.totalCount}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
