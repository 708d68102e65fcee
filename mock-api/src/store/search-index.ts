// A column store for search: per attribute, one array of lowercased strings aligned with the records,
// so a case-insensitive search over 100,000 agents is one tight loop over short strings, and a page is
// collected while counting (no array of every match is built).
//
// Matches are cached per query: the positions of every record an attribute + text matches (before the
// user's scope), so a repeated search (paging, the same search by another user, the grid reloading)
// answers from a short array instead of scanning 100,000 records again. The cache is emptied by every
// change of the index (add, refresh, clear) and by `invalidate()`, which the store calls on every write
// (`Store.changed()`), so a write is visible to the very next search.

/** Total positions kept in the cache of one index (4 bytes each), oldest queries dropped first. */
const CACHE_BUDGET = 2_000_000;

let nextPredicateId = 1;

export class SearchIndex<T> {
  readonly recs: T[] = [];
  private readonly cols = new Map<string, string[]>();
  private readonly position = new Map<T, number>();
  private readonly keysOf: (rec: T) => Record<string, string>;
  private readonly cache = new Map<string, Int32Array>();
  private readonly predicateIds = new WeakMap<object, number>();
  private cached = 0;
  /** Bumped whenever a record's keys are written, so work derived from the columns knows it is stale. */
  version = 0;
  /** Bumped by every invalidate (every write to the store), for work that also depends on the scope. */
  generation = 0;

  constructor(keysOf: (rec: T) => Record<string, string>) {
    this.keysOf = keysOf;
  }

  get size(): number {
    return this.recs.length;
  }

  /** Forgets every cached match (the records may have changed). */
  invalidate(): void {
    this.generation += 1;
    if (this.cache.size > 0) this.cache.clear();
    this.cached = 0;
  }

  /** The cached positions of the records a query matches, or undefined. */
  cachedMatches(key: string): Int32Array | undefined {
    const hit = this.cache.get(key);
    if (hit) {
      // most recently used last
      this.cache.delete(key);
      this.cache.set(key, hit);
    }
    return hit;
  }

  remember(key: string, matches: Int32Array): void {
    if (matches.length > CACHE_BUDGET) return;
    while (this.cached + matches.length > CACHE_BUDGET && this.cache.size > 0) {
      const oldest = this.cache.keys().next().value as string;
      this.cached -= this.cache.get(oldest)?.length ?? 0;
      this.cache.delete(oldest);
    }
    this.cache.set(key, matches);
    this.cached += matches.length;
  }

  /** A stable number per predicate matcher, for cache keys. */
  predicateId(matcher: object): number {
    let id = this.predicateIds.get(matcher);
    if (id === undefined) {
      id = nextPredicateId++;
      this.predicateIds.set(matcher, id);
    }
    return id;
  }

  clear(): void {
    this.invalidate();
    this.version += 1;
    this.recs.length = 0;
    this.cols.clear();
    this.position.clear();
  }

  add(rec: T): void {
    this.invalidate();
    const i = this.recs.length;
    this.recs.push(rec);
    this.position.set(rec, i);
    this.write(i, rec);
  }

  /** Recomputes the keys of a record whose fields changed. */
  refresh(rec: T): void {
    const i = this.position.get(rec);
    if (i !== undefined) {
      this.invalidate();
      this.write(i, rec);
    }
  }

  refreshWhere(test: (rec: T) => boolean): void {
    this.invalidate();
    this.recs.forEach((rec, i) => {
      if (test(rec)) this.write(i, rec);
    });
  }

  column(name: string): readonly string[] | undefined {
    return this.cols.get(name);
  }

  private write(i: number, rec: T): void {
    this.version += 1;
    for (const [key, value] of Object.entries(this.keysOf(rec))) {
      let col = this.cols.get(key);
      if (!col) {
        col = [];
        this.cols.set(key, col);
      }
      col[i] = value;
    }
  }
}

