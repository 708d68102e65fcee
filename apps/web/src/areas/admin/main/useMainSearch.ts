import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import {
  selectedAgentIdState,
  selectedCompanyIdState,
  selectedOfficeIdState,
} from '../../../states/selectedRecordState';
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
  const setSelectedAgent = useSetAtom(selectedAgentIdState);

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

  // The request a query makes (null: no search yet). Every input besides the query is read here, so
  // the request computed for a query about to be written equals the one rendered once it is the URL's.
  const role = defaults.role ?? session?.user.role;
  const userId = session?.user.userID;
  const requestFor = useCallback(
    (query: SearchQuery): SearchRequest | null =>
      query.page > 0 && query.attribute
        ? {
            selection,
            attribute: query.attribute,
            subFilter: query.subFilter,
            text: query.text,
            page: query.page,
            pageSize: query.pageSize,
            ...(userId !== undefined ? { userId } : {}),
            ...(roleIdOf(role) ? { roleId: roleIdOf(role) } : {}),
            regionId: defaults.regionId,
          }
        : null,
    [selection, userId, role, defaults.regionId],
  );
  const rendered = requestFor(committed);
  const requestKey = rendered ? JSON.stringify(['search', rendered]) : null;
  // The same object while the request stays the same (the memoized toolbar's export gets it).
  const [request, setRequest] = useState(rendered);
  const [seenKey, setSeenKey] = useState(requestKey);
  if (seenKey !== requestKey) {
    setSeenKey(requestKey);
    setRequest(rendered);
  }

  // The call starts as soon as the user asks (Go, paging), not after the page has re-rendered for the
  // new URL: the app's search is sent from the handler, and the data loader below takes that call over
  // when the URL's request is the same one (Go → rows painted). Anything else (a newer
  // search, leaving the page) aborts it, so a stale reply can never reach the grid.
  const prefetched = useRef<{
    key: string;
    promise: Promise<SearchResult>;
    controller: AbortController;
  } | null>(null);
  useEffect(() => () => prefetched.current?.controller.abort(), []);
  const prefetch = useCallback(
    (query: SearchQuery) => {
      const next = requestFor(parseSearchQuery(buildSearchQuery(query)));
      const key = next ? JSON.stringify(['search', next]) : null;
      if (key === prefetched.current?.key) return false;
      prefetched.current?.controller.abort();
      prefetched.current = null;
      if (!next || !key || key === requestKey) return false;
      const controller = new AbortController();
      const promise = runSearch(api, next, controller.signal);
      // Nobody may be waiting for it (superseded before the URL changed): no unhandled rejection.
      promise.catch(() => undefined);
      prefetched.current = { key, promise, controller };
      return true;
    },
    [api, requestFor, requestKey],
  );

  const writeQuery = useCallback(
    (query: SearchQuery, replace = false) => {
      const next = buildSearchQuery(query);
      const write = () => {
        setOwnSearch(next);
        navigate(paths.main.build(selection, next), { replace });
      };
      // The API client hands the call to fetch() a few microtasks later (its middleware is async);
      // writing the URL at once would re-render the page first, in a microtask ahead of it. One task
      // later, the call is already on its way while the page re-renders.
      // A write whose call was dropped meanwhile (a newer search, the page left) is not made.
      if (prefetch(query)) {
        const { signal } = (prefetched.current as { controller: AbortController }).controller;
        setTimeout(() => {
          if (!signal.aborted) write();
        }, 0);
      } else write();
    },
    [navigate, prefetch, selection],
  );

  const result = useApiQuery<SearchResult>(rendered ? ['search', rendered] : null, (signal) => {
    const early = prefetched.current;
    if (early && early.key === requestKey) {
      prefetched.current = null;
      if (signal.aborted) early.controller.abort();
      else signal.addEventListener('abort', () => early.controller.abort(), { once: true });
      return early.promise;
    }
    return runSearch(api, rendered as SearchRequest, signal);
  });

  // Once the attributes are known, an empty or unknown attribute becomes the starting one.
  const attributeKnown = attributes.some((attribute) => attribute.value === committed.attribute);
  useEffect(() => {
    if (attributes.length === 0 || attributeKnown) return;
    const start = initialAttribute(attributes, defaults.categoryFilters[selection]);
    writeQuery({ ...committed, ...start }, true);
  }, [attributes, attributeKnown, committed, defaults.categoryFilters, selection, writeQuery]);

  /** Go from the search bar (it enforces the Go rule): first page, the saved page size, no row. */
  const go = useCallback(
    (query: Pick<SearchQuery, 'attribute' | 'subFilter' | 'text'>) => {
      if (!canSearch(query.attribute, query.text)) return;
      const next: SearchQuery = {
        ...query,
        page: SEARCH_FIRST_PAGE,
        pageSize: savedGrid?.pageSize ?? SEARCH_PAGE_SIZE,
        selectedId: '',
        // The columns a saved search opened with stay in the URL, so a reload keeps them.
        columns: committed.columns,
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
      if (selection === 'agents') setSelectedAgent(Number(id));
    },
    [committed, selection, setSelectedAgent, setSelectedCompany, setSelectedOffice, writeQuery],
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
