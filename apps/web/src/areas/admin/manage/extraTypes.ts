// Names for the API types of External Company, DTR Contact Mapping and the office Contract: aliases of
// the generated OpenAPI schemas, never hand-written.
import type { components } from '@balance/api-client';

type Schemas = components['schemas'];

export type ExternalCompany = Schemas['ExternalCompany'];
export type ExternalCompanyInput = Schemas['ExternalCompanyInput'];
export type AccountingSystem = Schemas['AccountingSystem'];
export type DtrSystem = Schemas['DtrSystem'];
export type SyncStatus = Schemas['SyncStatus'];
export type DtrContactMapping = Schemas['DtrContactMapping'];
export type DtrContactRule = Schemas['DtrContactRule'];
export type DtrSync = Schemas['DtrSync'];
export type ContactType = Schemas['ContactType'];
export type OfficeContract = Schemas['OfficeContract'];
export type OfficeContractInput = Schemas['OfficeContractInput'];
export type OfficeContractType = Schemas['OfficeContractType'];
export type OfficeContractStatus = Schemas['OfficeContractStatus'];
export type FeePlan = Schemas['FeePlan'];

export const ACCOUNTING_SYSTEMS: readonly AccountingSystem[] = [
  'None',
  'QuickBooks Online',
  'QuickBooks Desktop',
  'NetSuite',
  'Sage Intacct',
];
export const DTR_SYSTEMS: readonly DtrSystem[] = [
  'None',
  'dotloop',
  'SkySlope',
  'Lone Wolf Transact',
  'DocuSign Rooms',
];
export const DTR_SYNC_LABELS: Record<DtrSync, string> = {
  Both: 'Both ways',
  Import: 'DTR → Balance',
  Export: 'Balance → DTR',
  Off: 'Off',
};
/** Contact types in the order a contract lists them (SPEC §3 names them). */
export const CONTACT_TYPE_ORDER: readonly ContactType[] = ['Buyer', 'Seller', 'Co-op', 'Lender', 'Title'];
export const CONTRACT_TYPES: readonly OfficeContractType[] = ['Franchise', 'Affiliation', 'Company-owned'];
export const CONTRACT_STATUSES: readonly OfficeContractStatus[] = [
  'Draft',
  'Active',
  'Suspended',
  'Expired',
  'Terminated',
];
export const FEE_PLANS: readonly FeePlan[] = ['Standard', 'Capped', 'Flat fee', 'Tiered'];

/** A timestamp as MM/DD/YYYY HH:MM UTC (the same on every machine). */
export function formatDateTime(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  return `${month}/${day}/${year} ${hour}:${minute} UTC`;
}

/** "Jordan Blake on 09/14/2025 17:30 UTC", or '' when never changed. */
export function changedBy(name: string | null, at: string | null): string {
  if (!name && !at) return '';
  return [name, at ? `on ${formatDateTime(at)}` : null].filter(Boolean).join(' ');
}
