// The palette's scan of a SearchIndex: the first few records in scope that any of some columns matches,
// in index order. Two things keep a keystroke in the few-ms range at 100,000 records:
// - the columns of every record are joined into one string per match mode, so a scan is a handful of
//   native indexOf calls over a few MB rather than a call per record and column;
// - what a user's last texts matched is remembered, so the next keystroke (the same text one letter
//   longer) re-tests those few hits and scans on only from where the last scan stopped.
import type { SearchIndex } from './search-index.ts';

/** How one palette column matches: `prefix` for ids and numbers, `contains` for names and addresses. */
export type FirstMatchColumn = { column: string; mode: 'contains' | 'prefix' };

/** Precedes every value in a joined string, so a needle (which never holds it) cannot span two values. */
const SEP = '\u0001';
/** Texts remembered per user and index, and users remembered per index. */
const SCANS_PER_USER = 8;
const USERS_PER_INDEX = 256;

/** Every record's values of some columns in one string; `starts[i]` is where record i begins. */
type Joined = { version: number; text: string; starts: Int32Array };

/** One scan: every in-scope record before `stop` that the needle matches (at most `limit` of them). */
type Scan = { needle: string; generation: number; stop: number; hits: number[] };

type Memo = {
  joined: Map<string, Joined>;
  scans: Map<string, Scan[]>;
};

const memos = new WeakMap<object, Memo>();

function memoOf(index: object): Memo {
  let memo = memos.get(index);
  if (!memo) {
    memo = { joined: new Map(), scans: new Map() };
    memos.set(index, memo);
  }
  return memo;
}

function joinedOf<T>(index: SearchIndex<T>, memo: Memo, columns: readonly string[]): Joined | null {
  if (columns.length === 0) return null;
  const key = columns.join(SEP);
  const known = memo.joined.get(key);
  if (known && known.version === index.version) return known;
  const values = columns.map((c) => index.column(c) ?? []);
  const n = index.size;
  const starts = new Int32Array(n + 1);
  const parts: string[] = new Array<string>(n);
  let offset = 0;
  for (let i = 0; i < n; i += 1) {
    let part = '';
    for (const col of values) part += SEP + (col[i] ?? '');
    parts[i] = part;
    starts[i] = offset;
    offset += part.length;
  }
  starts[n] = offset;
  const joined = { version: index.version, text: parts.join(''), starts };
  memo.joined.set(key, joined);
  return joined;
}

/** The record whose part of the joined string holds `offset`. */
function recordAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The first record at or after `from` whose joined part holds `needle`, or `n` if none. */
function nextHit(joined: Joined | null, needle: string, from: number, n: number): number {
  if (joined === null || from >= n) return n;
  const at = joined.text.indexOf(needle, joined.starts[from]);
  return at < 0 ? n : recordAt(joined.starts, at);
}

/** The first of the columns whose value of record i the needle matches, or null. */
function columnOf(
  cols: ReadonlyArray<FirstMatchColumn & { values: readonly string[] }>,
  i: number,
  needle: string,
): string | null {
  for (const c of cols) {
    const value = c.values[i] ?? '';
    if (c.mode === 'prefix' ? value.startsWith(needle) : value.includes(needle)) return c.column;
  }
  return null;
}

/** The longest remembered needle this one starts with (the previous keystroke's), if still valid. */
function narrowest(scans: readonly Scan[], needle: string, generation: number): Scan | undefined {
  let best: Scan | undefined;
  for (const s of scans) {
    if (s.generation !== generation || !needle.startsWith(s.needle)) continue;
    if (!best || s.needle.length > best.needle.length) best = s;
  }
  return best;
}

function remember(memo: Memo, user: string, scan: Scan): void {
  const scans = (memo.scans.get(user) ?? []).filter((s) => s.needle !== scan.needle);
  scans.push(scan);
  if (scans.length > SCANS_PER_USER) scans.shift();
  memo.scans.delete(user);
  memo.scans.set(user, scans);
  if (memo.scans.size > USERS_PER_INDEX) memo.scans.delete(memo.scans.keys().next().value as string);
}

/**
 * The first `limit` records in scope that any of the columns matches, each with the first column that
 * did. `user` names whose scope `inScope` is: the user's earlier scans are reused only for them, and
 * only while the index has seen no write (a write may change both the records and the scope).
 */
export function firstMatches<T>(
  index: SearchIndex<T>,
  columns: readonly FirstMatchColumn[],
  text: string,
  inScope: ((rec: T) => boolean) | null,
  limit: number,
  user: string,
): Array<{ rec: T; column: string }> {
  const needle = text.trim().toLowerCase();
  if (needle === '' || limit < 1 || needle.includes(SEP)) return [];
  const memo = memoOf(index);
  const cols = columns.map((c) => ({ ...c, values: index.column(c.column) ?? [] }));
  const userKey = `${user}${SEP}${columns.map((c) => c.column).join(SEP)}`;
  const n = index.size;
  const { recs } = index;
  const found: Array<{ rec: T; column: string }> = [];
  const hits: number[] = [];
  const take = (i: number, column: string): void => {
    hits.push(i);
    found.push({ rec: recs[i] as T, column });
  };

  // The previous keystroke's hits are the only candidates before where its scan stopped.
  const earlier = narrowest(memo.scans.get(userKey) ?? [], needle, index.generation);
  let from = 0;
  if (earlier) {
    for (const i of earlier.hits) {
      if (found.length >= limit) break;
      const column = columnOf(cols, i, needle);
      if (column !== null) take(i, column);
    }
    from = found.length >= limit ? (hits.at(-1) as number) + 1 : earlier.stop;
  }

  const contains = joinedOf(
    index,
    memo,
    columns.filter((c) => c.mode === 'contains').map((c) => c.column),
  );
  const prefix = joinedOf(
    index,
    memo,
    columns.filter((c) => c.mode === 'prefix').map((c) => c.column),
  );
  const prefixNeedle = SEP + needle;
  let nextContains = found.length >= limit ? n : nextHit(contains, needle, from, n);
  let nextPrefix = found.length >= limit ? n : nextHit(prefix, prefixNeedle, from, n);
  let stop = from;
  while (found.length < limit) {
    const i = Math.min(nextContains, nextPrefix);
    if (i >= n) {
      stop = n;
      break;
    }
    const rec = recs[i] as T;
    const column = columnOf(cols, i, needle);
    if (column !== null && (inScope === null || inScope(rec))) take(i, column);
    stop = i + 1;
    if (nextContains === i) nextContains = nextHit(contains, needle, i + 1, n);
    if (nextPrefix === i) nextPrefix = nextHit(prefix, prefixNeedle, i + 1, n);
  }
  remember(memo, userKey, { needle, generation: index.generation, stop, hits });
  return found;
}
