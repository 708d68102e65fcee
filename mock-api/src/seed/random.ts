// A small, fast, seedable PRNG (mulberry32). Faker is used once to build name pools; rows are then
// assembled from the pools with this generator, so 100,000 agents take milliseconds, not minutes.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max] (both inclusive). */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** A fixed-length string of digits. */
  digits: (length: number) => string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const digits = (length: number): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(Math.floor(next() * 10));
    return out;
  };
  return { next, int, chance: (p) => next() < p, pick, digits };
}

/** Derives a stable sub-seed from a seed and a key (FNV-1a), so per-entity data does not depend on order. */
export function subSeed(seed: number, key: string | number): number {
  let hash = 0x811c9dc5 ^ seed;
  const text = String(key);
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of its own for one record (`key`), so records can be seeded lazily in any order. */
export const randomFor = (seed: number, key: string): Random => createRandom(subSeed(seed, key));
