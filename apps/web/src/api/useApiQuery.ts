// Loading / error / data for a page, on the app's one server-state cache (TanStack Query): identical
// requests are shared, a reply is kept for the next visit, a save can invalidate it, and a request
// whose page moved on to another key is aborted, so a stale reply never reaches the screen.
import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

export type ApiQueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Runs the request again (for a Retry button). */
  reload: () => void;
  /** Replaces the cached data, e.g. with what a save answered. */
  setData: (data: T) => void;
};

const IDLE_KEY = ['idle'] as const;

/**
 * Runs `fetcher` for `key` (a query key of the cache); `key === null` means "not yet" (idle). The
 * fetcher gets an AbortSignal that fires when nobody needs the reply any more. While a new key loads,
 * the previous key's data stays on screen ("loading" with data), as TanStack's keepPreviousData does.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): ApiQueryResult<T> {
  const queryClient = useQueryClient();
  // A page opened again starts from the cache; if asking again fails, it fails as a fresh load does
  // (the notice with Retry), not silently over data this page never received.
  const [mountedAt] = useState(() => Date.now());
  const queryKey = key ?? IDLE_KEY;
  // After "not asked", the next request starts without the old answer (a new record, not a new page).
  const wasIdle = useRef(false);
  if (key === null) wasIdle.current = true;
  const query = useQuery<T>({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    enabled: key !== null,
    placeholderData: (previous) => (wasIdle.current ? undefined : previous),
  });
  if (query.isSuccess && !query.isPlaceholderData) wasIdle.current = false;
  const { refetch } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  const keyText = JSON.stringify(queryKey);
  // The key's content, not its identity, names the entry.
  const setData = useCallback(
    (data: T) => queryClient.setQueryData(JSON.parse(keyText) as QueryKey, data),
    [queryClient, keyText],
  );
  const state: ApiQueryState<T> =
    key === null
      ? { status: 'idle', data: undefined, error: undefined }
      : query.isFetching || query.isPending
        ? { status: 'loading', data: query.data, error: undefined }
        : query.isError
          ? {
              status: 'error',
              data: query.dataUpdatedAt >= mountedAt ? query.data : undefined,
              error: query.error,
            }
          : { status: 'success', data: query.data as T, error: undefined };
  return { ...state, reload, setData };
}
