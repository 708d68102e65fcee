import { useCallback } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { loginPathFor, type Area } from '@balance/domain';
import type { UserSettings } from '../api/types';
import { mainSelectionState } from '../states/mainSelectionState';
import { sessionTokenState } from '../states/sessionTokenState';
import {
  allUserDefaultSettingsState,
  USER_DEFAULT_SETTINGS_KEY,
  type UserDefaultSettings,
} from '../states/userDefaultSettingsState';
import { userSettingsState } from '../states/userSettingsState';
import { gridLockedState } from '../states/gridLockedState';
import { gridVisibleState } from '../states/gridVisibleState';

function readStoredDefaults(): Record<string, UserDefaultSettings> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(USER_DEFAULT_SETTINGS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, UserDefaultSettings>) : {};
  } catch {
    return {};
  }
}

export type StartedSession = { token: string; settings: UserSettings };

/**
 * Starts a session after a successful login: the token into the JWT_TOKEN cookie, the user's settings
 * into AGENT_EZ_SETTINGS, and the user's saved defaults (category → the main selection) applied.
 */
export function useStartSession() {
  const store = useStore();
  return useCallback(
    ({ token, settings }: StartedSession) => {
      store.set(sessionTokenState, token);
      store.set(userSettingsState, settings);
      // Re-read the saved defaults: another tab (or an earlier session) may have changed them.
      store.set(allUserDefaultSettingsState, readStoredDefaults());
      const defaults = store.get(allUserDefaultSettingsState)[String(settings.userID)];
      if (defaults?.category) store.set(mainSelectionState, defaults.category);
      store.set(gridVisibleState, true);
      store.set(gridLockedState, false);
    },
    [store],
  );
}

/** Ends the session: the token cookie and the settings are removed; back to the area's login page. */
export function useLogout(area: Area) {
  const setToken = useSetAtom(sessionTokenState);
  const setUser = useSetAtom(userSettingsState);
  const [, navigate] = useLocation();
  return useCallback(() => {
    setToken(null);
    setUser(null);
    navigate(loginPathFor(area), { replace: true });
  }, [area, navigate, setToken, setUser]);
}
