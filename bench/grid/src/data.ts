// Deterministic rows shared by every grid page: the same seed gives the same 100,000 rows everywhere.
import { formatCurrency, formatDate, formatNumber } from '@balance/domain';

export type BenchRow = {
  id: number;
  name: string;
  email: string;
  office: string;
  city: string;
  status: string;
  volume: number;
  joined: string;
};

export type BenchColumn = {
  key: keyof BenchRow;
  header: string;
  width: number;
  format: 'text' | 'number' | 'currency' | 'date';
};

/** The 8 columns, in order, with the same widths and formats on every page. */
export const BENCH_COLUMNS: readonly BenchColumn[] = [
  { key: 'id', header: 'Agent ID', width: 110, format: 'number' },
  { key: 'name', header: 'Name', width: 180, format: 'text' },
  { key: 'email', header: 'E-mail', width: 240, format: 'text' },
  { key: 'office', header: 'Office', width: 200, format: 'text' },
  { key: 'city', header: 'City', width: 130, format: 'text' },
  { key: 'status', header: 'Status', width: 110, format: 'text' },
  { key: 'volume', header: 'YTD Volume', width: 150, format: 'currency' },
  { key: 'joined', header: 'Joined', width: 120, format: 'date' },
];

/** The same text every page shows for a value (the product's own formatters). */
export function formatBenchValue(column: BenchColumn, value: BenchRow[keyof BenchRow]): string {
  switch (column.format) {
    case 'number':
      return formatNumber(value as number);
    case 'currency':
      return formatCurrency(value as number);
    case 'date':
      return formatDate(value as string);
    default:
      return String(value);
  }
}

/** mulberry32: a small fixed pseudo-random generator. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Avery',
  'Jordan',
  'Morgan',
  'Riley',
  'Casey',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
  'Sawyer',
  'Maya',
  'Noah',
];
const LAST = [
  'Nguyen',
  'Patel',
  'Garcia',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Schmidt',
  'Rossi',
  'Kim',
  'Rivera',
];
const CITIES = [
  'Portland',
  'Bend',
  'Salem',
  'Eugene',
  'Medford',
  'Seattle',
  'Tacoma',
  'Boise',
  'Reno',
  'Spokane',
];
const BRANDS = [
  'Harbor & Pine',
  'Summit Ridge',
  'Cascade',
  'Blue Heron',
  'Evergreen',
  'Keystone',
  'Northstar',
];
const STATUSES = ['Active', 'Active', 'Active', 'Inactive', 'Pending'];

export const BENCH_SEED = 20261122;

/** `count` rows from the fixed seed (100,000 for the virtualized grids, 10,000 for the plain table). */
export function makeRows(count: number, seed = BENCH_SEED): BenchRow[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: BenchRow[] = new Array<BenchRow>(count);
  for (let i = 0; i < count; i += 1) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const city = pick(CITIES);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    rows[i] = {
      id: 100000 + i,
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      office: `${pick(BRANDS)} ${city} #${1 + (i % 5000)}`,
      city,
      status: pick(STATUSES),
      volume: Math.round(random() * 5_000_000_00) / 100,
      joined: `${2005 + Math.floor(random() * 21)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  }
  return rows;
}
