import type { MainSelection } from '@balance/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { userSettingsState } from './userSettingsState';

/** A saved grid layout for one main selection. */
export type GridSettings = {
  columnOrder: string[];
  columnWidths: Record<string, number>;
  hiddenColumns: string[];
  pageSize: number;
};

export type GridSettingsBySelection = Partial<Record<MainSelection, GridSettings>>;

export const GRID_SETTINGS_KEY = 'BALANCE_GRID_SETTINGS';

/** Every user's saved grid layouts on this browser, keyed by user id, then by main selection. */
export const allGridSettingsState = atomWithStorage<Record<string, GridSettingsBySelection>>(
  GRID_SETTINGS_KEY,
  {},
  createJSONStorage<Record<string, GridSettingsBySelection>>(() => localStorage),
  { getOnInit: true },
);

/** The logged-in user's saved layouts; writing one selection's layout keeps the others. */
export const gridSettingsState = atom(
  (get): GridSettingsBySelection => {
    const user = get(userSettingsState);
    return user ? (get(allGridSettingsState)[String(user.userID)] ?? {}) : {};
  },
  (get, set, update: { selection: MainSelection; settings: GridSettings } | 'reset-all') => {
    const user = get(userSettingsState);
    if (!user) return;
    const all = { ...get(allGridSettingsState) };
    const key = String(user.userID);
    if (update === 'reset-all') delete all[key];
    else all[key] = { ...all[key], [update.selection]: update.settings };
    set(allGridSettingsState, all);
  },
);
