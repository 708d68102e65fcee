// The palette's listings and contracts. Every admin finds one by its number (the owner's scope checked,
// as its page does); an Office Admin also by address or MLS number over their company's deal shard.
// A Super Admin has no company to search, and 3 million contracts are too many to scan per keystroke,
// so they find deals by number only. An agent finds their own contracts by address or number.
import type { PaletteHit } from '@balance/api-client';
import { dealIndexOf, dealsOf, shardMatches, type DealShard } from '../store/deal-index.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, ContractRec, ListingRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { scope } from './http/scope.ts';
import { agentName } from './views.ts';
import type { PaletteSource } from './palette.ts';

type Matched = PaletteHit['matched'];

/** Listing and contract numbers are the owner's agent number and two digits. */
const DEAL_NUMBER = /^\d{3,12}$/;

type Deals = { listings: ListingRec[]; contracts: ContractRec[] };

/**
 * Owners whose deals were drawn lately, by store: a number is looked up as a listing and as a contract,
 * and again on the next keystroke, and each draw costs a few ms.
 */
const drawn = new WeakMap<Store, Map<AgentRec, { officeId: number; deals: Deals }>>();
const DRAWN_KEPT = 16;

function ownerDeals(store: Store, owner: AgentRec): Deals {
  // A stored book is read live (a write to it shows at once); only a drawn one is kept.
  if (store.db.books[String(owner.userId)]) return dealsOf(store, owner);
  let kept = drawn.get(store);
  if (!kept) {
    kept = new Map();
    drawn.set(store, kept);
  }
  const known = kept.get(owner);
  // Deals are drawn for the agent's office: a move draws them again.
  if (known && known.officeId === owner.officeId) return known.deals;
  const deals = dealsOf(store, owner);
  kept.delete(owner);
  kept.set(owner, { officeId: owner.officeId, deals });
  if (kept.size > DRAWN_KEPT) kept.delete(kept.keys().next().value as AgentRec);
  return deals;
}

/** The deal of this number, if the session's scope holds its owner (their book is not stored for this). */
function dealByNumber<T>(
  store: Store,
  session: Session,
  text: string,
  pick: (deals: Deals, id: number) => T | undefined,
): T | undefined {
  if (!DEAL_NUMBER.test(text)) return undefined;
  const id = Number(text);
  const owner = store.agentById.get(Math.floor(id / 100));
  if (!owner) return undefined;
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(owner.officeId)) return undefined;
  return pick(ownerDeals(store, owner), id);
}

/** An Office Admin's rows of their company whose address or MLS number holds the text, newest first. */
function shardHits<T>(
  store: Store,
  session: Session,
  needle: string,
  rows: (shard: DealShard) => { kind: string; rows: readonly T[]; text: string[]; mls: string[] },
  agentOf: (row: T) => number,
  limit: number,
): Array<{ row: T; matched: Matched }> {
  const companyId = session.role === 'Office Admin' ? session.office?.companyId : undefined;
  if (companyId === undefined) return [];
  const s = scope(session, store);
  const shard = dealIndexOf(store).shard(companyId);
  const of = rows(shard);
  const offices = [...s.officeIds].sort((a, b) => a - b).join(',');
  const key = ['P', of.kind, offices, needle].join('\u0001');
  const matches = shardMatches(
    shard,
    key,
    of.rows,
    (row, i) =>
      s.officeIds.has(store.agentById.get(agentOf(row))?.officeId ?? 0) &&
      ((of.text[i] ?? '').includes(needle) || (of.mls[i] ?? '').includes(needle)),
  );
  const found: Array<{ row: T; matched: Matched }> = [];
  for (let k = 0; k < matches.length && found.length < limit; k += 1) {
    const i = matches[k] as number;
    found.push({ row: of.rows[i] as T, matched: (of.text[i] ?? '').includes(needle) ? 'address' : 'id' });
  }
  return found;
}

/** The number's deal first, then the address / MLS hits, each deal once. */
function merged<T>(
  byNumber: T | undefined,
  byText: Array<{ row: T; matched: Matched }>,
  idOf: (row: T) => number,
  limit: number,
): Array<{ row: T; matched: Matched }> {
  const all = byNumber ? [{ row: byNumber, matched: 'id' as const }, ...byText] : byText;
  const seen = new Set<number>();
  const unique: Array<{ row: T; matched: Matched }> = [];
  for (const hit of all) {
    if (unique.length >= limit) break;
    if (seen.has(idOf(hit.row))) continue;
    seen.add(idOf(hit.row));
    unique.push(hit);
  }
  return unique;
}

function ownerName(store: Store, agentId: number): string {
  const agent = store.agentById.get(agentId);
  return agent ? agentName(agent) : '';
}

function listingHit(store: Store, l: ListingRec, matched: Matched): PaletteHit {
  return {
    kind: 'listing',
    id: l.listingId,
    title: l.address,
    detail: [
      `Listing ${l.listingId}`,
      `MLS ${l.mlsNumber}`,
      `${l.city}, ${l.state}`,
      l.status,
      ownerName(store, l.agentId),
    ]
      .filter(Boolean)
      .join(' · '),
    matched,
  };
}

function contractHit(c: ContractRec, matched: Matched, owner: string): PaletteHit {
  return {
    kind: 'contract',
    id: c.contractId,
    title: c.propertyAddress,
    detail: [`Contract ${c.contractId}`, `${c.city}, ${c.state}`, c.status, owner]
      .filter(Boolean)
      .join(' · '),
    matched,
  };
}

/** An agent's own contracts by address or the start of their number. */
function ownContracts(store: Store, session: Session, needle: string, limit: number): PaletteHit[] {
  const agent = session.agent;
  if (!agent) return [];
  const hits: PaletteHit[] = [];
  for (const c of store.book(agent.userId)?.contracts ?? []) {
    if (hits.length >= limit) break;
    const address = `${c.propertyAddress} ${c.city}`.toLowerCase();
    const matched: Matched | null = address.includes(needle)
      ? 'address'
      : String(c.contractId).startsWith(needle)
        ? 'id'
        : null;
    if (matched !== null) hits.push(contractHit(c, matched, ''));
  }
  return hits;
}

export const listingSource: PaletteSource = {
  find: (store, session, text, limit) => {
    if (session.role === 'Agent') return [];
    const needle = text.trim().toLowerCase();
    const byNumber = dealByNumber(store, session, needle, (d, id) =>
      d.listings.find((l) => l.listingId === id),
    );
    const byText = shardHits(
      store,
      session,
      needle,
      (shard) => ({ kind: 'L', rows: shard.listings, text: shard.listingText, mls: shard.listingMls }),
      (l) => l.agentId,
      limit,
    );
    return merged(byNumber, byText, (l) => l.listingId, limit).map(({ row, matched }) =>
      listingHit(store, row, matched),
    );
  },
};

export const contractSource: PaletteSource = {
  find: (store, session, text, limit) => {
    const needle = text.trim().toLowerCase();
    if (session.role === 'Agent') return ownContracts(store, session, needle, limit);
    const byNumber = dealByNumber(store, session, needle, (d, id) =>
      d.contracts.find((c) => c.contractId === id),
    );
    const byText = shardHits(
      store,
      session,
      needle,
      (shard) => ({ kind: 'C', rows: shard.contracts, text: shard.contractText, mls: shard.contractMls }),
      (c) => c.agentId,
      limit,
    );
    return merged(byNumber, byText, (c) => c.contractId, limit).map(({ row, matched }) =>
      contractHit(row, matched, ownerName(store, row.agentId)),
    );
  },
};
