// The palette's scan: what it finds with a user's earlier texts remembered must be what a plain scan
// finds, whatever the order the texts come in, and a write must be seen by the next keystroke.
import { describe, expect, test } from 'vitest';
import { firstMatches, type FirstMatchColumn } from './first-matches.ts';
import { SearchIndex } from './search-index.ts';

type Rec = { id: number; name: string; email: string; office: number };

const COLUMNS: readonly FirstMatchColumn[] = [
  { column: 'name', mode: 'contains' },
  { column: 'id', mode: 'prefix' },
  { column: 'email', mode: 'contains' },
];

const NAMES = ['Smith', 'Smithers', 'Psmith', 'Ngo', 'Osmond', 'Kasmi', 'Smit', 'Schmidt'];

function makeIndex(): SearchIndex<Rec> {
  const index = new SearchIndex<Rec>((r) => ({
    name: r.name.toLowerCase(),
    id: String(r.id),
    email: r.email.toLowerCase(),
  }));
  for (let i = 0; i < 600; i += 1) {
    const name = `${NAMES[i % NAMES.length] ?? ''} ${i}`;
    index.add({ id: 1000 + i, name, email: `n${i}@mail.test`, office: i % 3 });
  }
  return index;
}

/** The same question answered by testing every record and column in turn. */
function plain(index: SearchIndex<Rec>, text: string, inScope: ((r: Rec) => boolean) | null, limit: number) {
  const needle = text.trim().toLowerCase();
  const found: Array<{ id: number; column: string }> = [];
  for (const rec of index.recs) {
    if (found.length >= limit) break;
    const keys = { name: rec.name.toLowerCase(), id: String(rec.id), email: rec.email.toLowerCase() };
    const column = COLUMNS.find((c) =>
      c.mode === 'prefix'
        ? keys[c.column as keyof typeof keys].startsWith(needle)
        : keys[c.column as keyof typeof keys].includes(needle),
    );
    if (column && (inScope === null || inScope(rec))) found.push({ id: rec.id, column: column.column });
  }
  return found;
}

const ids = (hits: Array<{ rec: Rec; column: string }>) =>
  hits.map((h) => ({ id: h.rec.id, column: h.column }));

describe('firstMatches', () => {
  test('typing ahead, backing up and retyping finds what a plain scan finds', () => {
    const index = makeIndex();
    const inScope = (r: Rec) => r.office === 1;
    const texts = [
      's',
      'sm',
      'smi',
      'smit',
      'smith',
      'smithe',
      'smith',
      'smit',
      'smitx',
      'sch',
      '10',
      '105',
      '1059',
      'n5',
      'n59@',
    ];
    for (const [limit, scope] of [
      [5, null],
      [3, inScope],
      [20, inScope],
    ] as const) {
      for (const text of texts) {
        expect(
          ids(firstMatches(index, COLUMNS, text, scope, limit, `u${limit}`)),
          `${text} / ${limit}`,
        ).toEqual(plain(index, text, scope, limit));
      }
    }
  });

  test('a user’s remembered scans are not another user’s, whose scope differs', () => {
    const index = makeIndex();
    const narrow = (r: Rec) => r.office === 2;
    firstMatches(index, COLUMNS, 'smi', null, 5, 'all');
    expect(ids(firstMatches(index, COLUMNS, 'smit', narrow, 5, 'narrow'))).toEqual(
      plain(index, 'smit', narrow, 5),
    );
  });

  test('a record written after a scan is found by the next keystroke', () => {
    const index = makeIndex();
    expect(firstMatches(index, COLUMNS, 'zz', null, 5, 'u')).toEqual([]);
    index.add({ id: 9999, name: 'Zzyzx', email: 'z@mail.test', office: 0 });
    index.invalidate();
    expect(ids(firstMatches(index, COLUMNS, 'zzy', null, 5, 'u'))).toEqual([{ id: 9999, column: 'name' }]);
  });

  test('blank text, a zero limit or a text holding the separator find nothing', () => {
    const index = makeIndex();
    expect(firstMatches(index, COLUMNS, '  ', null, 5, 'u')).toEqual([]);
    expect(firstMatches(index, COLUMNS, 'smith', null, 0, 'u')).toEqual([]);
    expect(firstMatches(index, COLUMNS, 'smith\u0001', null, 5, 'u')).toEqual([]);
  });
});
