import { atom } from 'jotai';
import type { TabFilter } from '../api/types';

export type TabFilterLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: TabFilter }
  | { status: 'error'; error: unknown };

/** The search attributes per main selection (GET /tabfilter), loaded once per session. */
export const tabFilterState = atom<TabFilterLoad>({ status: 'idle' });
