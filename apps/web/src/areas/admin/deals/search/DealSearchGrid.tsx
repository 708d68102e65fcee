// The grid of a deal search: its filters above, one page of rows (paged by the server), a row opening
// its page, and the CSV export of every page, as every grid of the admin area exports.
import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useLocation } from 'wouter';
import { DataGrid, IconButton, Pager, useToast } from '@balance/ui';
import { useApiClient } from '../../../../api/ApiClientProvider';
import { useApiQuery } from '../../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../../app/LoadErrorNotice';
import { downloadCsv, fetchEveryPage, toCsv } from '../../main/exportCsv';
import type { DealPlace, DealSearch } from '../../resources/deals';
import styles from '../../manage/manage.module.css';

export function DealSearchGrid<Row extends object, Filter extends DealPlace>({
  search,
  filter,
  title,
  filters,
}: {
  search: DealSearch<Row, Filter>;
  filter: Filter;
  title: string;
  /** The filter fields; they change `filter`, which starts again at page 1. */
  filters: ReactNode;
}) {
  const api = useApiClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [paging, setPaging] = useState({ filter, pageNumber: 1, pageSize: 25 });
  // A new filter starts again at page 1 (state kept beside the filter it belongs to).
  const current = paging.filter === filter ? paging : { filter, pageNumber: 1, pageSize: paging.pageSize };
  const { pageNumber, pageSize } = current;
  const [exporting, setExporting] = useState<string | null>(null);
  const result = useApiQuery([search.noun, 'deal-search', filter, pageNumber, pageSize], (signal) =>
    search.list(api, filter, { pageNumber, pageSize }, signal),
  );

  async function exportAll() {
    setExporting('Preparing…');
    try {
      const rows = await fetchEveryPage(
        (page, size) => search.list(api, filter, { pageNumber: page, pageSize: size }),
        (fetched, total) => setExporting(`Exporting ${fetched} of ${total}…`),
      );
      downloadCsv(search.fileName, toCsv(search.columns, rows));
      toast.show(`Exported ${rows.length} ${search.noun}`);
    } catch {
      toast.show('The export failed. Try again.', { tone: 'danger' });
    } finally {
      setExporting(null);
    }
  }

  const data = result.data;
  const titleId = `${search.noun}-search-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {filters}
      <div className={styles.actions}>
        <IconButton
          label="Export CSV (all pages)"
          icon={<Download size={18} aria-hidden />}
          isDisabled={!data || data.totalCount === 0}
          isPending={exporting !== null}
          onPress={() => void exportAll()}
        />
        {exporting && <span role="status">{exporting}</span>}
        {data && (
          <span className={styles.description}>
            {data.totalCount.toLocaleString('en-US')} {search.noun}
          </span>
        )}
      </div>
      {result.status === 'error' && (
        <LoadErrorNotice error={result.error} what={`the ${search.noun}`} onRetry={result.reload} />
      )}
      <DataGrid
        columns={search.columns}
        rows={data?.rows ?? []}
        getRowId={search.idOf}
        label={title}
        isLoading={!data && result.status !== 'error'}
        error={result.status === 'error' && !data ? `The ${search.noun} could not be loaded.` : null}
        onRetry={result.reload}
        emptyState={`No ${search.noun} match these filters.`}
        onSelectionChange={(_id, row) => navigate(search.open(row))}
      />
      {data && data.totalCount > 0 && (
        <Pager
          label={`${title} pages`}
          page={pageNumber}
          pageSize={pageSize}
          totalCount={data.totalCount}
          onPageChange={(page) => setPaging({ filter, pageNumber: page, pageSize })}
          onPageSizeChange={(size) => setPaging({ filter, pageNumber: 1, pageSize: size })}
        />
      )}
    </section>
  );
}
