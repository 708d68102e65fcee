// The server-state cache and the typed query hooks, provided inside each area (the login page does
// not load them: it stays within its bundle budget). Both areas share the one cache of the app.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '@balance/api-client';
import { sessionTokenState } from '../states/sessionTokenState';
import { useApiClientOptions } from './ApiClientProvider';
import { createAppApiClient } from './client';
import { createQueryClient } from './queryClient';

/** Typed query and mutation hooks over the API (openapi-react-query); errors arrive as ApiError. */
export type ApiHooks = OpenapiQueryClient<paths>;

/** One cache per app (per jotai store, so each test and story starts empty). */
const queryClientState = atom(() => createQueryClient());

const HooksContext = createContext<ApiHooks | null>(null);

/** Signing out empties the cache: the next user never sees the last one's records. */
export function DataLayer({ children }: { children: ReactNode }) {
  const queryClient = useAtomValue(queryClientState);
  const token = useAtomValue(sessionTokenState);
  const options = useApiClientOptions();
  // Its own client, with the same configuration: this one throws ApiError for an error reply.
  const hooks = useMemo(
    () => createQueryHooks(createAppApiClient({ ...options, throwOnError: true })),
    [options],
  );
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <HooksContext.Provider value={hooks}>{children}</HooksContext.Provider>
    </QueryClientProvider>
  );
}

/** The typed query/mutation hooks: `useApi().useQuery('get', '/companies/{id}', …)`. */
export function useApi(): ApiHooks {
  const hooks = useContext(HooksContext);
  if (!hooks) throw new Error('useApi needs <DataLayer>.');
  return hooks;
}
