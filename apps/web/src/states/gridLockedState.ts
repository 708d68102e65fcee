import { atom } from 'jotai';

/** Lock Grid / Unlock Grid: a locked grid keeps its column layout (no reorder, resize or hiding). */
export const gridLockedState = atom(false);
