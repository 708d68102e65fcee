// Saved admin searches: each user's own list, kept in the db file. The name rule is the domain's, so
// the form and these calls refuse the same names.
import {
  SAVED_SEARCH_MESSAGES,
  isMainSelection,
  PAGE_SIZE_OPTIONS,
  savedSearchNameError,
} from '@balance/domain';
import type { SavedSearch } from '@balance/api-client';
import type { Store } from '../store/store.ts';
import type { SavedSearchRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';

/** Most saved searches one user keeps; the oldest is not dropped silently, the save is refused. */
export const MAX_SAVED_SEARCHES = 100;

function savedSearches(store: Store): SavedSearchRec[] {
  store.db.savedSearches ??= [];
  return store.db.savedSearches;
}

const ownOf = (store: Store, session: Session): SavedSearchRec[] =>
  savedSearches(store).filter((s) => s.userId === session.user.userId);

function wire(rec: SavedSearchRec): SavedSearch {
  const { userId: _owner, ...rest } = rec;
  return rest;
}

/** The caller's saved search by path id: 404 unknown or someone else's (their names are not told). */
function ownSearch(store: Store, session: Session, raw: unknown): SavedSearchRec {
  const id = pathId(raw);
  const found = ownOf(store, session).find((s) => s.id === id);
  if (!found) throw notFound();
  return found;
}

function checkName(check: Check, others: readonly SavedSearchRec[]): string {
  const raw = check.value('name');
  const name = typeof raw === 'string' ? raw : '';
  const error = savedSearchNameError(
    name,
    others.map((s) => s.name),
  );
  if (error) check.add('name', error);
  return name.trim();
}

export function savedSearchHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/savedSearches',
      route({ auth: 'admin' }, ({ response }, { store, session }) => {
        const own = ownOf(store, session).sort((a, b) => b.id - a.id);
        return response(200).json({ data: own.map(wire) });
      }),
    ),

    api.post(
      '/savedSearches',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const own = ownOf(store, session);
        const name = checkName(check, own);
        const selection = check.value('selection');
        if (!isMainSelection(selection)) check.add('selection', 'selection must be a main selection.');
        const attribute = check.string('attribute', { required: true, max: 60 }) ?? '';
        const subFilter = check.string('subFilter', { max: 60 }) ?? '';
        const text = check.string('text', { max: 200 }) ?? '';
        const pageSize = check.number('pageSize', { required: true, integer: true }) ?? 0;
        if (!(PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize))
          check.add('pageSize', `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}.`);
        const columnsRaw = check.value('columns');
        const columns =
          Array.isArray(columnsRaw) && columnsRaw.every((c) => typeof c === 'string' && c.length <= 60)
            ? (columnsRaw as string[])
            : null;
        if (columns === null || columns.length > 40)
          check.add('columns', 'columns must be a list of column ids.');
        check.done(SAVED_SEARCH_MESSAGES.notSaved);
        if (own.length >= MAX_SAVED_SEARCHES)
          throw badRequest(SAVED_SEARCH_MESSAGES.notSaved, {
            name: [`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first.`],
          });
        const all = savedSearches(store);
        const rec: SavedSearchRec = {
          id: all.reduce((max, s) => Math.max(max, s.id), 0) + 1,
          userId: session.user.userId,
          name,
          selection: isMainSelection(selection) ? selection : 'companies',
          attribute,
          subFilter,
          text,
          pageSize: pageSize as SavedSearchRec['pageSize'],
          columns: columns ?? [],
          createdAt: store.nowIso(),
        };
        all.push(rec);
        store.changed();
        return response(200).json({ data: wire(rec) });
      }),
    ),

    api.put(
      '/savedSearches/{id}',
      route({ auth: 'admin', strict: true }, async ({ request, response, params }, { store, session }) => {
        // A malformed body is a 400 whatever the id, as on every other write.
        const check = new Check(await readJson(request));
        const rec = ownSearch(store, session, params.id);
        const name = checkName(
          check,
          ownOf(store, session).filter((s) => s.id !== rec.id),
        );
        check.done(SAVED_SEARCH_MESSAGES.notSaved);
        rec.name = name;
        store.changed();
        return response(200).json({ data: wire(rec) });
      }),
    ),

    api.delete(
      '/savedSearches/{id}',
      route({ auth: 'admin' }, ({ response, params }, { store, session }) => {
        const rec = ownSearch(store, session, params.id);
        const all = savedSearches(store);
        all.splice(all.indexOf(rec), 1);
        store.changed();
        return response(200).json({ data: { message: SAVED_SEARCH_MESSAGES.deleted } });
      }),
    ),
  ];
}
