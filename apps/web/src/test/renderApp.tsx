// Test and story helper: a page inside the app's providers, on an in-memory location.
import type { ReactNode } from 'react';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { DataLayer } from '../api/DataLayer';
import type { UserSettings } from '../api/types';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../app/config';
import { AppProviders, type JotaiStore } from '../app/providers';
import { runtimeConfigState } from '../states/runtimeConfigState';
import { sessionTokenState } from '../states/sessionTokenState';
import { userSettingsState } from '../states/userSettingsState';

export const TEST_API_BASE = 'http://api.test';

export const SUPER_USER: UserSettings = {
  officeID: 0,
  role: 'Super Admin',
  securityLevel: 1,
  tax1099UserConsent: false,
  userID: 1,
  userName: 'superuser',
};

export const OFFICE_ADMIN: UserSettings = {
  officeID: 12,
  role: 'Office Admin',
  securityLevel: 2,
  tax1099UserConsent: false,
  userID: 2001,
  userName: 'officeadmin',
};

export type AppHarnessOptions = {
  route?: string;
  /** Signed in as this user (default: the super user); null = signed out. */
  user?: UserSettings | null;
  config?: Partial<RuntimeConfig>;
  store?: JotaiStore;
};

/** Builds a store and a memory location for a page, signed in as `user`. */
export function createAppHarness({
  route = '/',
  user = SUPER_USER,
  config,
  store = createStore(),
}: AppHarnessOptions = {}) {
  store.set(runtimeConfigState, {
    ...DEFAULT_RUNTIME_CONFIG,
    apiBase: TEST_API_BASE,
    demoAccounts: true,
    copyrightYear: 2026,
    version: '1.4.0',
    ...config,
  });
  store.set(userSettingsState, user);
  store.set(sessionTokenState, user ? 'test-token' : null);
  const location = memoryLocation({ path: route, record: true });
  function Harness({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store} hook={location.hook} searchHook={location.searchHook}>
        <DataLayer>{children}</DataLayer>
      </AppProviders>
    );
  }
  return { store, location, Harness };
}
