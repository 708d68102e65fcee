// Seed data of the admin area's designed extras: a company's identifiers in external systems (MLS,
// state licence, accounting, DTR), its DTR contact mapping, and each office's franchise contract.
// Built lazily per record from a sub-seed of its id (like agent books), so the data is the same
// whenever and in whatever order it is first asked for, and older db files need no regeneration.
import type { components } from '@balance/api-client';
import { CONTACT_TYPE_ORDER, STANDARD_DTR_ROLES, standardDtrRule } from '@balance/domain';
import type { CompanyRec, OfficeRec } from '../store/types.ts';
import { addDays, atTime, pad2, yearOf } from './dates.ts';
import { XSS_IMG } from './hostile.ts';
import { US_STATES } from './pools.ts';
import { createRandom, subSeed, type Random } from './random.ts';

type Schemas = components['schemas'];
export type ExternalCompanyRec = Schemas['ExternalCompany'];
export type DtrContactMappingRec = Schemas['DtrContactMapping'];
export type DtrContactRuleRec = Schemas['DtrContactRule'];
export type OfficeContractRec = Schemas['OfficeContract'];
export type AccountingSystem = Schemas['AccountingSystem'];
export type DtrSystem = Schemas['DtrSystem'];

/** What the db file keeps once a record was first read or written (keyed by company / office id). */
export type AdminExtraDb = {
  externalCompanies: Record<string, ExternalCompanyRec>;
  dtrMappings: Record<string, DtrContactMappingRec>;
  /** null: the office has no contract on file. */
  officeContracts: Record<string, OfficeContractRec | null>;
};

const ACCOUNTING_PREFIX: Record<AccountingSystem, string> = {
  None: '',
  'QuickBooks Online': 'QBO',
  'QuickBooks Desktop': 'QBD',
  NetSuite: 'NS',
  'Sage Intacct': 'SI',
};
const DTR_PREFIX: Record<DtrSystem, string> = {
  None: '',
  dotloop: 'DL',
  SkySlope: 'SKY',
  'Lone Wolf Transact': 'LW',
  'DocuSign Rooms': 'DSR',
};
const STAFF = ['Jordan Blake', 'Avery Quinn', 'Morgan Ellis'];
const SIGNERS = ['Priya Shah', 'Marcus Hale', 'Elena Ruiz', 'Daniel Okafor', 'Grace Lin', 'Tomás Vidal'];
const TITLE_COMPANIES = [
  'Pacific Title & Escrow',
  'First Harbor Title',
  'Cascade Escrow Services',
  'Summit Title Company',
  'Landmark Title & Escrow',
];
const SYNC_FAILURES = [
  'The DTR refused the company ID: no such company.',
  'The accounting system did not answer in time.',
  'The MLS office ID is not active at the board.',
];

const rng = (seed: number, key: string): Random => createRandom(subSeed(seed, key));

function stateName(code: string): string {
  return US_STATES.find(([c]) => c === code)?.[1] ?? code;
}

