import type { MainSelection } from '@balance/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { userSettingsState } from './userSettingsState';

/** The User Default Settings modal's choices, applied at session start. */
export type UserDefaultSettings = {
  /** Default role (Super Admin, Office Admin, Agent), sent as the RoleId of searches. */
  role: string | null;
  /** Default category: the main selection /main opens on. */
  category: MainSelection | null;
  /** Region filter sent with company searches (RegionId); null = all regions. */
  regionId: number | null;
  /** Per-category default attribute (search filter). */
  categoryFilters: Partial<Record<MainSelection, string>>;
};

export const EMPTY_USER_DEFAULT_SETTINGS: UserDefaultSettings = {
  role: null,
  category: null,
  regionId: null,
  categoryFilters: {},
};

export const USER_DEFAULT_SETTINGS_KEY = 'BALANCE_USER_DEFAULTS';

/** Every user's defaults on this browser, keyed by user id, so each user keeps their own. */
export const allUserDefaultSettingsState = atomWithStorage<Record<string, UserDefaultSettings>>(
  USER_DEFAULT_SETTINGS_KEY,
  {},
  createJSONStorage<Record<string, UserDefaultSettings>>(() => localStorage),
  { getOnInit: true },
);

/** The logged-in user's defaults (empty defaults when none were saved or nobody is logged in). */
export const userDefaultSettingsState = atom(
  (get) => {
    const user = get(userSettingsState);
    if (!user) return EMPTY_USER_DEFAULT_SETTINGS;
    return { ...EMPTY_USER_DEFAULT_SETTINGS, ...get(allUserDefaultSettingsState)[String(user.userID)] };
  },
  (get, set, next: UserDefaultSettings | null) => {
    const user = get(userSettingsState);
    if (!user) return;
    const all = { ...get(allUserDefaultSettingsState) };
    if (next) all[String(user.userID)] = next;
    else delete all[String(user.userID)];
    set(allUserDefaultSettingsState, all);
  },
);
