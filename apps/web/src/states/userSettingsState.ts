import { SETTINGS_STORAGE_KEY } from '@balance/domain';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UserSettings } from '../api/types';

/**
 * The logged-in user's settings (officeID, role, securityLevel, tax1099UserConsent, userID, userName),
 * kept in localStorage under AGENT_EZ_SETTINGS as the spec requires. null when nobody is logged in.
 */
export const userSettingsState = atomWithStorage<UserSettings | null>(
  SETTINGS_STORAGE_KEY,
  null,
  createJSONStorage<UserSettings | null>(() => localStorage),
  { getOnInit: true },
);
