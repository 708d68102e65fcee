import { atom } from 'jotai';

/** Hide Grid / Show Grid on the results toolbar. */
export const gridVisibleState = atom(true);
