import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { tabFilterState } from '../../../states/tabFilterState';

/**
 * Loads GET /tabfilter once per session; later pages reuse it. A failure stays until dismissed or
 * retried (`retry`); a page that opens after a failed load (e.g. after signing in again) tries again.
 */
export function useTabFilters() {
  const api = useApiClient();
  const [load, setLoad] = useAtom(tabFilterState);
  const retry = useCallback(() => setLoad({ status: 'idle' }), [setLoad]);
  const failedBeforeMount = useRef(load.status === 'error');
  useEffect(() => {
    if (!failedBeforeMount.current) return;
    failedBeforeMount.current = false;
    retry();
  }, [retry]);
  useEffect(() => {
    if (load.status !== 'idle') return;
    setLoad({ status: 'loading' });
    api.GET('/tabfilter').then(
      (reply) => {
        // The reply mounts the search bar's selects: a transition lets React yield while it renders
        // them instead of holding the thread (and the first load's blocking time) for the whole bar.
        startTransition(() => {
          try {
            setLoad({ status: 'ready', data: unwrap(reply) });
          } catch (error) {
            setLoad({ status: 'error', error });
          }
        });
      },
      (error: unknown) => setLoad({ status: 'error', error }),
    );
  }, [api, load.status, setLoad]);
  return { ...load, retry };
}
