import { atom } from 'jotai';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../app/config';

/** The runtime configuration read from /config.json at startup (set once by main.tsx). */
export const runtimeConfigState = atom<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);
