// Seed of a company's identifiers in external systems (MLS, state licence, accounting, DTR). Built
// lazily per company from a sub-seed of its id, so the data is the same whenever and in whatever order
// it is first asked for, and older db files need no regeneration.
import type { AccountingSystem, CompanyRec, DtrSystem, ExternalCompanyRec } from '../store/types.ts';
import { addDays, atTime } from './dates.ts';
import { XSS_IMG } from './hostile.ts';
import { STAFF, US_STATES } from './pools.ts';
import { randomFor } from './random.ts';

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
const SYNC_FAILURES = [
  'The DTR refused the company ID: no such company.',
  'The accounting system did not answer in time.',
  'The MLS office ID is not active at the board.',
];

function stateName(code: string): string {
  return US_STATES.find(([c]) => c === code)?.[1] ?? code;
}

/** The company's identifiers in external systems, as first seeded. */
export function seedExternalCompany(seed: number, today: string, company: CompanyRec): ExternalCompanyRec {
  const rnd = randomFor(seed, `external-company:${company.id}`);
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
