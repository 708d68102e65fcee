import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { jsonInSlices, stringifyInSlices } from './persist.ts';

describe('stringifyInSlices', () => {
  it('writes exactly what JSON.stringify writes', async () => {
    const big = Array.from({ length: 1000 }, (_, i) => ({
      id: i,
      name: `n${i} "quoted" \u2028 <b>`,
      skip: undefined,
      when: new Date(Date.UTC(2026, 0, 1 + (i % 30))),
    }));
    const record = Object.fromEntries(big.map((b) => [String(b.id), b]));
    const value = {
      meta: { version: 3, today: '2026-11-22' },
      gone: undefined,
      list: big,
      holes: [1, undefined, () => 1, 3],
      sparse: Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? undefined : i)),
      byId: { ...record, nothing: undefined },
      empty: [],
      nil: null,
    };
    expect(await stringifyInSlices(value, 0)).toBe(JSON.stringify(value));
  });

  it('gives the seeded db the same text as JSON.stringify', async () => {
    const { db } = createStore({ now: new Date('2026-11-22T12:00:00Z') });
    expect(await stringifyInSlices(db, 1)).toBe(JSON.stringify(db));
  });

  it('lets the event loop run between slices', async () => {
    const value = { list: Array.from({ length: 20_000 }, (_, i) => ({ i, text: 'x'.repeat(200) })) };
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    let pieces = 0;
    for await (const piece of jsonInSlices(value, 0)) pieces += piece.length > 0 ? 1 : 0;
    clearInterval(timer);
    expect(pieces).toBeGreaterThan(1);
    expect(ticks).toBeGreaterThan(0);
  });
});
