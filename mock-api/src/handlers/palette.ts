// The command palette's search: a few hits per record kind the user may see, found by name, id, agent
// number, e-mail or address over the admin searches' index and scope. Each kind is one entry of
// PALETTE_SOURCES, so a new record kind is one more entry.
import type { PaletteHit } from '@balance/api-client';
import { PALETTE_KINDS, PALETTE_LIMIT, PALETTE_MAX_TEXT, type PaletteKind } from '@balance/domain';
import { firstMatches, type FirstMatchColumn } from '../store/first-matches.ts';
import type { SearchIndex } from '../store/search-index.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, CompanyRec, OfficeRec, RegionRec, TeamRec, UserRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { mayManageUser, scope } from './http/scope.ts';
import { agentName } from './views.ts';
import { contractSource, listingSource } from './palette-deals.ts';

type Matched = PaletteHit['matched'];

/** One record kind the palette searches: its index, the columns it matches and the hit it shows. */
type IndexedSource<T> = {
  index: (store: Store) => SearchIndex<T>;
  columns: readonly FirstMatchColumn[];
  /** Null: the session sees every record; undefined: the session sees none of this kind. */
  inScope: (session: Session, store: Store) => ((rec: T) => boolean) | null | undefined;
  hit: (store: Store, rec: T) => Omit<PaletteHit, 'kind' | 'matched'>;
};

export type PaletteSource = {
  find: (store: Store, session: Session, text: string, limit: number) => PaletteHit[];
};

const NAME_ID_EMAIL_ADDRESS: readonly FirstMatchColumn[] = [
  { column: 'name', mode: 'contains' },
  { column: 'id', mode: 'prefix' },
  { column: 'email', mode: 'contains' },
  { column: 'address', mode: 'contains' },
];

/** The column a hit was found in, as the contract names it. */
function matchedOf(column: string): Matched {
  if (column === 'email') return 'email';
  if (column === 'address') return 'address';
  if (column === 'id' || column === 'num') return 'id';
  return 'name';
}

function indexed<T>(kind: PaletteKind, source: IndexedSource<T>): PaletteSource {
  return {
    find: (store, session, text, limit) => {
      const inScope = source.inScope(session, store);
      if (inScope === undefined) return [];
      return firstMatches(
        source.index(store),
        source.columns,
        text,
        inScope,
        limit,
        String(session.user.userId),
      ).map(({ rec, column }) => ({
        kind,
        matched: matchedOf(column),
        ...source.hit(store, rec),
      }));
    },
  };
}

const staffOnly =
  <T>(test: (session: Session, store: Store) => ((rec: T) => boolean) | null) =>
  (session: Session, store: Store) =>
    session.role === 'Agent' ? undefined : test(session, store);

const officeLabel = (store: Store, officeId: number | null): string => {
  const office = officeId === null ? undefined : store.officeById.get(officeId);
  return office ? `${office.officeNum} ${office.called}` : '';
};

export const PALETTE_SOURCES: Record<PaletteKind, PaletteSource> = {
  company: indexed<CompanyRec>('company', {
    index: (store) => store.companyIndex,
    columns: NAME_ID_EMAIL_ADDRESS,
    inScope: staffOnly((session, store) => {
      const s = scope(session, store);
      return s.all ? null : (c) => s.companyIds.has(c.id);
    }),
    hit: (_store, c) => ({ id: c.id, title: c.name, detail: `Company ${c.id} · ${c.city}, ${c.state}` }),
  }),
  office: indexed<OfficeRec>('office', {
    index: (store) => store.officeIndex,
    columns: [...NAME_ID_EMAIL_ADDRESS, { column: 'num', mode: 'prefix' }],
    inScope: staffOnly((session, store) => {
      const s = scope(session, store);
      return s.all ? null : (o) => s.officeIds.has(o.id);
    }),
    hit: (_store, o) => ({
      id: o.id,
      title: o.called,
      detail: `Office ${o.officeNum} · ${o.city}, ${o.state}`,
    }),
  }),
  agent: indexed<AgentRec>('agent', {
    index: (store) => store.agentIndex,
    columns: NAME_ID_EMAIL_ADDRESS,
    inScope: staffOnly((session, store) => {
      const s = scope(session, store);
      return s.all ? null : (a) => s.officeIds.has(a.officeId);
    }),
    hit: (store, a) => ({
      id: a.userId,
      title: agentName(a),
      detail: `Agent ${a.userId} · ${officeLabel(store, a.officeId)}`,
    }),
  }),
  user: indexed<UserRec>('user', {
    index: (store) => store.userIndex,
    columns: [...NAME_ID_EMAIL_ADDRESS, { column: 'userName', mode: 'contains' }],
    // The users an admin manages, as the users search shows them.
    inScope: staffOnly((session) =>
      session.role === 'Super Admin' ? null : (u) => mayManageUser(session, u),
    ),
    hit: (store, u) => ({
      id: u.userId,
      title: u.name,
      detail: [u.userName, u.role, officeLabel(store, u.officeId)].filter(Boolean).join(' · '),
    }),
  }),
  team: indexed<TeamRec>('team', {
    index: (store) => store.teamIndex,
    columns: NAME_ID_EMAIL_ADDRESS,
    inScope: staffOnly((session, store) => {
      const s = scope(session, store);
      return s.all ? null : (t) => s.officeIds.has(t.officeId);
    }),
    hit: (store, t) => ({ id: t.id, title: t.name, detail: `Team · ${officeLabel(store, t.officeId)}` }),
  }),
  region: indexed<RegionRec>('region', {
    index: (store) => store.regionIndex,
    columns: NAME_ID_EMAIL_ADDRESS,
    inScope: staffOnly((session, store) => {
      const s = scope(session, store);
      return s.all ? null : (r) => s.companyIds.has(r.companyId);
    }),
    hit: (store, r) => ({
      id: r.id,
      title: r.name,
      detail: `Region · ${store.companyById.get(r.companyId)?.name ?? ''}`,
    }),
  }),
  listing: listingSource,
  contract: contractSource,
};

export function paletteHits(store: Store, session: Session, text: string, limit: number): PaletteHit[] {
  return PALETTE_KINDS.flatMap((kind) => PALETTE_SOURCES[kind].find(store, session, text, limit));
}

export function paletteHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/search/palette',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const text = q.string('q', { required: true, minLength: 1, maxLength: PALETTE_MAX_TEXT }) ?? '';
        const limit = q.int('limit', { min: 1, max: 20 }) ?? PALETTE_LIMIT;
        return response(200).json({ data: paletteHits(store, session, text, limit) });
      }),
    ),
  ];
}
