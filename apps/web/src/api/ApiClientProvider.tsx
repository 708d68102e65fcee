import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '@balance/api-client';
import { runtimeConfigState } from '../states/runtimeConfigState';
import { sessionTokenState } from '../states/sessionTokenState';
import { createAppApiClient, type AppApiClient } from './client';
import { createQueryClient } from './queryClient';

/** Typed query and mutation hooks over the API (openapi-react-query); errors arrive as ApiError. */
export type ApiHooks = OpenapiQueryClient<paths>;

type ApiContextValue = { client: AppApiClient; hooks: ApiHooks };

const ApiClientContext = createContext<ApiContextValue | null>(null);

/**
 * Creates the API clients of the app from the runtime config, and the server-state cache. A 401
 * clears the session in the app's state too; the session guard then sends the user to the area's
 * login with a way back (returnTo), without a page reload, so drafts in sessionStorage and the URL
 * survive. Signing out empties the cache: the next user never sees the last one's records.
 */
export function ApiClientProvider({
  children,
  client,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  client?: AppApiClient;
  queryClient?: QueryClient;
}) {
  const config = useAtomValue(runtimeConfigState);
  const token = useAtomValue(sessionTokenState);
  const setToken = useSetAtom(sessionTokenState);
  const [ownQueryClient] = useState(createQueryClient);
  const queryClient = givenQueryClient ?? ownQueryClient;
  const value = useMemo(() => {
    const options = {
      baseUrl: config.apiBase,
      timeoutMs: config.requestTimeoutMs,
      onUnauthorized: () => setToken(null),
    };
    // Two clients, one configuration: the hooks' client throws ApiError for error replies, the
    // plain one returns them (for calls that read an error reply as an answer).
    const hooksClient = createAppApiClient({ ...options, throwOnError: true });
    return { client: client ?? createAppApiClient(options), hooks: createQueryHooks(client ?? hooksClient) };
  }, [client, config.apiBase, config.requestTimeoutMs, setToken]);
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiClientContext);
  if (!value) throw new Error('The API hooks need <ApiClientProvider>.');
  return value;
}

export function useApiClient(): AppApiClient {
  return useApiContext().client;
}

/** The typed query/mutation hooks: `useApi().useQuery('get', '/companies/{id}', …)`. */
export function useApi(): ApiHooks {
  return useApiContext().hooks;
}