/** How an attribute matches: every row, a column (contains / prefix / equals), or a predicate. */
export type Matcher<T> =
  | { kind: 'all' }
  | { kind: 'column'; column: string; mode: 'contains' | 'prefix' | 'equals' }
  | { kind: 'predicate'; test: (rec: T, needle: string) => boolean };

export type SearchPage<T> = { rows: T[]; totalCount: number; pageNumber: number; pageSize: number };

/**
 * Counts every match and keeps only the requested page. `needle` is trimmed and lowercased here;
 * an empty needle matches everything for `equals` (a sub-filter not chosen) and for `contains`.
 */
export function searchIndex<T>(
  index: SearchIndex<T>,
  matcher: Matcher<T>,
  text: string | undefined,
  inScope: ((rec: T) => boolean) | null,
  pageNumber: number,
  pageSize: number,
): SearchPage<T> {
  const needle = (text ?? '').trim().toLowerCase();
  const start = (pageNumber - 1) * pageSize;
  const end = start + pageSize;
  const { recs } = index;
  const n = recs.length;
  const mode = matcher.kind === 'column' ? matcher.mode : undefined;
  const matchAll = matcher.kind === 'all' || (needle === '' && (mode === 'equals' || mode === 'contains'));
  if (matchAll && inScope === null) {
    return { rows: recs.slice(start, end), totalCount: n, pageNumber, pageSize };
  }
  const rows: T[] = [];
  let total = 0;
  if (matchAll) {
    for (let i = 0; i < n; i += 1) {
      const rec = recs[i] as T;
      if (inScope !== null && !inScope(rec)) continue;
      if (total >= start && total < end) rows.push(rec);
      total += 1;
    }
    return { rows, totalCount: total, pageNumber, pageSize };
  }
  const matches = findMatches(index, matcher, needle);
  if (inScope === null) {
    const last = Math.min(end, matches.length);
    for (let k = start; k < last; k += 1) rows.push(recs[matches[k] as number] as T);
    return { rows, totalCount: matches.length, pageNumber, pageSize };
  }
  for (let k = 0; k < matches.length; k += 1) {
    const rec = recs[matches[k] as number] as T;
    if (!inScope(rec)) continue;
    if (total >= start && total < end) rows.push(rec);
    total += 1;
  }
  return { rows, totalCount: total, pageNumber, pageSize };
}

/** Positions of every record the matcher matches for the (trimmed, lowercased) needle; cached. */
function findMatches<T>(index: SearchIndex<T>, matcher: Matcher<T>, needle: string): Int32Array {
  const key =
    matcher.kind === 'column'
      ? `c\u0000${matcher.column}\u0000${matcher.mode}\u0000${needle}`
      : `p\u0000${index.predicateId(matcher)}\u0000${needle}`;
  const hit = index.cachedMatches(key);
  if (hit) return hit;
  const { recs } = index;
  const n = recs.length;
  let found = new Int32Array(64);
  let count = 0;
  const push = (i: number): void => {
    if (count === found.length) {
      const bigger = new Int32Array(found.length * 2);
      bigger.set(found);
      found = bigger;
    }
    found[count] = i;
    count += 1;
  };
  if (matcher.kind === 'column') {
    const col = index.column(matcher.column) ?? [];
    if (matcher.mode === 'contains') {
      for (let i = 0; i < n; i += 1) if ((col[i] ?? '').includes(needle)) push(i);
    } else if (matcher.mode === 'prefix') {
      for (let i = 0; i < n; i += 1) if ((col[i] ?? '').startsWith(needle)) push(i);
    } else {
      for (let i = 0; i < n; i += 1) if ((col[i] ?? '') === needle) push(i);
    }
  } else if (matcher.kind === 'predicate') {
    for (let i = 0; i < n; i += 1) if (matcher.test(recs[i] as T, needle)) push(i);
  }
  const matches = found.slice(0, count);
  index.remember(key, matches);
  return matches;
}
