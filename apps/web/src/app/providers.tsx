import type { ReactNode } from 'react';
import type { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation, useRouter, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ApiClientProvider } from '../api/ApiClientProvider';

export type JotaiStore = ReturnType<typeof createStore>;

/** Lets react-aria links (Link, menu items, sidebar items with href) navigate through wouter. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to) => navigate(to)}
      useHref={(href) => (href.startsWith('/') ? `${router.base}${href}` : href)}
    >
      {children}
    </RouterProvider>
  );
}

export type AppProvidersProps = {
  store: JotaiStore;
  children: ReactNode;
  /** Location hooks for tests and stories (memoryLocation); the browser location otherwise. */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
};

/** Everything a page needs around it: state store, router, react-aria router bridge, API client. */
export function AppProviders({ store, children, hook, searchHook }: AppProvidersProps) {
  const routerProps = { ...(hook ? { hook } : {}), ...(searchHook ? { searchHook } : {}) };
  return (
    <JotaiProvider store={store}>
      <Router {...routerProps}>
        <AriaRouterBridge>
          <ApiClientProvider>{children}</ApiClientProvider>
        </AriaRouterBridge>
      </Router>
    </JotaiProvider>
  );
}
