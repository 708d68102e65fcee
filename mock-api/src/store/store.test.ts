// The store's search keys and derived counts, and the CSV reader behind the agent import.
import { describe, expect, test } from 'vitest';
import { agentAttributes, findAttribute, officeAttributes, runSearch } from '../handlers/search.ts';
import { CSV_QUOTE_NOT_CLOSED, parseCsv } from './csv.ts';
import { createStore } from './store.ts';

const store = createStore({ now: new Date('2026-06-15T12:00:00Z') });
const ALL = { pageNumber: 1, pageSize: 100_000 };

describe('search over the precomputed keys', () => {
  test('case-insensitive contains, prefix ids, sub-filters', () => {
    const byName = findAttribute(agentAttributes(), 'agent_name', true);
    const upper = runSearch(store.agentIndex, byName, 'RIVERA', null, ALL).rows;
    const lower = runSearch(store.agentIndex, byName, 'rivera', null, ALL).rows;
    expect(upper.length).toBeGreaterThan(0);
    expect(upper).toEqual(lower);
    const byId = findAttribute(agentAttributes(), 'Agent_Id', true);
    expect(
      runSearch(store.agentIndex, byId, '100', null, ALL).rows.every((a) =>
        String(a.userId).startsWith('100'),
      ),
    ).toBe(true);
    const status = findAttribute(officeAttributes, 'Office_Status', true);
    expect(runSearch(store.officeIndex, status, '0', null, ALL).rows.every((o) => o.status === 0)).toBe(true);
    expect(runSearch(store.officeIndex, status, '', null, ALL).rows).toHaveLength(store.db.offices.length);
    const paged = runSearch(store.agentIndex, byName, 'a', null, { pageNumber: 2, pageSize: 7 });
    const everything = runSearch(store.agentIndex, byName, 'a', null, ALL).rows;
    expect(paged.totalCount).toBe(everything.length);
    expect(paged.rows).toEqual(everything.slice(7, 14));
  });

  test('hostile text is just text to the search', () => {
    const byName = findAttribute(agentAttributes(), 'Agent_Name', true);
    expect(runSearch(store.agentIndex, byName, '<IMG SRC=X', null, ALL).rows.length).toBeGreaterThan(0);
    expect(runSearch(store.agentIndex, byName, "o'connor", null, ALL).rows.length).toBeGreaterThan(0);
    expect(runSearch(store.agentIndex, byName, '.*', null, ALL).rows).toEqual([]);
  });

  test('unknown attributes: 400 when strict, no results otherwise', () => {
    expect(() => findAttribute(officeAttributes, 'Nope', true)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => findAttribute(officeAttributes, 'Nope', false)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  test('adding agents updates counts and search keys', () => {
    const s = createStore({ now: new Date('2026-06-15T12:00:00Z') });
    const before = s.agentCount(1);
    const template = s.db.agents[0];
    if (!template) throw new Error('no agents');
    const [agent] = s.addAgents([
      {
        ...structuredClone(template),
        firstName: 'Zebulon',
        lastName: 'Quackenbush',
        email: 'zq@example.com',
      },
    ]);
    expect(s.agentCount(1)).toBe(before + 1);
    expect(agent?.userId).toBeGreaterThan(
      Math.max(...s.db.users.filter((u) => u.userId !== agent?.userId).map((u) => u.userId)),
    );
    const byName = findAttribute(agentAttributes(), 'Agent_Name', true);
    expect(runSearch(s.agentIndex, byName, 'quackenbush', null, ALL).rows.map((a) => a.userId)).toEqual([
      agent?.userId,
    ]);
  });
});

describe('CSV reader', () => {
  test('quotes, escaped quotes, commas and newlines inside quotes, CRLF, BOM; records keep their first line', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",z\r\n"multi\nline",2,3\n\n4,5,6';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'z'] },
      { line: 3, fields: ['multi\nline', '2', '3'] },
      { line: 5, fields: [''] },
      { line: 6, fields: ['4', '5', '6'] },
    ]);
  });

  test('an unclosed quote marks its own line bad and the reader carries on with the next line', () => {
    expect(parseCsv('a,b,c\n1,2,3\n"x,2,3\n4,5,6\n7,8,9\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 3, fields: ['"x', '2', '3'], error: CSV_QUOTE_NOT_CLOSED },
      { line: 4, fields: ['4', '5', '6'] },
      { line: 5, fields: ['7', '8', '9'] },
    ]);
    expect(parseCsv('a,"b\nc')).toEqual([
      { line: 1, fields: ['a', '"b'], error: CSV_QUOTE_NOT_CLOSED },
      { line: 2, fields: ['c'] },
    ]);
  });

  test('a stray quote closed lines later by another stray quote does not swallow the rows between', () => {
    // The quote on line 2 pairs with the one on line 4; the merged record has the wrong width.
    expect(parseCsv('a,b,c\n"x,2,3\n4,5,6\n"y,8,9\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['"x', '2', '3'], error: CSV_QUOTE_NOT_CLOSED },
      { line: 3, fields: ['4', '5', '6'] },
      { line: 4, fields: ['"y', '8', '9'], error: CSV_QUOTE_NOT_CLOSED },
    ]);
  });

  test('empty input has no records', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('cached search matches', () => {
  test('a write is visible to the very next search (renamed, added, changed in place)', () => {
    const fresh = createStore({ now: new Date('2026-06-15T12:00:00Z') });
    const byName = findAttribute(agentAttributes(), 'Agent_Name', true);
    const first = fresh.db.agents[0];
    if (!first) throw new Error('no agents');
    const needle = 'zzqx unique';
    expect(runSearch(fresh.agentIndex, byName, needle, null, ALL).totalCount).toBe(0);
    // renamed through the index
    first.firstName = 'Zzqx';
    first.lastName = 'Unique';
    fresh.agentIndex.refresh(first);
    expect(runSearch(fresh.agentIndex, byName, needle, null, ALL).rows).toEqual([first]);
    // added
    const [added] = fresh.addAgents([{ ...first, firstName: 'Zzqx', lastName: 'Unique Two' }]);
    expect(runSearch(fresh.agentIndex, byName, needle, null, ALL).rows).toEqual([first, added]);
    // a predicate attribute over a field changed in place, then the store's change signal
    const withListings = findAttribute(agentAttributes(), 'Listing_All', true);
    const before = runSearch(fresh.agentIndex, withListings, '', null, ALL).totalCount;
    const target = fresh.db.agents.find((a) => a.activeListings === 0);
    if (!target) throw new Error('every agent has listings');
    target.activeListings = 3;
    fresh.changed();
    expect(runSearch(fresh.agentIndex, withListings, '', null, ALL).totalCount).toBe(before + 1);
  });

  test('the same query with a scope counts only the records in scope, pages alike', () => {
    const byEmail = findAttribute(agentAttributes(), 'Agent_Email', true);
    const all = runSearch(store.agentIndex, byEmail, 'a', null, ALL).rows;
    const officeId = all[0]?.officeId;
    const inScope = (a: { officeId: number }): boolean => a.officeId === officeId;
    const scoped = runSearch(store.agentIndex, byEmail, 'a', inScope, ALL);
    expect(scoped.rows).toEqual(all.filter(inScope));
    expect(scoped.totalCount).toBe(scoped.rows.length);
    const page2 = runSearch(store.agentIndex, byEmail, 'a', null, { pageNumber: 2, pageSize: 3 });
    expect(page2.rows).toEqual(all.slice(3, 6));
    expect(page2.totalCount).toBe(all.length);
  });
});

describe("the day a 'not after today' rule checks against", () => {
  const seeded = new Date('2026-06-15T12:00:00Z');
  test('is the seed day until the clock passes it', () => {
    expect(createStore({ now: seeded, clock: () => seeded }).today()).toBe('2026-06-15');
    // A clock behind the data (a pinned test clock) does not move the day back.
    expect(createStore({ now: seeded, clock: () => new Date('2026-06-01T00:00:00Z') }).today()).toBe(
      '2026-06-15',
    );
  });

  test("follows the clock past midnight, so a mock left running accepts the browser's new today", () => {
    const store = createStore({ now: seeded, clock: () => new Date('2026-06-16T00:05:00Z') });
    expect(store.db.meta.today).toBe('2026-06-15');
    expect(store.today()).toBe('2026-06-16');
  });
});
