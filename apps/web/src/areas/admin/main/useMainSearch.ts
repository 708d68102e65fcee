import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { canSearch, SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, type MainSelection } from '@balance/domain';
import type { RowId } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { useApiQuery } from '../../../api/useApiQuery';
import type { SearchAttribute, TabFilter } from '../../../api/types';
import { paths } from '../../../app/paths';
import { gridSettingsState } from '../../../states/gridSettingsState';
import { mainSelectionState } from '../../../states/mainSelectionState';
import { selectedCompanyIdState, selectedOfficeIdState } from '../../../states/selectedRecordState';
import { sessionState } from '../../../states/sessionState';
import { userDefaultSettingsState } from '../../../states/userDefaultSettingsState';
import { rowIdOf } from './columns';
import { roleIdOf, runSearch, type SearchRequest, type SearchResult } from './runSearch';
import { buildSearchQuery, EMPTY_SEARCH, parseSearchQuery, type SearchQuery } from './searchQuery';

/** The attribute a selection starts with: the user's per-category default if offered, else the first. */
export function initialAttribute(attributes: readonly SearchAttribute[], preferred: string | undefined) {
  const chosen = attributes.find((attribute) => attribute.value === preferred) ?? attributes[0];
  return { attribute: chosen?.value ?? '', subFilter: chosen?.subFilter[0]?.value ?? '' };
}

/**
 * The admin search of one main selection. The URL query holds the committed search (what the grid
 * shows); the search bar holds a draft until Go. A newer search aborts the older one, so a stale reply
 * never reaches the grid.
 */
export function useMainSearch(selection: MainSelection, tabFilter: TabFilter | null) {
  const api = useApiClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionState);
  const defaults = useAtomValue(userDefaultSettingsState);
  const savedGrid = useAtomValue(gridSettingsState)[selection];
  const setMainSelection = useSetAtom(mainSelectionState);
  const setSelectedCompany = useSetAtom(selectedCompanyIdState);
  const setSelectedOffice = useSetAtom(selectedOfficeIdState);

  const committed = useMemo(() => parseSearchQuery(search), [search]);
  const attributes = useMemo(() => tabFilter?.[selection] ?? [], [tabFilter, selection]);

  // The search bar holds the draft until Go. It starts again from the URL when the URL changes from
  // outside (back/forward, a shared link); the app's own writes (Go, paging, selecting a row) keep it.
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  const [seenSearch, setSeenSearch] = useState(search);
  const [barKey, setBarKey] = useState(0);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (search !== ownSearch) setBarKey((key) => key + 1);
  }

  useEffect(() => setMainSelection(selection), [selection, setMainSelection]);

  const writeQuery = useCallback(
    (query: SearchQuery, replace = false) => {
      const next = buildSearchQuery(query);
      setOwnSearch(next);
      navigate(paths.main.build(selection, next), { replace });
    },
    [navigate, selection],
  );

  // Once the attributes are known, an empty or unknown attribute becomes the starting one.
  const attributeKnown = attributes.some((attribute) => attribute.value === committed.attribute);
  useEffect(() => {
    if (attributes.length === 0 || attributeKnown) return;
    const start = initialAttribute(attributes, defaults.categoryFilters[selection]);
    writeQuery({ ...committed, ...start }, true);
  }, [attributes, attributeKnown, committed, defaults.categoryFilters, selection, writeQuery]);

  const request: SearchRequest | null =
    committed.page > 0 && committed.attribute
      ? {
          selection,
          attribute: committed.attribute,
          subFilter: committed.subFilter,
          text: committed.text,
          page: committed.page,
          pageSize: committed.pageSize,
          ...(session ? { userId: session.user.userID } : {}),
          ...(roleIdOf(defaults.role ?? session?.user.role)
            ? { roleId: roleIdOf(defaults.role ?? session?.user.role) }
            : {}),
          regionId: defaults.regionId,
        }
      : null;

  const result = useApiQuery<SearchResult>(request ? ['search', request] : null, (signal) =>
    runSearch(api, request as SearchRequest, signal),
  );

  /** Go from the search bar (it enforces the Go rule): first page, the saved page size, no row. */
  const go = useCallback(
    (query: Pick<SearchQuery, 'attribute' | 'subFilter' | 'text'>) => {
      if (!canSearch(query.attribute, query.text)) return;
      const next: SearchQuery = {
        ...query,
        page: SEARCH_FIRST_PAGE,
        pageSize: savedGrid?.pageSize ?? SEARCH_PAGE_SIZE,
        selectedId: '',
      };
      if (buildSearchQuery(next) === buildSearchQuery(committed)) result.reload();
      else writeQuery(next);
    },
    [committed, result, savedGrid?.pageSize, writeQuery],
  );

  const setPage = useCallback(
    (page: number) => writeQuery({ ...committed, page, selectedId: '' }),
    [committed, writeQuery],
  );
  const setPageSize = useCallback(
    (pageSize: number) =>
      writeQuery({ ...committed, page: committed.page > 0 ? 1 : 0, pageSize, selectedId: '' }),
    [committed, writeQuery],
  );

  const selectRow = useCallback(
    (id: RowId) => {
      writeQuery({ ...committed, selectedId: String(id) }, true);
      if (selection === 'companies') setSelectedCompany(Number(id));
      if (selection === 'offices') setSelectedOffice(Number(id));
    },
    [committed, selection, setSelectedCompany, setSelectedOffice, writeQuery],
  );

  /** Choosing a main selection: attribute back to the first, text and selected row cleared, navigate. */
  const changeSelection = useCallback(
    (next: MainSelection) => {
      const start = initialAttribute(tabFilter?.[next] ?? [], defaults.categoryFilters[next]);
      const query = buildSearchQuery({ ...EMPTY_SEARCH, ...start });
      navigate(paths.main.build(next, query));
    },
    [defaults.categoryFilters, navigate, tabFilter],
  );

  const rows = result.data?.rows ?? [];
  const selectedRow = committed.selectedId
    ? (rows.find((row) => String(rowIdOf(row)) === committed.selectedId) ?? null)
    : null;

  return {
    location,
    attributes,
    /** The URL names a known attribute: the search bar can start from it. */
    isAttributeKnown: attributeKnown,
    /** Changes when the URL changed from outside: the search bar starts again from the URL. */
    barKey,
    committed,
    request,
    result,
    rows,
    selectedRow,
    go,
    setPage,
    setPageSize,
    selectRow,
    changeSelection,
  };
}