/** The company's identifiers in external systems, as first seeded. */
export function seedExternalCompany(seed: number, today: string, company: CompanyRec): ExternalCompanyRec {
  const rnd = rng(seed, `external-company:${company.id}`);
  const demo = company.id === 1;
  const linked = demo || rnd.chance(0.85);
  const updatedAt = atTime(addDays(today, -rnd.int(20, 400)), rnd.int(480, 1080));
  if (!linked) {
    return {
      companyId: company.id,
      mlsBoard: '',
      mlsOfficeId: '',
      stateLicenseNumber: '',
      accountingSystem: 'None',
      accountingId: '',
      dtrSystem: 'None',
      dtrCompanyId: '',
      syncEnabled: false,
      syncStatus: 'Never synced',
      lastSyncAt: null,
      lastSyncMessage: null,
      updatedAt: null,
      updatedByName: null,
    };
  }
  const accountingSystem: AccountingSystem = demo
    ? 'QuickBooks Online'
    : rnd.pick(['QuickBooks Online', 'QuickBooks Online', 'QuickBooks Desktop', 'NetSuite', 'Sage Intacct']);
  const dtrSystem: DtrSystem = demo
    ? 'SkySlope'
    : rnd.pick(['dotloop', 'SkySlope', 'SkySlope', 'Lone Wolf Transact', 'DocuSign Rooms', 'None']);
  const syncEnabled = demo || company.id === 2 || rnd.chance(0.8);
  const failed = !demo && syncEnabled && (company.id === 2 || rnd.chance(0.12));
  const lastSyncAt = syncEnabled ? atTime(addDays(today, -rnd.int(0, 2)), rnd.int(0, 1439)) : null;
  const boardName = demo ? 'RMLS (Portland)' : `${stateName(company.state)} Regional MLS`;
  return {
    companyId: company.id,
    mlsBoard: boardName,
    mlsOfficeId: demo ? 'HPR01' : `${company.state}${String(company.id * 37 + 100).padStart(4, '0')}`,
    stateLicenseNumber: demo ? '200312044' : `${rnd.int(1998, 2019)}${rnd.digits(5)}`,
    accountingSystem,
    accountingId: `${ACCOUNTING_PREFIX[accountingSystem]}-${10000 + company.id}`,
    dtrSystem,
    dtrCompanyId: dtrSystem === 'None' ? '' : `${DTR_PREFIX[dtrSystem]}-${448200 + company.id}`,
    syncEnabled,
    syncStatus: !syncEnabled ? 'Never synced' : failed ? 'Failed' : 'Synced',
    lastSyncAt,
    lastSyncMessage: !syncEnabled
      ? null
      : failed
        ? company.id === 2
          ? XSS_IMG
          : rnd.pick(SYNC_FAILURES)
        : `Synced ${rnd.int(8, 60)} agents and ${rnd.int(1, 6)} offices.`,
    updatedAt,
    updatedByName: rnd.pick(STAFF),
  };
}

/** The role names each DTR uses for the contract contact types. */
const DTR_ROLES: Record<Exclude<DtrSystem, 'None'>, Record<(typeof CONTACT_TYPE_ORDER)[number], string>> = {
  dotloop: {
    Buyer: 'Buyer',
    Seller: 'Seller',
    'Co-op': 'Buying Agent',
    Lender: 'Loan Officer',
    Title: 'Title Company',
  },
  SkySlope: STANDARD_DTR_ROLES,
  'Lone Wolf Transact': {
    Buyer: 'Purchaser',
    Seller: 'Vendor',
    'Co-op': 'Co-operating Broker',
    Lender: 'Mortgage Lender',
    Title: 'Title Insurer',
  },
  'DocuSign Rooms': {
    Buyer: 'Buyer',
    Seller: 'Seller',
    'Co-op': 'Other Side Agent',
    Lender: 'Lender',
    Title: 'Escrow / Title',
  },
};

/** The standard rules for a DTR: what the page offers to start from when a company has none. */
export function standardDtrRules(dtrSystem: DtrSystem): DtrContactRuleRec[] {
  const roles = dtrSystem === 'None' ? DTR_ROLES.SkySlope : DTR_ROLES[dtrSystem];
  return CONTACT_TYPE_ORDER.map((contactType) => standardDtrRule(contactType, roles[contactType]));
}

