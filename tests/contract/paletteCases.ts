// Contract cases of the palette search and saved searches: every documented reply of each operation.
import type { Store } from '../../mock-api/src/store/store.ts';
import { get, send } from './caseHelpers.ts';
import type { Case } from './cases.ts';

const INPUT = {
  name: 'Contract case',
  selection: 'agents',
  attribute: 'Agent_Name',
  subFilter: '',
  text: 'rivera',
  pageSize: 25,
  columns: [],
};

/** A saved search of the superuser's (made here so each case has its own). */
function ownSaved(store: Store, name: string): number {
  const user = store.userByName.get('superuser');
  if (!user) throw new Error('no superuser');
  store.db.savedSearches ??= [];
  const id = store.db.savedSearches.reduce((max, s) => Math.max(max, s.id), 0) + 1;
  store.db.savedSearches.push({
    ...INPUT,
    pageSize: 25,
    selection: 'agents',
    name,
    id,
    userId: user.userId,
    createdAt: '2026-01-05T09:30:00Z',
  });
  return id;
}

export const paletteCases: Case[] = [
  {
    op: 'searchPalette',
    name: 'records by name',
    request: get('/search/palette', { q: 'pearl' }),
    status: 200,
  },
  {
    op: 'searchPalette',
    name: 'a contract and a listing by number',
    request: get('/search/palette', { q: '100100' }),
    status: 200,
  },
  { op: 'searchPalette', name: 'text missing', request: get('/search/palette'), status: 400 },
  {
    op: 'searchPalette',
    name: 'no session',
    as: 'none',
    request: get('/search/palette', { q: 'a' }),
    status: 401,
  },

  { op: 'listSavedSearches', name: 'own list', request: get('/savedSearches'), status: 200 },
  {
    op: 'listSavedSearches',
    name: 'agents have none',
    as: 'agent',
    request: get('/savedSearches'),
    status: 403,
  },
  { op: 'listSavedSearches', name: 'no session', as: 'none', request: get('/savedSearches'), status: 401 },

  { op: 'createSavedSearch', name: 'saved', request: send('POST', '/savedSearches', INPUT), status: 200 },
  {
    op: 'createSavedSearch',
    name: 'name missing',
    request: send('POST', '/savedSearches', { ...INPUT, name: '' }),
    status: 400,
  },
  {
    op: 'createSavedSearch',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/savedSearches', INPUT),
    status: 403,
  },
  {
    op: 'createSavedSearch',
    name: 'no session',
    as: 'none',
    request: send('POST', '/savedSearches', INPUT),
    status: 401,
  },

  {
    op: 'renameSavedSearch',
    name: 'renamed',
    request: ({ store }) =>
      send('PUT', `/savedSearches/${ownSaved(store, 'To rename')}`, { name: 'Renamed' })(),
    status: 200,
  },
  {
    op: 'renameSavedSearch',
    name: 'name missing',
    request: ({ store }) => send('PUT', `/savedSearches/${ownSaved(store, 'To blank')}`, { name: ' ' })(),
    status: 400,
  },
  {
    op: 'renameSavedSearch',
    name: 'someone else’s',
    as: 'officeadmin',
    request: ({ store }) => send('PUT', `/savedSearches/${ownSaved(store, 'Not theirs')}`, { name: 'x' })(),
    status: 404,
  },
  {
    op: 'renameSavedSearch',
    name: 'agent may not',
    as: 'agent',
    request: send('PUT', '/savedSearches/1', { name: 'x' }),
    status: 403,
  },
  {
    op: 'renameSavedSearch',
    name: 'no session',
    as: 'none',
    request: send('PUT', '/savedSearches/1', { name: 'x' }),
    status: 401,
  },

  {
    op: 'deleteSavedSearch',
    name: 'deleted',
    request: ({ store }) => send('DELETE', `/savedSearches/${ownSaved(store, 'To delete')}`)(),
    status: 200,
  },
  { op: 'deleteSavedSearch', name: 'unknown', request: send('DELETE', '/savedSearches/999999'), status: 404 },
  {
    op: 'deleteSavedSearch',
    name: 'agent may not',
    as: 'agent',
    request: send('DELETE', '/savedSearches/1'),
    status: 403,
  },
  {
    op: 'deleteSavedSearch',
    name: 'no session',
    as: 'none',
    request: send('DELETE', '/savedSearches/1'),
    status: 401,
  },
];
