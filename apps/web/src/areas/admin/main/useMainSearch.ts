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
 * shows); the inputs hold a draft until Go. A newer search aborts the older one, so a stale reply
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

  const [draft, setDraft] = useState(() => ({
    attribute: committed.attribute,
    subFilter: committed.subFilter,
    text: committed.text,
  }));
  const [draftFor, setDraftFor] = useState(`${selection}?${search}`);
  // A new selection or a URL from outside (back/forward, shared link) resets the inputs to the URL.
  if (draftFor !== `${selection}?${search}`) {
    setDraftFor(`${selection}?${search}`);
    setDraft({ attribute: committed.attribute, subFilter: committed.subFilter, text: committed.text });
  }

  useEffect(() => setMainSelection(selection), [selection, setMainSelection]);

  const writeQuery = useCallback(
    (query: SearchQuery, replace = false) => {
      navigate(paths.main.build(selection, buildSearchQuery(query)), { replace });
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

  const currentAttribute = attributes.find((attribute) => attribute.value === draft.attribute);
  const canGo = draft.attribute !== '' && canSearch(draft.attribute, draft.text);

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

  const go = useCallback(() => {
    if (!canGo) return;
    const next: SearchQuery = {
      ...draft,
      page: SEARCH_FIRST_PAGE,
      pageSize: savedGrid?.pageSize ?? SEARCH_PAGE_SIZE,
      selectedId: '',
    };
    if (buildSearchQuery(next) === buildSearchQuery(committed)) result.reload();
    else writeQuery(next);
  }, [canGo, committed, draft, result, savedGrid?.pageSize, writeQuery]);

  const setAttribute = useCallback(
    (value: string) => {
      const attribute = attributes.find((item) => item.value === value);
      // An attribute with sub-filters preselects the first one.
      setDraft((previous) => ({
        ...previous,
        attribute: value,
        subFilter: attribute?.subFilter[0]?.value ?? '',
      }));
    },
    [attributes],
  );

  const setSubFilter = useCallback(
    (subFilter: string) => setDraft((previous) => ({ ...previous, subFilter })),
    [],
  );
  const setText = useCallback((text: string) => setDraft((previous) => ({ ...previous, text })), []);

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
    currentAttribute,
    draft,
    canGo,
    committed,
    request,
    result,
    rows,
    selectedRow,
    go,
    setAttribute,
    setSubFilter,
    setText,
    setPage,
    setPageSize,
    selectRow,
    changeSelection,
  };
}
