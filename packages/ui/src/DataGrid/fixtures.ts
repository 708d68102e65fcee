// Deterministic sample data for the grid's stories and tests (no randomness, no current dates).
import type { ColumnDef } from './DataGrid';

export const HOSTILE_TEXT = '<img src=x onerror=alert(1)>';

export type CompanyRow = {
  id: number;
  name: string;
  active: boolean;
  dateCreated: string;
  createdByName: string;
  officeCount: number;
};

export type AgentRow = {
  userId: number;
  name: string;
  memberType: string;
  activeString: string;
  gfStatus: string;
  officeNum: string;
  officeName: string;
  agentStatus: string;
  mainPhone: string;
  ytdVolume: number;
};

/** A small, fixed pseudo-random generator (mulberry32) so "random" data is the same on every run. */
export function seededRandom(seed: number): () => number {
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
  'Northgate',
  'Riverbend',
];
const SUFFIX = ['Realty', 'Properties', 'Homes', 'Real Estate Group', 'Brokers'];

/** `count` companies, identical on every call. */
export function makeCompanies(count: number): CompanyRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1001 + i,
    name: `${BRANDS[i % BRANDS.length]} ${SUFFIX[i % SUFFIX.length]}${i >= 35 ? ` ${Math.floor(i / 35) + 1}` : ''}`,
    active: i % 4 !== 3,
    dateCreated: `20${String(12 + (i % 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}T09:30:00Z`,
    createdByName: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
    officeCount: (i * 7) % 23,
  }));
}

export const COMPANIES: CompanyRow[] = makeCompanies(12);

export const COMPANY_COLUMNS: ColumnDef<CompanyRow>[] = [
  { key: 'id', header: 'Company ID', align: 'end', width: 128, sortable: true },
  { key: 'name', header: 'Name', width: 240, sortable: true },
  { key: 'active', header: 'Active', format: 'boolean', width: 96, sortable: true },
  { key: 'dateCreated', header: 'Date Created', format: 'date', width: 132, sortable: true },
  { key: 'createdByName', header: 'Created By', width: 180, sortable: true },
  { key: 'officeCount', header: 'Offices', format: 'number', width: 96, sortable: true },
];

const MEMBER_TYPES = ['Agent', 'Broker', 'Team Lead', 'Assistant'];
const TEAM_STATUS = ['Member', 'Leader', 'None'];

/** `count` agents, identical on every call. 100,000 take about 100 ms to build. */
export function makeAgents(count: number, seed = 20260101): AgentRow[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: AgentRow[] = new Array<AgentRow>(count);
  for (let i = 0; i < count; i += 1) {
    const office = Math.floor(random() * 5000) + 1;
    rows[i] = {
      userId: 100000 + i,
      name: `${pick(LAST)}, ${pick(FIRST)}`,
      memberType: pick(MEMBER_TYPES),
      activeString: random() < 0.86 ? 'Active' : 'Inactive',
      gfStatus: random() < 0.7 ? 'Current' : 'Past Due',
      officeNum: String(office).padStart(4, '0'),
      officeName: `${pick(CITIES)} ${pick(SUFFIX)}`,
      agentStatus: pick(TEAM_STATUS),
      mainPhone: `${500 + Math.floor(random() * 400)}555${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
      ytdVolume: Math.round(random() * 4_000_000_00) / 100,
    };
  }
  return rows;
}

export const AGENT_COLUMNS: ColumnDef<AgentRow>[] = [
  { key: 'userId', header: 'Agent ID', align: 'end', width: 104, sortable: true },
  { key: 'name', header: 'Name', width: 180, sortable: true },
  { key: 'memberType', header: 'Type', width: 112, sortable: true },
  { key: 'activeString', header: 'Status', width: 96, sortable: true },
  { key: 'gfStatus', header: 'BSF Status', width: 112 },
  { key: 'officeNum', header: 'Office #', width: 96, align: 'end' },
  { key: 'officeName', header: 'Office', width: 200, sortable: true },
  { key: 'agentStatus', header: 'Team Status', width: 120 },
  { key: 'mainPhone', header: 'Phone', format: 'phone', width: 132 },
  { key: 'ytdVolume', header: 'YTD Volume', format: 'currency', width: 144, sortable: true },
];

let agentsCache: AgentRow[] | undefined;
/** The 100,000-agent set of the "many rows" story, generated once. */
export function manyAgents(): AgentRow[] {
  agentsCache ??= makeAgents(100_000);
  return agentsCache;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Sorts rows by a column the way a server would (stable, locale-aware, numbers numerically). */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  column: ColumnDef<Row> | undefined,
  direction: 'ascending' | 'descending',
): Row[] {
  if (!column) return [...rows];
  const read = (row: Row): unknown =>
    column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.key];
  const factor = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return collator.compare(String(x ?? ''), String(y ?? '')) * factor;
  });
}
