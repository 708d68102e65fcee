import type { MainSelection } from '@balance/domain';
import { atom } from 'jotai';

/**
 * The admin area's main selection as last shown. The route (/main/{selection}) is the source of
 * truth; this atom remembers it so /main and the logo return to where the user was.
 */
export const mainSelectionState = atom<MainSelection>('companies');
