import { useMemo } from 'react';
import { usePaletteCommands } from '../../../app/palette/commands';
import { useAtomValue } from 'jotai';
import { tabFilterState } from '../../../states/tabFilterState';
import { savedSearchHref, savedSearchProblem, useSavedSearches } from './savedSearches';

/** Offers the user's saved searches to the palette (mounted once the palette first opens). */
export function SavedSearchCommands() {
  const saved = useSavedSearches();
  const load = useAtomValue(tabFilterState);
  const tabFilter = load.status === 'ready' ? load.data : null;
  const commands = useMemo(
    () =>
      (saved.data ?? []).map((search) => ({
        id: `saved:${search.id}`,
        label: search.name,
        kind: 'Saved search',
        group: 'Saved searches',
        // A search that can no longer run as saved says so where it is chosen.
        detail:
          savedSearchProblem(search, tabFilter) ??
          (search.text ? `${search.attribute} · ${search.text}` : search.attribute),
        href: savedSearchHref(search),
      })),
    [saved.data, tabFilter],
  );
  usePaletteCommands(commands);
  return null;
}
