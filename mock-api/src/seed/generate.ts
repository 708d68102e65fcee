// The deterministic seed generator: regions → companies → offices, then the people (people.ts).
// Same seed, scale and day → the same brokerage, byte for byte. Each agent's book (listings,
// contracts, coversheets, escrow, invoices) is built lazily by book.ts from a per-agent sub-seed.
import type { PaymentMethod, RoyaltyRule } from '@balance/api-client';
import type { CompanyRec, Db, OfficeFlags, OfficeRec, RegionRec, Scale } from '../store/types.ts';
import { atTime, toDay, yearOf } from './dates.ts';
import { HOSTILE_COMPANY_NAMES, HOSTILE_OFFICE_NAMES, XSS_JS_URL } from './hostile.ts';
import { REGION_NAMES, US_STATES, buildPools } from './pools.ts';
import { createRandom, type Random } from './random.ts';
import { DEMO, SUPER_ADMINS, asciiSlug, distribute, phone, randomDayBetween, type Ctx } from './common.ts';
import { addNoAccessAccount, makeAgents, makeNotes, makeTeams, makeUsers } from './people.ts';
import { SeedTerms, makePlans } from './plans.ts';

export { DEMO, DEMO_PASSWORD, TERMS_VERSION } from './common.ts';

export const DB_VERSION = 1;
export const DEFAULT_SEED = 20_260_611;

export const SCALES: Record<Scale, { companies: number; offices: number; agents: number }> = {
  small: { companies: 24, offices: 300, agents: 3000 },
  large: { companies: 500, offices: 5000, agents: 100_000 },
};

export type GenerateOptions = { scale?: Scale; seed?: number; now?: Date };

const COMPANY_SUFFIXES = ['Realty', 'Properties', 'Homes', 'Real Estate', 'Group', 'Partners', 'Brokers'];

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
  const terms = new SeedTerms();
  const agents = makeAgents(ctx, offices, sizes.agents, terms);
  const plans = makePlans(companies, offices, agents, terms);
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
        plan: plans.length + 1,
      },
    },
    regions,
    companies,
    offices,
    agents,
    users,
    teams,
    plans,
    notes,
    paymentMethods: PAYMENT_METHODS.map((m) => ({ ...m })),
    books: {},
    payments: [],
    resetTokens: [],
  };
}
