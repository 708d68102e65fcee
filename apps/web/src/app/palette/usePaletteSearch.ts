import { PALETTE_DEBOUNCE_MS, PALETTE_LIMIT, PALETTE_MAX_TEXT } from '@balance/domain';
import { useEffect, useState } from 'react';
import { unwrap } from '../../api/client';
import { useApiClient } from '../../api/ApiClientProvider';
import type { PaletteHit } from '../../api/types';
import { useApiQuery } from '../../api/useApiQuery';

/** After this long without a reply the palette says it is still searching. */
export const PALETTE_SLOW_MS = 1500;

/**
 * The palette's record search: the text is sent once typing pauses, and a request for a text the box
 * no longer holds is aborted (useApiQuery drops superseded keys), so an older reply never paints over a
 * newer one.
 */
export function usePaletteSearch(text: string, enabled: boolean) {
  const api = useApiClient();
  const trimmed = text.trim().slice(0, PALETTE_MAX_TEXT);
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), PALETTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const key = enabled && debounced !== '' ? ['palette-search', debounced] : null;
  const query = useApiQuery<PaletteHit[]>(key, async (signal) =>
    unwrap(
      await api.GET('/search/palette', { params: { query: { q: debounced, limit: PALETTE_LIMIT } }, signal }),
    ),
  );
  const [slow, setSlow] = useState(false);
  const loading = query.status === 'loading';
  useEffect(() => {
    setSlow(false);
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), PALETTE_SLOW_MS);
    return () => clearTimeout(timer);
  }, [loading, debounced]);
  // Typing ahead of the debounce counts as loading, so "Nothing found" never flashes for a stale text.
  const pending = trimmed !== debounced;
  return {
    hits: trimmed === '' ? [] : (query.data ?? []),
    status:
      query.status === 'error'
        ? ('error' as const)
        : loading || pending
          ? slow
            ? ('slow' as const)
            : ('loading' as const)
          : ('ready' as const),
    error: query.error,
    reload: query.reload,
    /** The text the hits answer (for painting measurements and highlights). */
    answered: debounced,
  };
}
