// Saved admin searches: the list (one cache entry, shared by the sidebar and the palette), the URL a
// saved search opens (the same query the search page writes, so it is also a link to share), and
// what it refers to that is no longer offered.
import { SAVED_SEARCH_MESSAGES } from '@balance/domain';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { SavedSearch, TabFilter } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { paths } from '../../../app/paths';
import { buildSearchQuery } from '../main/searchQuery';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export function useSavedSearches() {
  const api = useApiClient();
  return useApiQuery<SavedSearch[]>([...SAVED_SEARCHES_KEY], async (signal) =>
    unwrap(await api.GET('/savedSearches', { signal })),
  );
}

/** The search page showing the saved search's first page, with the grid's columns as saved. */
export function savedSearchHref(search: SavedSearch): string {
  const query = buildSearchQuery({
    attribute: search.attribute,
    subFilter: search.subFilter,
    text: search.text,
    page: 1,
    pageSize: search.pageSize,
    selectedId: '',
    columns: search.columns,
  });
  return paths.main.build(search.selection, query);
}

/** Why the saved search cannot run as saved, or null (also null while the attributes load). */
export function savedSearchProblem(search: SavedSearch, tabFilter: TabFilter | null): string | null {
  if (!tabFilter) return null;
  const attribute = tabFilter[search.selection].find((a) => a.value === search.attribute);
  if (!attribute) return SAVED_SEARCH_MESSAGES.attributeGone;
  if (
    search.subFilter &&
    attribute.subFilter.length > 0 &&
    !attribute.subFilter.some((s) => s.value === search.subFilter)
  )
    return SAVED_SEARCH_MESSAGES.attributeGone;
  return null;
}
