// Regions, users and teams searches (the regions and users tabs of the admin area).
import { pagedReply } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { mayManageUser, scope } from './http/scope.ts';
import { findAttribute, regionAttributes, runSearch, teamAttributes, userAttributes } from './search.ts';
import { regionRow, teamRow, userRow } from './views.ts';

export function userHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/regions',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const attribute = findAttribute(regionAttributes, q.string('searchField'), false, 'Region_All');
        const s = scope(session, store);
        const page = runSearch(
          store.regionIndex,
          attribute,
          q.string('searchText'),
          s.all ? null : (r) => s.companyIds.has(r.companyId),
          q.page(),
        );
        return response(200).json(...pagedReply(page, (r) => regionRow(store, r)));
      }),
    ),

    api.get(
      '/Users/search',
      route({ auth: 'admin' }, ({ response }, { store, q, session }) => {
        const attribute = findAttribute(userAttributes, q.string('searchField'), false, 'User_All');
        const text = attribute.subFilter
          ? (q.string('subFilter') ?? q.string('searchText'))
          : q.string('searchText');
        // An Office Admin finds the users they manage: those of their own office.
        const page = runSearch(
          store.userIndex,
          attribute,
          text,
          session.role === 'Super Admin' ? null : (u) => mayManageUser(session, u),
          q.page(),
        );
        return response(200).json(...pagedReply(page, (u) => userRow(store, u)));
      }),
    ),

    api.get(
      '/teams/search',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const attribute = findAttribute(teamAttributes, q.string('searchField'), false, 'Team_All');
        const s = scope(session, store);
        const page = runSearch(
          store.teamIndex,
          attribute,
          q.string('searchText'),
          s.all ? null : (t) => s.officeIds.has(t.officeId),
          q.page(),
        );
        return response(200).json(...pagedReply(page, (t) => teamRow(store, t)));
      }),
    ),
  ];
}
