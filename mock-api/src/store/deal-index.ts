// The deal index: every agent's listings and contracts of one company, for the admin area's listing
// and contract searches. A whole book costs about 2 ms to build and 100,000 agents hold some 3 million
// contracts, so nothing is built ahead: a company's deals are drawn on its first search (the deals part
// of each book only, for agents whose book is not stored) and kept as one shard, newest first, with the
// lowercased address and MLS number alongside. Stored books are read live, so a write to a contract shows
// at once; a shard is drawn again when a book is stored later or the company's agents change.
import { drawDeals } from '../seed/book.ts';
import type { Store } from './store.ts';
import type { AgentBook, AgentRec, ContractRec, ListingRec } from './types.ts';

/** Shards kept (least recently searched dropped first): a shard holds a company's deals, ~10,000 rows. */
const MAX_SHARDS = 24;
/** Queries whose matches a shard keeps (the oldest dropped first); a repeated search or a new page skips the scan. */
const MAX_CACHED_QUERIES = 256;

type Source = { agent: AgentRec; book: AgentBook | undefined };

export type DealShard = {
  companyId: number;
  listings: ListingRec[];
  contracts: ContractRec[];
  /** Lowercased `address city` and MLS number, aligned with listings / contracts. */
  listingText: string[];
  listingMls: string[];
  contractText: string[];
  contractMls: string[];
  sources: Source[];
  /** A write happened since the keys and order were computed (a stored contract may have changed). */
  stale: boolean;
  /** Positions of the rows each query matched, by query key; emptied with every write. */
  matches: Map<string, Int32Array>;
};

const lower = (s: string): string => s.toLowerCase();

function companyAgents(store: Store, companyId: number): AgentRec[] {
  const agents: AgentRec[] = [];
  for (const office of store.officesByCompany.get(companyId) ?? []) {
    for (const agent of store.agentsByOffice.get(office.id) ?? []) agents.push(agent);
  }
  return agents;
}

/** The agent's deals: their stored book, or the deals part drawn afresh (contacts dropped, unused here). */
export function dealsOf(store: Store, agent: AgentRec): { listings: ListingRec[]; contracts: ContractRec[] } {
  const stored = store.db.books[String(agent.userId)];
  if (stored) return stored;
  const office = store.officeById.get(agent.officeId);
  if (!office) return { listings: [], contracts: [] };
  const drawn = drawDeals({ seed: store.db.meta.seed, today: store.db.meta.today, agent, office });
  for (const c of drawn.contracts) {
    c.contacts = [];
    c.coversheet = null;
  }
  return drawn;
}

function drawShard(store: Store, companyId: number): DealShard {
  const sources: Source[] = [];
  const listings: ListingRec[] = [];
  const contracts: ContractRec[] = [];
  for (const agent of companyAgents(store, companyId)) {
    const deals = dealsOf(store, agent);
    sources.push({ agent, book: store.db.books[String(agent.userId)] });
    for (const l of deals.listings) listings.push(l);
    for (const c of deals.contracts) contracts.push(c);
  }
  const shard: DealShard = {
    companyId,
    listings,
    contracts,
    listingText: [],
    listingMls: [],
    contractText: [],
    contractMls: [],
    sources,
    stale: true,
    matches: new Map(),
  };
  rekey(shard);
  return shard;
}

/** Orders the rows newest first and computes their search keys again. */
function rekey(shard: DealShard): void {
  const { listings, contracts } = shard;
  listings.sort((a, b) => b.listDate.localeCompare(a.listDate) || b.listingId - a.listingId);
  contracts.sort((a, b) => b.contractDate.localeCompare(a.contractDate) || b.contractId - a.contractId);
  shard.listingText = listings.map((l) => lower(`${l.address} ${l.city}`));
  shard.listingMls = listings.map((l) => lower(l.mlsNumber));
  shard.contractText = contracts.map((c) => lower(`${c.propertyAddress} ${c.city}`));
  shard.contractMls = contracts.map((c) => lower(c.mlsNumber ?? ''));
  shard.matches.clear();
  shard.stale = false;
}

/**
 * Positions of the rows that pass, cached under `key` (which must name every filter of `pass`), so
 * paging through a result or repeating a search does not scan the company's rows again.
 */
export function shardMatches<T>(
  shard: DealShard,
  key: string,
  rows: readonly T[],
  pass: (row: T, i: number) => boolean,
): Int32Array {
  const hit = shard.matches.get(key);
  if (hit) return hit;
  const found = new Int32Array(rows.length);
  let count = 0;
  for (let i = 0; i < rows.length; i += 1) if (pass(rows[i] as T, i)) found[count++] = i;
  const matches = found.slice(0, count);
  if (shard.matches.size >= MAX_CACHED_QUERIES) {
    const oldest = shard.matches.keys().next().value as string;
    shard.matches.delete(oldest);
  }
  shard.matches.set(key, matches);
  return matches;
}

/** Still true to the store: the same agents, none moved away, and no book stored since it was drawn. */
function isCurrent(store: Store, shard: DealShard): boolean {
  const agents = companyAgents(store, shard.companyId);
  if (agents.length !== shard.sources.length) return false;
  for (let i = 0; i < agents.length; i += 1) {
    const source = shard.sources[i];
    if (!source || source.agent !== agents[i]) return false;
    if (store.db.books[String(source.agent.userId)] !== source.book) return false;
  }
  return true;
}

export class DealIndex {
  private readonly shards = new Map<number, DealShard>();
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
    store.subscribe(() => {
      for (const shard of this.shards.values()) shard.stale = true;
    });
  }

  /** The company's deals, drawn on first use; checked against the store only after a write. */
  shard(companyId: number): DealShard {
    let shard = this.shards.get(companyId);
    if (shard?.stale && !isCurrent(this.store, shard)) shard = undefined;
    if (!shard) shard = drawShard(this.store, companyId);
    else if (shard.stale) rekey(shard);
    // most recently used last
    this.shards.delete(companyId);
    this.shards.set(companyId, shard);
    while (this.shards.size > MAX_SHARDS) {
      const oldest = this.shards.keys().next().value as number;
      this.shards.delete(oldest);
    }
    return shard;
  }
}

const indexes = new WeakMap<Store, DealIndex>();

/** The store's deal index (one per store, so a test's fresh store starts empty). */
export function dealIndexOf(store: Store): DealIndex {
  let index = indexes.get(store);
  if (!index) {
    index = new DealIndex(store);
    indexes.set(store, index);
  }
  return index;
}
