// The deterministic seed generator: regions → companies → offices → agents, users, teams, notes.
// Same seed, scale and day → the same brokerage, byte for byte. Each agent's book (listings,
// contracts, coversheets, escrow, invoices) is built lazily by book.ts from a per-agent sub-seed.
import type { OfficeNote, PaymentMethod, RoyaltyRule } from '@balance/api-client';
import type {
  AgentRec,
  CompanyRec,
  Db,
  OfficeFlags,
  OfficeRec,
  RegionRec,
  Scale,
  TeamRec,
  UserRec,
} from '../store/types.ts';
import { addDays, atTime, toDay, yearOf } from './dates.ts';
import {
  HOSTILE_COMPANY_NAMES,
  HOSTILE_OFFICE_NAMES,
  HOSTILE_PEOPLE,
  LONG_200,
  XSS_IMG,
  XSS_JS_URL,
} from './hostile.ts';
import { REGION_NAMES, US_STATES, buildPools, type Pools } from './pools.ts';
import { createRandom, type Random } from './random.ts';

export const DB_VERSION = 1;
export const DEFAULT_SEED = 20_260_611;
export const DEMO_PASSWORD = 'Balance#2026';
export const TERMS_VERSION = '2026-01';

export const SCALES: Record<Scale, { companies: number; offices: number; agents: number }> = {
  small: { companies: 24, offices: 300, agents: 3000 },
  large: { companies: 500, offices: 5000, agents: 100_000 },
};

/** Ids the demo accounts and tests rely on. */
export const DEMO = {
  superuserId: 1,
  companyId: 1,
  officeId: 1,
  agentId: 1001,
  userNames: { superuser: 'superuser', officeadmin: 'officeadmin', agent: 'agent', noaccess: 'noaccess' },
} as const;

export type GenerateOptions = { scale?: Scale; seed?: number; now?: Date };

const COMPANY_SUFFIXES = ['Realty', 'Properties', 'Homes', 'Real Estate', 'Group', 'Partners', 'Brokers'];
const MEMBER_TYPES = [
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Broker',
  'Associate Broker',
  'Referral Agent',
];
const GF_STATUSES = ['Current', 'Current', 'Current', 'Current', 'Current', 'Current', 'Past Due', 'Exempt'];
const SPLITS = [60, 70, 70, 75, 80, 80, 85, 90];
const CAPS = [12_000, 15_000, 18_000, 18_000, 21_000, 24_000];
const SUPER_ADMINS: ReadonlyArray<readonly [string, string]> = [
  ['Jordan', 'Blake'],
  ['Avery', 'Quinn'],
  ['Morgan', 'Ellis'],
];

function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function phone(rnd: Random, areaCode: string): string {
  return `${areaCode}555${rnd.digits(4)}`;
}

