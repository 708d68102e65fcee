// A column store for search: per attribute, one array of lowercased strings aligned with the records,
// so a case-insensitive search over 100,000 agents is one tight loop over short strings, and a page is
// collected while counting (no array of every match is built).
export class SearchIndex<T> {
  readonly recs: T[] = [];
  private readonly cols = new Map<string, string[]>();
  private readonly position = new Map<T, number>();
  private readonly keysOf: (rec: T) => Record<string, string>;

  constructor(keysOf: (rec: T) => Record<string, string>) {
    this.keysOf = keysOf;
  }

  get size(): number {
    return this.recs.length;
  }

  clear(): void {
    this.recs.length = 0;
    this.cols.clear();
    this.position.clear();
  }

  add(rec: T): void {
    const i = this.recs.length;
    this.recs.push(rec);
    this.position.set(rec, i);
    this.write(i, rec);
  }

  /** Recomputes the keys of a record whose fields changed. */
  refresh(rec: T): void {
    const i = this.position.get(rec);
    if (i !== undefined) this.write(i, rec);
  }

  refreshWhere(test: (rec: T) => boolean): void {
    this.recs.forEach((rec, i) => {
      if (test(rec)) this.write(i, rec);
    });
  }

  column(name: string): readonly string[] | undefined {
    return this.cols.get(name);
  }

  private write(i: number, rec: T): void {
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
  if (matcher.kind === 'all' && inScope === null) {
    return { rows: recs.slice(start, end), totalCount: n, pageNumber, pageSize };
  }
  const rows: T[] = [];
  let total = 0;
  const col = matcher.kind === 'column' ? (index.column(matcher.column) ?? []) : undefined;
  const mode = matcher.kind === 'column' ? matcher.mode : undefined;
  const matchAll = needle === '' && (mode === 'equals' || mode === 'contains');
  for (let i = 0; i < n; i += 1) {
    if (col && !matchAll) {
      const v = col[i] ?? '';
      if (
        mode === 'contains' ? !v.includes(needle) : mode === 'prefix' ? !v.startsWith(needle) : v !== needle
      )
        continue;
    } else if (matcher.kind === 'predicate' && !matcher.test(recs[i] as T, needle)) continue;
    const rec = recs[i] as T;
    if (inScope !== null && !inScope(rec)) continue;
    if (total >= start && total < end) rows.push(rec);
    total += 1;
  }
  return { rows, totalCount: total, pageNumber, pageSize };
}
