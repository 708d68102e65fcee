// A small data-loading pattern for the app: loading / error / data, and a newer request always aborts
// the older one, so a stale reply never reaches the screen. No data-fetching library is needed for the
// handful of screens that load on their own; searches use `useLatestRequest` imperatively.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ApiQueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Runs the request again (for a Retry button). */
  reload: () => void;
  /** Replaces the data locally, e.g. after a successful save. */
  setData: (data: T) => void;
};

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;

/**
 * True for a request that was cancelled on purpose (superseded, or the component left). A call that
 * ran past the client's deadline fails with a TimeoutError instead: that is a failure the user must
 * see ('Something went wrong' with Retry), never a silent abort that leaves a spinner forever.
 */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/**
 * Runs `fetcher` whenever `key` changes (compared as JSON); `key === null` means "not yet" (idle).
 * The fetcher gets an AbortSignal that fires when a newer request starts or the component unmounts.
 *
 * "Loading" is derived, not stored: a request that has no answer yet is loading from the very render
 * that asks for it. Setting it from the effect instead cost every new request a second render of the
 * whole view before the reply (issue 8: Go → rows painted), and showed the old status for a frame.
 */
export function useApiQuery<T>(
  key: readonly unknown[] | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): ApiQueryResult<T> {
  // The last answer and the request (generation + key) it answers.
  const [answer, setAnswer] = useState<{ state: ApiQueryState<T>; for: string | null }>({
    state: IDLE,
    for: null,
  });
  const [generation, setGeneration] = useState(0);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const keyText = key === null ? null : JSON.stringify(key);
  const requestId = keyText === null ? null : `${generation}:${keyText}`;
  const requestIdRef = useRef(requestId);
  useEffect(() => {
    requestIdRef.current = requestId;
  });

  useEffect(() => {
    if (requestId === null) {
      // Not yet / no longer asked: forget the last answer, so a later request starts without its data.
      setAnswer((previous) => (previous.state.status === 'idle' ? previous : { state: IDLE, for: null }));
      return undefined;
    }
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setAnswer({ state: { status: 'success', data, error: undefined }, for: requestId });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setAnswer((previous) => ({
          state: { status: 'error', data: previous.state.data, error },
          for: requestId,
        }));
      },
    );
    return () => controller.abort();
  }, [requestId]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (data: T) =>
      setAnswer({ state: { status: 'success', data, error: undefined }, for: requestIdRef.current }),
    [],
  );
  const state: ApiQueryState<T> =
    requestId === null
      ? IDLE
      : answer.for === requestId
        ? answer.state
        : { status: 'loading', data: answer.state.data, error: undefined };
  return { ...state, reload, setData };
}

/**
 * For requests the user starts (Go, paging): `run(fetcher)` aborts the request still in flight and
 * resolves to `{ stale: true }` for any reply that a newer request has overtaken.
 */
export function useLatestRequest() {
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const run = useCallback(
    async <T>(
      fetcher: (signal: AbortSignal) => Promise<T>,
    ): Promise<{ stale: true } | { stale: false; data: T }> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      try {
        const data = await fetcher(controller.signal);
        if (controller.signal.aborted || controllerRef.current !== controller) return { stale: true };
        return { stale: false, data };
      } catch (error) {
        if (controller.signal.aborted || controllerRef.current !== controller || isAbortError(error)) {
          return { stale: true };
        }
        throw error;
      }
    },
    [],
  );
  const abort = useCallback(() => controllerRef.current?.abort(), []);
  return { run, abort };
}
