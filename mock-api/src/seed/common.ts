// What the seed generator's parts share: the demo accounts' fixed ids and password, the generation
// context, and small helpers for names, phones and random days.
import type { Random } from './random.ts';
import type { Pools } from './pools.ts';
import { toDay } from './dates.ts';

export const DEMO_PASSWORD = 'Balance#2026';
export const TERMS_VERSION = '2026-01';

/** Ids the demo accounts and tests rely on. */
export const DEMO = {
  superuserId: 1,
  companyId: 1,
  officeId: 1,
  agentId: 1001,
  userNames: { superuser: 'superuser', officeadmin: 'officeadmin', agent: 'agent', noaccess: 'noaccess' },
} as const;

export const SUPER_ADMINS: ReadonlyArray<readonly [string, string]> = [
  ['Jordan', 'Blake'],
  ['Avery', 'Quinn'],
  ['Morgan', 'Ellis'],
];

export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export function phone(rnd: Random, areaCode: string): string {
  return `${areaCode}555${rnd.digits(4)}`;
}

/** Splits `total` into `parts` positive-weighted integer counts that add up exactly. */
export function distribute(rnd: Random, total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  while (rest > 0) {
    const i = rnd.int(0, counts.length - 1);
    counts[i] = (counts[i] ?? 0) + 1;
    rest -= 1;
  }
  return counts;
}

export type Ctx = { rnd: Random; pools: Pools; today: string; currentYear: number };

export function randomDayBetween(rnd: Random, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return toDay(new Date(a + Math.floor(rnd.next() * (b - a + 86_400_000))));
}
