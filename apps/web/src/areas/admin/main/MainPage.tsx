import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Redirect, useSearch } from 'wouter';
import {
  formatRange,
  isMainSelection,
  MAIN_SELECTION_LABELS,
  MESSAGES,
  type MainSelection,
} from '@balance/domain';
import { DataGrid, Pager, SearchBar, type SearchQuery as SearchBarQuery } from '@balance/ui';
import { isForbidden, permissionMessage } from '../../../app/loadError';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { gridLockedState } from '../../../states/gridLockedState';
import { gridSettingsState } from '../../../states/gridSettingsState';
import { gridVisibleState } from '../../../states/gridVisibleState';
import { mainSelectionState } from '../../../states/mainSelectionState';
import { DealSearchHint } from '../deals/search/DealSearchHint';
import { AdminLayout } from '../layout/AdminLayout';
import { searchKindOf } from '../resources';
import { AddNewButton } from './AddNewButton';
import { columnsFor, rowIdOf } from './columns';
import { DetailPanel, detailKindOf } from './DetailPanel';
import { ResultsTools } from './ResultsTools';
import { SaveSearchButton } from '../saved/SaveSearchButton';
import { SavedSearchesNav } from '../saved/SavedSearchesNav';
import { selectionFromQuery } from './searchQuery';
import { useGridLayout } from './useGridLayout';
import { useMainSearch } from './useMainSearch';
import { useTabFilters } from './useTabFilters';
import styles from './MainPage.module.css';

const GRID_ID = 'admin-results-grid';

export type MainPageProps = { selectionParam: string | undefined };

/** /main/{mainSelection}: pick the selection from the route (or the query) and show its search. */
export function MainPage({ selectionParam }: MainPageProps) {
  const search = useSearch();
  const remembered = useAtomValue(mainSelectionState);
  const fromQuery = selectionFromQuery(search);
  const param = selectionParam?.toLowerCase();
  if (fromQuery && fromQuery !== param) return <Redirect to={paths.main.build(fromQuery)} replace />;
  if (!isMainSelection(param)) return <Redirect to={paths.main.build(remembered)} replace />;
  return <MainSearchPage key={param} selection={param} />;
}

// What a search changes (the URL, loading, the reply) re-renders the search content only: the layout
// (navigation, header) sits above it and the header's buttons, the search bar, the results toolbar and
// the pager are memoized with stable props, so the render that shows a reply is small (Go → rows
// painted).
const MemoSearchBar = memo(SearchBar);
const MemoResultsTools = memo(ResultsTools);
const MemoPager = memo(Pager);
const MemoSaveSearchButton = memo(SaveSearchButton);
const MemoAddNewButton = memo(AddNewButton);

