import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { runtimeConfigState } from '../states/runtimeConfigState';
import { sessionTokenState } from '../states/sessionTokenState';
import { createAppApiClient, type AppApiClient, type AppApiClientOptions } from './client';

const ApiClientContext = createContext<AppApiClient | null>(null);

/** The options of the app's API clients, from the runtime config. */
export function useApiClientOptions(): AppApiClientOptions {
  const config = useAtomValue(runtimeConfigState);
  const setToken = useSetAtom(sessionTokenState);
  return useMemo(
    () => ({
      baseUrl: config.apiBase,
      timeoutMs: config.requestTimeoutMs,
      onUnauthorized: () => setToken(null),
    }),
    [config.apiBase, config.requestTimeoutMs, setToken],
  );
}

/**
 * Creates the one API client of the app from the runtime config. A 401 clears the session in the
 * app's state too; the session guard then sends the user to the area's login with a way back
 * (returnTo), without a page reload, so drafts in sessionStorage and the URL survive.
 */
export function ApiClientProvider({ children, client }: { children: ReactNode; client?: AppApiClient }) {
  const options = useApiClientOptions();
  const value = useMemo(() => client ?? createAppApiClient(options), [client, options]);
  return <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): AppApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs <ApiClientProvider>.');
  return client;
}
