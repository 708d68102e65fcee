import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { tabFilterState } from '../../../states/tabFilterState';

/** Loads GET /tabfilter once per session; later pages reuse it. A failure stays until dismissed. */
export function useTabFilters() {
  const api = useApiClient();
  const [load, setLoad] = useAtom(tabFilterState);
  useEffect(() => {
    if (load.status !== 'idle') return;
    setLoad({ status: 'loading' });
    api.GET('/tabfilter').then(
      (reply) => {
        try {
          setLoad({ status: 'ready', data: unwrap(reply) });
        } catch {
          setLoad({ status: 'error' });
        }
      },
      () => setLoad({ status: 'error' }),
    );
  }, [api, load.status, setLoad]);
  return load;
}