/** A callback with a stable identity that always calls the latest `fn` (for memoized children). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

const MainSearchPage = memo(function MainSearchPage({ selection }: { selection: MainSelection }) {
  return (
    <AdminLayout section={selection} navExtra={<SavedSearchesNav />}>
      <MainSearchContent selection={selection} />
    </AdminLayout>
  );
});

function MainSearchContent({ selection }: { selection: MainSelection }) {
  const tabFilters = useTabFilters();
  const [tabErrorDismissed, setTabErrorDismissed] = useState<unknown>(null);
  const [searchErrorDismissed, setSearchErrorDismissed] = useState<unknown>(null);
  const searchState = useMainSearch(selection, tabFilters.status === 'ready' ? tabFilters.data : null);
  const { result, committed } = searchState;
  const [isGridVisible, setGridVisible] = useAtom(gridVisibleState);
  const isLocked = useAtomValue(gridLockedState);
  const savedGrid = useAtomValue(gridSettingsState)[selection];
  const kind = searchKindOf(selection, committed.attribute);
  const detailKind = detailKindOf(kind);
  const columns = useMemo(() => columnsFor(selection, committed.attribute), [selection, committed.attribute]);
  const layout = useGridLayout(selection, columns, savedGrid, committed.pageSize, committed.columns);

  const label = MAIN_SELECTION_LABELS[selection];
  const pagination = result.data?.pagination;
  const isSearching = result.status === 'loading';
  const searchFailed = result.status === 'error' && searchErrorDismissed !== result.error;
  const hasSearched = committed.page > 0;
  // The search bar waits for the URL to name a known attribute (or for the attributes to be known to
  // be missing), so it starts from the user's default attribute and nothing typed meanwhile is lost.
  const attributesPending = tabFilters.status === 'loading' || tabFilters.status === 'idle';
  const isBarReady =
    searchState.isAttributeKnown || (!attributesPending && searchState.attributes.length === 0);
  const { go } = searchState;
  const onSearch = useStableCallback((query: SearchBarQuery) =>
    go({ ...query, subFilter: query.subFilter ?? '' }),
  );
  // The bar reads its starting values when it mounts (its key changes when the URL changes from
  // outside); the app's own writes (Go, paging) keep the object, so they do not re-render the bar.
  const barKey = isBarReady ? `ready-${searchState.barKey}` : 'loading';
  const currentQuery = {
    attribute: committed.attribute,
    subFilter: committed.subFilter || null,
    text: committed.text,
  };
  const [barStart, setBarStart] = useState({ key: barKey, query: currentQuery });
  if (barStart.key !== barKey) setBarStart({ key: barKey, query: currentQuery });
  const defaultQuery = barStart.key === barKey ? barStart.query : currentQuery;
  const onPageChange = useStableCallback(searchState.setPage);
  const onPageSizeChange = useStableCallback(searchState.setPageSize);
  const noAttributes = useMemo<typeof searchState.attributes>(() => [], []);
  const visibleColumnKeys = useMemo(() => layout.visibleColumns.map((c) => c.key), [layout.visibleColumns]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{label}</h1>
        <div className={styles.headerActions}>
          {hasSearched && (
            <MemoSaveSearchButton selection={selection} query={committed} columns={visibleColumnKeys} />
          )}
          {selection !== 'regions' && <MemoAddNewButton selection={selection} />}
        </div>
      </header>

      {tabFilters.status === 'error' && tabErrorDismissed !== tabFilters.error && (
        <LoadErrorNotice
          error={tabFilters.error}
          what="the search attributes"
          onRetry={tabFilters.retry}
          onDismiss={() => setTabErrorDismissed(tabFilters.error)}
        />
      )}
      {searchFailed && (
        <LoadErrorNotice
          error={result.error}
          details="The search could not be completed."
          onRetry={result.reload}
          onDismiss={() => setSearchErrorDismissed(result.error)}
        />
      )}

      <MemoSearchBar
        // Starts again from the URL when it changes from outside (back/forward, a shared link).
        key={isBarReady ? `ready-${searchState.barKey}` : 'loading'}
        selection={selection}
        onSelectionChange={searchState.changeSelection}
        attributes={isBarReady ? searchState.attributes : noAttributes}
        defaultQuery={defaultQuery}
        onSearch={onSearch}
        isSearching={isSearching}
        isLoadingAttributes={!isBarReady}
        isDisabled={!isBarReady}
      />

      <section className={styles.results} aria-label="Results">
        <MemoResultsTools
          selection={selection}
          resultCount={hasSearched && !isSearching && pagination ? pagination.totalCount : null}
          isGridVisible={isGridVisible}
          onGridVisibleChange={setGridVisible}
          gridId={GRID_ID}
          layout={layout}
          exportRequest={hasSearched && pagination && pagination.totalCount > 0 ? searchState.request : null}
          columns={layout.visibleColumns}
        />
        {/* With the grid on screen after a search, the grid shows its own loading state and the toolbar the
            count: this line is then read out only, so the grid does not move as it comes and goes. */}
        <p
          className={hasSearched && isGridVisible ? 'visually-hidden' : styles.resultsInfo}
          role="status"
          aria-live="polite"
        >
          {isSearching
            ? 'Searching…'
            : pagination && hasSearched && !isGridVisible
              ? formatRange(pagination.currentPage, pagination.pageSize, pagination.totalCount)
              : hasSearched
                ? ''
                : 'Choose what to search for and press Go.'}
        </p>
        <DealSearchHint selection={selection} attribute={committed.attribute} />
        <div id={GRID_ID} className={styles.gridArea}>
          {isGridVisible && (
            <>
              <DataGrid
                columns={layout.orderedColumns}
                hiddenColumns={layout.hiddenColumns}
                columnWidths={layout.columnWidths}
                onColumnWidthsChange={layout.setColumnWidths}
                isLocked={isLocked}
                rows={hasSearched ? searchState.rows : []}
                getRowId={rowIdOf}
                label={`${label} results`}
                selectedId={committed.selectedId ? Number(committed.selectedId) : null}
                onSelectionChange={(id) => searchState.selectRow(id)}
                isLoading={isSearching}
                loadingLabel={`Searching ${label.toLowerCase()}…`}
                error={
                  searchFailed
                    ? isForbidden(result.error)
                      ? permissionMessage(label)
                      : MESSAGES.somethingWentWrong
                    : null
                }
                onRetry={result.reload}
                emptyState={hasSearched ? `No ${label.toLowerCase()} match this search.` : 'No search yet.'}
              />
              {hasSearched && pagination && pagination.totalCount > 0 && (
                <MemoPager
                  page={committed.page}
                  pageSize={committed.pageSize}
                  totalCount={pagination.totalCount}
                  onPageChange={onPageChange}
                  onPageSizeChange={onPageSizeChange}
                  isBusy={isSearching}
                  label={`${label} pages`}
                />
              )}
            </>
          )}
        </div>
      </section>

      {detailKind && committed.selectedId && (
        <DetailPanel kind={detailKind} id={Number(committed.selectedId)} />
      )}
    </div>
  );
}
