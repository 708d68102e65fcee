// The enumerations (docs/product.md#records-and-fields) as string-literal unions with their display labels.

export const MAIN_SELECTIONS = ['agents', 'companies', 'offices', 'regions', 'users'] as const;
export type MainSelection = (typeof MAIN_SELECTIONS)[number];
export const MAIN_SELECTION_LABELS: Record<MainSelection, string> = {
  agents: 'Agents',
  companies: 'Companies',
  offices: 'Offices',
  regions: 'Regions',
  users: 'Users',
};
export function isMainSelection(value: unknown): value is MainSelection {
  return typeof value === 'string' && (MAIN_SELECTIONS as readonly string[]).includes(value);
}

/** Contract sides, in source order, with the labels the spec lists for them. */
export const CONTRACT_SIDES = ['LIST', 'REF-LIST', 'REF-SELL', 'SELL'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
export const CONTRACT_SIDE_LABELS: Record<ContractSide, string> = {
  LIST: 'List',
  'REF-LIST': 'Buy',
  'REF-SELL': 'List Ref',
  SELL: 'Buy Ref',
};

export const PROPERTY_TYPES = [
  'AT',
  'BU',
  'CO',
  'DE',
  'DP',
  'IN',
  'MF',
  'MH',
  'MU',
  'NC',
  'OI',
  'OT',
  'RN',
  'RO',
  'RS',
  'TS',
  'VI',
  'VL',
  'OTHER',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CONTACT_TYPES = ['Buyer', 'Co-op', 'Lender', 'Seller', 'Title'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTRACT_FILTERS = ['SELECT', 'PEND', 'CLSD', 'FALL', 'NONE'] as const;
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];
export const CONTRACT_FILTER_LABELS: Record<ContractFilter, string> = {
  SELECT: 'Not Selected',
  PEND: 'Pending',
  CLSD: 'Closed',
  FALL: 'Fallen',
  NONE: 'No Contract',
};

export const PAYOUT_STATUSES = ['Not Started', 'Pending', 'Paid Out'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const INVOICE_FILTERS = ['Open', 'Paid', 'All'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export const OFFICE_STATUS_FILTERS = [
  { label: 'Pending', value: '0' },
  { label: 'Active', value: '1' },
] as const;

export const ROLES = ['Super Admin', 'Office Admin', 'Agent'] as const;
export type Role = (typeof ROLES)[number];
/** The API's numeric role ids (RoleId, the session's securityLevel). */
export const ROLE_IDS = { 'Super Admin': 1, 'Office Admin': 2, Agent: 3 } as const satisfies Record<
  Role,
  number
>;
export type RoleId = (typeof ROLE_IDS)[Role];

/** Agent-area route segments (docs/product.md#routes). */
export const AGENT_SEGMENTS = [
  'contracts',
  'coversheet',
  'dashboard',
  'escrow',
  'office-bill',
  'plan-status',
  'reports',
  '1099',
] as const;
export type AgentSegment = (typeof AGENT_SEGMENTS)[number];