/** The company's DTR contact mapping, as first seeded (none when the company has no DTR). */
export function seedDtrMapping(
  seed: number,
  external: ExternalCompanyRec,
  company: CompanyRec,
): DtrContactMappingRec {
  const rnd = rng(seed, `dtr-mapping:${company.id}`);
  if (external.dtrSystem === 'None') {
    return { companyId: company.id, dtrSystem: 'None', rules: [], updatedAt: null, updatedByName: null };
  }
  const title = company.id === 1 ? TITLE_COMPANIES[0] : rnd.pick(TITLE_COMPANIES);
  const rules = standardDtrRules(external.dtrSystem).map((rule) =>
    rule.contactType === 'Title'
      ? {
          ...rule,
          defaultCompany: title ?? null,
          defaultEmail: `orders@${(title ?? 'title').toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
        }
      : rule.contactType === 'Lender' && rnd.chance(0.3)
        ? { ...rule, sync: 'Off' as const }
        : rule,
  );
  return {
    companyId: company.id,
    dtrSystem: external.dtrSystem,
    rules,
    updatedAt: external.updatedAt,
    updatedByName: external.updatedByName,
  };
}

/** Whole months from `start` to the day after `end` (a 2021-03-01 … 2031-02-28 term is 120). */
export function termMonths(start: string, end: string): number {
  const after = addDays(end, 1);
  const months =
    (yearOf(after) - yearOf(start)) * 12 + (Number(after.slice(5, 7)) - Number(start.slice(5, 7)));
  const partial = Number(after.slice(8, 10)) < Number(start.slice(8, 10)) ? 1 : 0;
  return Math.max(0, months - partial);
}

function addMonths(day: string, months: number): string {
  const total = yearOf(day) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return `${Math.floor(total / 12)}-${pad2((total % 12) + 1)}-01`;
}

/** The office's contract with the brokerage, as first seeded (null for a few offices, none on file). */
export function seedOfficeContract(seed: number, today: string, office: OfficeRec): OfficeContractRec | null {
  const rnd = rng(seed, `office-contract:${office.id}`);
  const demo = office.id === 1;
  if (!demo && (office.status === 0 ? rnd.chance(0.6) : rnd.chance(0.06))) return null;
  const startYear = demo ? 2021 : rnd.int(yearOf(today) - 12, yearOf(today) - 1);
  let startDate = demo ? '2021-03-01' : `${startYear}-${pad2(rnd.int(1, 12))}-01`;
  const term = demo ? 120 : rnd.pick([60, 60, 120, 120, 120, 84]);
  const autoRenew = demo || rnd.chance(0.6);
  let endDate = addDays(addMonths(startDate, term), -1);
  // An auto-renewing contract that ran out was renewed for the same term.
  while (autoRenew && endDate < today) {
    startDate = addDays(endDate, 1);
    endDate = addDays(addMonths(startDate, term), -1);
  }
  const companyOwned = !demo && rnd.chance(0.1);
  const feePlan = demo ? 'Capped' : rnd.pick(['Standard', 'Capped', 'Capped', 'Flat fee', 'Tiered'] as const);
  const royalty = office.royalties.find((r) => r.percent > 0);
  const expired = endDate < today;
  const status = office.status === 0 ? 'Draft' : expired ? 'Expired' : 'Active';
  const notes = demo
    ? "Ten-year franchise term; renewal needs 180 days' notice."
    : office.id === 3
      ? XSS_IMG
      : rnd.pick([
          '',
          'Renewal terms agreed in principle at the last regional meeting.',
          'Marketing fee waived for the first 12 months.',
          'Royalty cap reviewed yearly in January.',
        ]);
  return {
    officeId: office.id,
    contractNumber: `${companyOwned ? 'CO' : 'FR'}-${yearOf(startDate)}-${String(office.id).padStart(4, '0')}`,
    contractType: companyOwned ? 'Company-owned' : rnd.chance(0.15) ? 'Affiliation' : 'Franchise',
    status,
    startDate,
    endDate,
    renewalNoticeDate: addDays(endDate, -180),
    autoRenew,
    feePlan: companyOwned ? 'Standard' : feePlan,
    royaltyPercent: companyOwned ? 0 : (royalty?.percent ?? 6),
    royaltyCapAnnual: companyOwned || feePlan !== 'Capped' ? null : (royalty?.capAmount ?? 18000),
    marketingFeeMonthly: companyOwned ? 0 : demo ? 250 : rnd.pick([0, 150, 200, 250, 300]),
    signedByName: demo ? 'Priya Shah' : rnd.pick(SIGNERS),
    notes,
    termMonths: termMonths(startDate, endDate),
    updatedAt: atTime(addDays(today, -rnd.int(30, 700)), rnd.int(480, 1080)),
    updatedByName: rnd.pick(STAFF),
  };
}
