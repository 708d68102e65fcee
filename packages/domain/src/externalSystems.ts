// A company's links to external systems (MLS, state licence, accounting, DTR) and the DTR contact
// mapping: the systems each may name and the shape of an identifier in them.
import type { ContactType } from './enums';

export const ACCOUNTING_SYSTEMS = [
  'None',
  'QuickBooks Online',
  'QuickBooks Desktop',
  'NetSuite',
  'Sage Intacct',
] as const;
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];

export const DTR_SYSTEMS = ['None', 'dotloop', 'SkySlope', 'Lone Wolf Transact', 'DocuSign Rooms'] as const;
export type DtrSystem = (typeof DTR_SYSTEMS)[number];

/** Which way a DTR contact rule syncs. */
export const DTR_SYNCS = ['Import', 'Export', 'Both', 'Off'] as const;
export type DtrSync = (typeof DTR_SYNCS)[number];

/** Contact types in the order a contract lists them (CONTACT_TYPES is alphabetical). */
export const CONTACT_TYPE_ORDER = ['Buyer', 'Seller', 'Co-op', 'Lender', 'Title'] as const;

/** Role names of the standard rules, for a DTR whose own names are not known. */
export const STANDARD_DTR_ROLES: Record<ContactType, string> = {
  Buyer: 'Buyer',
  Seller: 'Seller',
  'Co-op': 'Cooperating Agent',
  Lender: 'Loan Officer',
  Title: 'Title / Escrow Officer',
};

export type DtrContactRuleShape = {
  contactType: ContactType;
  dtrRole: string;
  sync: DtrSync;
  required: boolean;
  defaultCompany: string | null;
  defaultEmail: string | null;
};

/** A contact type's standard rule: the parties sync both ways; the parties and title are required. */
export function standardDtrRule(
  contactType: ContactType,
  dtrRole: string = STANDARD_DTR_ROLES[contactType],
): DtrContactRuleShape {
  const party = contactType === 'Buyer' || contactType === 'Seller';
  return {
    contactType,
    dtrRole,
    sync: party ? 'Both' : 'Import',
    required: party || contactType === 'Title',
    defaultCompany: null,
    defaultEmail: null,
  };
}

/** An identifier in another system: starts with a letter or digit, then letters, digits and . _ / - */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** The message for an identifier typed into the field `label`, or null when blank or valid. */
export function externalIdError(label: string, value: string): string | null {
  const id = value.trim();
  return id === '' || EXTERNAL_ID_PATTERN.test(id)
    ? null
    : `${label} may use letters, digits and . _ / - only`;
}
