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

export const DTR_SYNC_LABELS: Record<DtrSync, string> = {
  Both: 'Both ways',
  Import: 'DTR → Balance',
  Export: 'Balance → DTR',
  Off: 'Off',
};
// The enumerations live in the domain, shared with the mock; re-exported under the names the pages use.
export {
  ACCOUNTING_SYSTEMS,
  CONTACT_TYPE_ORDER,
  DTR_SYSTEMS,
  FEE_PLANS,
  OFFICE_CONTRACT_STATUSES as CONTRACT_STATUSES,
  OFFICE_CONTRACT_TYPES as CONTRACT_TYPES,
} from '@balance/domain';

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