/** Splits `total` into `parts` positive-weighted integer counts that add up exactly. */
function distribute(rnd: Random, total: number, weights: number[]): number[] {
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

function officeFlags(rnd: Random): OfficeFlags {
  return {
    agentLoginAllowed: true,
    escrow: rnd.chance(0.7),
    payload: rnd.chance(0.8),
    taxes: rnd.chance(0.4),
    tax1099: rnd.chance(0.85),
    expressPay: rnd.chance(0.3),
    quickBooks: rnd.chance(0.5),
    royaltiesInContracts: rnd.chance(0.6),
    externalOffice: rnd.chance(0.05),
    printChecks: rnd.chance(0.5),
    billableExpenses: rnd.chance(0.3),
    statsEz: rnd.chance(0.6),
  };
}

function royalties(rnd: Random): RoyaltyRule[] {
  const rules: RoyaltyRule[] = [
    {
      id: 1,
      name: 'Franchise royalty',
      percent: rnd.pick([5, 6, 6, 8]),
      flatFee: 0,
      capAmount: rnd.pick([3000, 3000, 3500, null]),
      appliesTo: ['LIST', 'REF-LIST', 'REF-SELL', 'SELL'],
    },
  ];
  if (rnd.chance(0.6)) {
    rules.push({
      id: 2,
      name: 'Marketing fund',
      percent: 1,
      flatFee: 0,
      capAmount: null,
      appliesTo: ['LIST', 'SELL'],
    });
  }
  if (rnd.chance(0.5)) {
    rules.push({
      id: rules.length + 1,
      name: 'Transaction fee',
      percent: 0,
      flatFee: 295,
      capAmount: null,
      appliesTo: ['LIST', 'SELL'],
    });
  }
  return rules;
}

type Ctx = { rnd: Random; pools: Pools; today: string; currentYear: number };

function randomDayBetween(rnd: Random, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return toDay(new Date(a + Math.floor(rnd.next() * (b - a + 86_400_000))));
}

function makeCompanies(ctx: Ctx, count: number, superNames: string[]): CompanyRec[] {
  const { rnd, pools } = ctx;
  const used = new Set<string>();
  const companies: CompanyRec[] = [];
  for (let id = 1; id <= count; id += 1) {
    let name: string;
    if (id === DEMO.companyId) name = 'Harbor & Pine Realty';
    else if (id === 2) name = HOSTILE_COMPANY_NAMES[0];
    else if (id === 3) name = HOSTILE_COMPANY_NAMES[1];
    else if (id === 5) name = HOSTILE_COMPANY_NAMES[2];
    else if (id === 7) name = HOSTILE_COMPANY_NAMES[3];
    else {
      do {
        name = `${rnd.pick(pools.companyWords)} ${rnd.pick(COMPANY_SUFFIXES)}`;
        if (used.has(name)) name = `${name} of ${rnd.pick(pools.cities)}`;
      } while (used.has(name));
    }
    used.add(name);
    const [state, , area] = id === DEMO.companyId ? (['OR', 'Oregon', '503'] as const) : rnd.pick(US_STATES);
    const slug = asciiSlug(name).slice(0, 20) || `company${id}`;
    companies.push({
      id,
      name,
      active: id <= 3 || rnd.chance(0.9),
      dateCreated: atTime(randomDayBetween(rnd, '2008-01-01', '2019-12-31'), rnd.int(480, 1080)),
      createdByName: rnd.pick(superNames),
      address:
        id === DEMO.companyId
          ? '400 Harbor Blvd'
          : `${rnd.int(10, 9999)} ${rnd.pick(pools.streetNames)} ${rnd.pick(pools.streetSuffixes)}`,
      city: id === DEMO.companyId ? 'Portland' : rnd.pick(pools.cities),
      state,
      zip: id === DEMO.companyId ? '97201' : rnd.digits(5),
      country: 'US',
      mainPhone: phone(rnd, area),
      mainEmail: id === 6 ? XSS_JS_URL : `office@${slug}.example.com`,
    });
  }
  return companies;
}

function makeRegions(ctx: Ctx, companies: CompanyRec[]): RegionRec[] {
  const { rnd } = ctx;
  const regions: RegionRec[] = [];
  for (const company of companies) {
    const n = company.id === DEMO.companyId ? 2 : rnd.int(1, 3);
    const names = new Set<string>();
    if (company.id === DEMO.companyId) names.add('Pacific Northwest');
    while (names.size < n) names.add(rnd.pick(REGION_NAMES));
    for (const name of names) {
      regions.push({
        id: regions.length + 1,
        name,
        companyId: company.id,
        active: company.active && rnd.chance(0.95),
      });
    }
  }
  return regions;
}

function makeOffices(ctx: Ctx, companies: CompanyRec[], regions: RegionRec[], count: number): OfficeRec[] {
  const { rnd, pools, today } = ctx;
  const weights = companies.map((c) => (c.id === DEMO.companyId ? 4 : 0.3 + rnd.next() * 1.7));
  const extra = distribute(rnd, count - companies.length, weights);
  const regionsByCompany = new Map<number, RegionRec[]>();
  for (const r of regions) {
    const list = regionsByCompany.get(r.companyId) ?? [];
    list.push(r);
    regionsByCompany.set(r.companyId, list);
  }
  const offices: OfficeRec[] = [];
  companies.forEach((company, index) => {
    const n = 1 + (extra[index] ?? 0);
    const companyRegions = regionsByCompany.get(company.id) ?? [];
    const companySlug = asciiSlug(company.name).slice(0, 16) || `company${company.id}`;
    for (let k = 0; k < n; k += 1) {
      const id = offices.length + 1;
      let called: string;
      if (id === DEMO.officeId) called = 'Pearl District';
      else if (id === 2) called = HOSTILE_OFFICE_NAMES[0];
      else if (id === 4) called = HOSTILE_OFFICE_NAMES[1];
      else if (id === 6) called = HOSTILE_OFFICE_NAMES[2];
      else called = rnd.chance(0.5) ? rnd.pick(pools.neighbourhoods) : rnd.pick(pools.cities);
      const pending = id > DEMO.officeId && rnd.chance(0.05);
      const changedDay = randomDayBetween(rnd, '2020-01-01', today);
      const [state, , area] =
        company.id === DEMO.companyId ? (['OR', 'Oregon', '503'] as const) : rnd.pick(US_STATES);
      const slug = asciiSlug(called).slice(0, 16) || `office${id}`;
      offices.push({
        id,
        companyId: company.id,
        regionId: companyRegions.length > 0 ? rnd.pick(companyRegions).id : null,
        officeNum: String(1000 + id),
        called,
        address:
          id === DEMO.officeId
            ? '1120 NW Couch St'
            : `${rnd.int(10, 9999)} ${rnd.pick(pools.streetNames)} ${rnd.pick(pools.streetSuffixes)}`,
        city:
          id === DEMO.officeId
            ? 'Portland'
            : company.id === DEMO.companyId
              ? 'Portland'
              : rnd.pick(pools.cities),
        state,
        zip: id === DEMO.officeId ? '97209' : rnd.digits(5),
        country: 'US',
        mainPhone: phone(rnd, area),
        mainFax: rnd.chance(0.7) ? phone(rnd, area) : null,
        mainEmail: id === 8 ? XSS_JS_URL : `${slug}@${companySlug}.example.com`,
        activeInCompany: !pending && rnd.chance(0.95),
        status: pending ? 0 : 1,
        statusChangedAt: atTime(changedDay, rnd.int(480, 1080)),
        statusChangedByName: 'Jordan Blake',
        settings: officeFlags(rnd),
        royalties: royalties(rnd),
      });
    }
  });
  return offices;
}

function personName(ctx: Ctx): [string, string] {
  return [ctx.rnd.pick(ctx.pools.firstNames), ctx.rnd.pick(ctx.pools.lastNames)];
}

/** Agents with hostile names, by id (a few in the demo office, a few further down the lists). */
const HOSTILE_AGENTS = new Map<number, readonly [string, string]>(
  [1003, 1011, 1100, 1250, 1500].flatMap((id, i) => {
    const person = HOSTILE_PEOPLE[i];
    return person ? [[id, person] as const] : [];
  }),
);

function makeAgents(ctx: Ctx, offices: OfficeRec[], count: number): AgentRec[] {
  const { rnd, today } = ctx;
  const active = offices.filter((o) => o.status === 1);
  const weights = active.map((o) =>
    o.id === DEMO.officeId ? Math.max(8, (count / active.length) * 3) / 10 : 0.2 + rnd.next() * 1.6,
  );
  const counts = distribute(rnd, count, weights);
  // The demo office gets a fixed, readable team of agents.
  const agents: AgentRec[] = [];
  active.forEach((office, index) => {
    const n = counts[index] ?? 0;
    for (let k = 0; k < n; k += 1) {
      const userId = 1001 + agents.length;
      let [firstName, lastName] = personName(ctx);
      if (userId === DEMO.agentId) [firstName, lastName] = ['Maya', 'Rivera'];
      else if (userId === DEMO.agentId + 1) [firstName, lastName] = ['Daniel', 'Okafor'];
      else {
        const hostile = HOSTILE_AGENTS.get(userId);
        if (hostile) [firstName, lastName] = [hostile[0], hostile[1]];
      }
      const isActive = userId <= DEMO.agentId + 3 || rnd.chance(0.9);
      const emailLocal = `${asciiSlug(firstName) || 'agent'}.${asciiSlug(lastName).slice(0, 24) || userId}`;
      agents.push({
        userId,
        firstName,
        lastName,
        email: `${emailLocal}${userId}@${rnd.pick(ctx.pools.emailDomains)}`,
        phone: phone(rnd, '503'),
        memberType: userId === DEMO.agentId ? 'Agent' : rnd.pick(MEMBER_TYPES),
        active: isActive,
        gfStatus: isActive ? (userId === DEMO.agentId ? 'Current' : rnd.pick(GF_STATUSES)) : 'Inactive',
        officeId: office.id,
        teamId: null,
        hireDate:
          userId === DEMO.agentId ? '2018-06-01' : randomDayBetween(rnd, '2008-01-01', addDays(today, -30)),
        splitBeforeCap: userId === DEMO.agentId ? 70 : rnd.pick(SPLITS),
        capAmount: userId === DEMO.agentId ? 18_000 : rnd.pick(CAPS),
        anniversaryMonth: userId === DEMO.agentId ? 6 : rnd.int(1, 12),
        activeListings: isActive ? (userId === DEMO.agentId ? 3 : rnd.chance(0.55) ? rnd.int(1, 4) : 0) : 0,
        pendingContracts: isActive ? (userId === DEMO.agentId ? 3 : rnd.chance(0.5) ? rnd.int(1, 3) : 0) : 0,
        tinLast4: rnd.digits(4),
      });
    }
  });
  return agents;
}

function makeTeams(ctx: Ctx, agents: AgentRec[]): TeamRec[] {
  const { rnd, pools } = ctx;
  const byOffice = new Map<number, AgentRec[]>();
  for (const a of agents) {
    const list = byOffice.get(a.officeId) ?? [];
    list.push(a);
    byOffice.set(a.officeId, list);
  }
  const teams: TeamRec[] = [];
  for (const [officeId, list] of byOffice) {
    const activeAgents = list.filter((a) => a.active);
    const teamCount = Math.floor(activeAgents.length / 8);
    let cursor = 0;
    for (let t = 0; t < teamCount; t += 1) {
      const size = rnd.int(2, 5);
      const members = activeAgents.slice(cursor, cursor + size);
      cursor += size + rnd.int(0, 3);
      const leader = members[0];
      if (!leader || members.length < 2) break;
      const id = teams.length + 1;
      teams.push({
        id,
        name: rnd.chance(0.7) ? `The ${leader.lastName} Group` : `${rnd.pick(pools.neighbourhoods)} Team`,
        officeId,
        leaderId: leader.userId,
        active: rnd.chance(0.95),
      });
      for (const member of members) member.teamId = id;
    }
  }
  return teams;
}

function userNameOf(first: string, last: string, taken: Set<string>, id: number): string {
  let name = `${asciiSlug(first).charAt(0)}${asciiSlug(last).slice(0, 16)}` || `user${id}`;
  if (taken.has(name)) name = `${name}${id}`;
  taken.add(name);
  return name;
}

function makeUsers(ctx: Ctx, offices: OfficeRec[], agents: AgentRec[]): UserRec[] {
  const { rnd, today } = ctx;
  const taken = new Set<string>(Object.values(DEMO.userNames));
  const users: UserRec[] = [];
  const lastLogin = (): string | null =>
    rnd.chance(0.7) ? atTime(addDays(today, -rnd.int(0, 60)), rnd.int(420, 1200)) : null;
  const base = {
    password: DEMO_PASSWORD,
    mustChangePassword: false,
    tax1099Consent: false,
    consentedAt: null,
  };
  SUPER_ADMINS.forEach(([first, last], i) => {
    users.push({
      ...base,
      userId: i + 1,
      userName: i === 0 ? DEMO.userNames.superuser : userNameOf(first, last, taken, i + 1),
      name: `${first} ${last}`,
      email: `${asciiSlug(first)}.${asciiSlug(last)}@balance.example.com`,
      role: 'Super Admin',
      officeId: DEMO.officeId,
      active: true,
      lastLoginAt: lastLogin(),
      termsAcceptedVersion: TERMS_VERSION,
    });
  });
  // Staff ids start above every agent id.
  let nextStaffId = (Math.ceil((1001 + agents.length) / 1000) + 1) * 1000 + 1;
  for (const office of offices) {
    const n = office.id === DEMO.officeId ? 3 : rnd.int(1, 3);
    for (let k = 0; k < n; k += 1) {
      const userId = nextStaffId;
      nextStaffId += 1;
      let [first, last] = personName(ctx);
      if (office.id === DEMO.officeId && k === 0) [first, last] = ['Priya', 'Shah'];
      else if (office.id === 3 && k === 0) [first, last] = [XSS_IMG, 'Staff'];
      else if (office.id === 5 && k === 0) [first, last] = ['Renée', LONG_200];
      users.push({
        ...base,
        userId,
        userName:
          office.id === DEMO.officeId && k === 0
            ? DEMO.userNames.officeadmin
            : userNameOf(first, last, taken, userId),
        name: `${first} ${last}`,
        email: `${asciiSlug(first) || 'staff'}.${asciiSlug(last).slice(0, 20) || userId}@${asciiSlug(office.called).slice(0, 12) || 'office'}.example.com`,
        role: 'Office Admin',
        officeId: office.id,
        active: office.status === 1 ? rnd.chance(0.95) || k === 0 : false,
        lastLoginAt: lastLogin(),
        termsAcceptedVersion: rnd.chance(0.9) || office.id === DEMO.officeId ? TERMS_VERSION : null,
      });
    }
  }
  // Login accounts for the agents of the demo office, and the demo `noaccess` agent.
  for (const agent of agents) {
    if (agent.officeId !== DEMO.officeId) continue;
    users.push({
      ...base,
      userId: agent.userId,
      userName:
        agent.userId === DEMO.agentId
          ? DEMO.userNames.agent
          : userNameOf(agent.firstName, agent.lastName, taken, agent.userId),
      name: `${agent.firstName} ${agent.lastName}`,
      email: agent.email,
      role: 'Agent',
      officeId: agent.officeId,
      active: agent.active,
      lastLoginAt: lastLogin(),
      termsAcceptedVersion: TERMS_VERSION,
      tax1099Consent: agent.userId !== DEMO.agentId && rnd.chance(0.6),
    });
  }
  return users;
}

/** Turns one office into the demo "no agent-level access" office and gives it the `noaccess` account. */
function addNoAccessAccount(offices: OfficeRec[], agents: AgentRec[], users: UserRec[]): void {
  const agent = agents.find((a) => a.officeId !== DEMO.officeId && a.active && a.officeId > 8);
  if (!agent) return;
  const office = offices.find((o) => o.id === agent.officeId);
  if (!office) return;
  office.settings.agentLoginAllowed = false;
  users.push({
    userId: agent.userId,
    userName: DEMO.userNames.noaccess,
    name: `${agent.firstName} ${agent.lastName}`,
    email: agent.email,
    role: 'Agent',
    officeId: office.id,
    active: true,
    lastLoginAt: null,
    password: DEMO_PASSWORD,
    mustChangePassword: false,
    termsAcceptedVersion: TERMS_VERSION,
    tax1099Consent: false,
    consentedAt: null,
  });
}

function makeNotes(ctx: Ctx, offices: OfficeRec[], users: UserRec[]): OfficeNote[] {
  const { rnd, pools, today } = ctx;
  const notes: OfficeNote[] = [];
  const authors = users.filter((u) => u.role !== 'Agent').map((u) => u.name);
  for (const office of offices) {
    const n = office.id === DEMO.officeId ? 4 : rnd.chance(0.4) ? rnd.int(1, 2) : 0;
    for (let k = 0; k < n; k += 1) {
      const id = notes.length + 1;
      notes.push({
        id,
        officeId: office.id,
        text: office.id === DEMO.officeId && k === 1 ? XSS_IMG : rnd.pick(pools.loremSentences),
        createdAt: atTime(addDays(today, -rnd.int(1, 900)), rnd.int(420, 1200)),
        createdByName: office.id === DEMO.officeId ? 'Priya Shah' : rnd.pick(authors),
      });
    }
  }
  return notes;
}

export const PAYMENT_METHODS: PaymentMethod[] = [
  { id: 'pm_1', type: 'card', label: 'Visa ending 4242', last4: '4242', isDefault: true },
  { id: 'pm_2', type: 'bank_account', label: 'Checking ending 6789', last4: '6789', isDefault: false },
  { id: 'pm_3', type: 'card', label: 'Mastercard ending 4444', last4: '4444', isDefault: false },
];

/** Builds the whole brokerage (without agent books, which are built on first use). */
export function generateDb(options: GenerateOptions = {}): Db {
  const scale = options.scale ?? 'small';
  const seed = options.seed ?? DEFAULT_SEED;
  const today = toDay(options.now ?? new Date());
  const sizes = SCALES[scale];
  const ctx: Ctx = { rnd: createRandom(seed), pools: buildPools(seed), today, currentYear: yearOf(today) };
  const superNames = SUPER_ADMINS.map(([f, l]) => `${f} ${l}`);
  const companies = makeCompanies(ctx, sizes.companies, superNames);
  const regions = makeRegions(ctx, companies);
  const offices = makeOffices(ctx, companies, regions, sizes.offices);
  const agents = makeAgents(ctx, offices, sizes.agents);
  const teams = makeTeams(ctx, agents);
  const users = makeUsers(ctx, offices, agents);
  addNoAccessAccount(offices, agents, users);
  const notes = makeNotes(ctx, offices, users);
  return {
    meta: {
      version: DB_VERSION,
      seed,
      scale,
      today,
      nextIds: {
        company: companies.length + 1,
        office: offices.length + 1,
        agent: 1001 + agents.length,
        note: notes.length + 1,
        payment: 3001,
        coversheet: 1,
      },
    },
    regions,
    companies,
    offices,
    agents,
    users,
    teams,
    notes,
    paymentMethods: PAYMENT_METHODS.map((m) => ({ ...m })),
    books: {},
    payments: [],
    resetTokens: [],
  };
}
