import { atom } from 'jotai';
import type { UserSettings } from '../api/types';
import { sessionTokenState } from './sessionTokenState';
import { userSettingsState } from './userSettingsState';

export type Session = { token: string; user: UserSettings };

/** Signed in = a token cookie and the user's settings; null otherwise. */
export const sessionState = atom<Session | null>((get) => {
  const token = get(sessionTokenState);
  const user = get(userSettingsState);
  return token && user ? { token, user } : null;
});
