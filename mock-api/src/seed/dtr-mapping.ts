// Seed of a company's DTR contact mapping: which DTR role each contract contact type maps to, how it
// syncs, and the default title company. Built lazily per company, like the external ids.
import { CONTACT_TYPE_ORDER, STANDARD_DTR_ROLES, standardDtrRule } from '@balance/domain';
import type {
  CompanyRec,
  DtrContactMappingRec,
  DtrContactRuleRec,
  DtrSystem,
  ExternalCompanyRec,
} from '../store/types.ts';
import { randomFor } from './random.ts';

const TITLE_COMPANIES = [
  'Pacific Title & Escrow',
  'First Harbor Title',
  'Cascade Escrow Services',
  'Summit Title Company',
  'Landmark Title & Escrow',
];

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
  const rnd = randomFor(seed, `dtr-mapping:${company.id}`);
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
