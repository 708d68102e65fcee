// The coversheet form: its values, the rules of docs/product.md#rules (a listing or every manual field; at
// least one agent) plus the splits and amounts, and the request it sends.
import type {
  ContractContact,
  ContractSide,
  Coversheet,
  CoversheetInput,
  ListingRow,
  PropertyType,
} from '@balance/api-client';
import { emailError, MESSAGES, phoneDigits, zipError } from '@balance/domain';

export type CoversheetAgentValue = { userId: number; name: string; splitPercent: number | null };
export type CoversheetContactValue = {
  key: string;
  type: ContractContact['type'];
  name: string;
  company: string;
  phone: string;
  email: string;
};
export type ManualValues = {
  address: string;
  city: string;
  state: string;
  zip: string;
  propertyType: PropertyType | '';
};

export type CoversheetFormValues = {
  listing: ListingRow | null;
  manual: ManualValues;
  side: ContractSide;
  salePrice: number | null;
  contractDate: string | null;
  closingDate: string | null;
  commissionPercent: number | null;
  agents: CoversheetAgentValue[];
  contacts: CoversheetContactValue[];
  notes: string;
};

export type CoversheetErrors = Partial<
  Record<
    | 'listing'
    | 'address'
    | 'city'
    | 'state'
    | 'zip'
    | 'propertyType'
    | 'agents'
    | 'splits'
    | 'salePrice'
    | 'contractDate'
    | 'closingDate'
    | 'commissionPercent'
    | `contact-${string}-name`
    | `contact-${string}-email`,
    string
  >
>;

const EMPTY_MANUAL: ManualValues = { address: '', city: '', state: '', zip: '', propertyType: '' };

export function toFormValues(sheet: Coversheet): CoversheetFormValues {
  return {
    listing: sheet.listing,
    manual: sheet.manual ? { ...sheet.manual } : { ...EMPTY_MANUAL },
    side: sheet.side,
    salePrice: sheet.salePrice,
    contractDate: sheet.contractDate,
    closingDate: sheet.closingDate,
    commissionPercent: sheet.commissionPercent,
    agents: sheet.agents.map((agent) => ({
      userId: agent.userId,
      name: agent.name,
      splitPercent: agent.splitPercent,
    })),
    contacts: sheet.contacts.map((contact, index) => ({
      key: `c${index}`,
      type: contact.type,
      name: contact.name,
      company: contact.company ?? '',
      phone: contact.phone ?? '',
      email: contact.email ?? '',
    })),
    notes: sheet.notes,
  };
}

/** Every manual property field is filled. */
export function isManualComplete(manual: ManualValues): boolean {
  return (
    manual.address.trim() !== '' &&
    manual.city.trim() !== '' &&
    manual.state.trim() !== '' &&
    manual.zip.trim() !== '' &&
    manual.propertyType !== ''
  );
}

export function splitTotal(agents: readonly CoversheetAgentValue[]): number {
  return Math.round(agents.reduce((sum, agent) => sum + (agent.splitPercent ?? 0), 0) * 100) / 100;
}

export function grossCommission(
  values: Pick<CoversheetFormValues, 'salePrice' | 'commissionPercent'>,
): number {
  if (values.salePrice === null || values.commissionPercent === null) return 0;
  return Math.round(values.salePrice * values.commissionPercent) / 100;
}

/** The form's errors; empty when it may be saved. */
export function validateCoversheet(values: CoversheetFormValues): CoversheetErrors {
  const errors: CoversheetErrors = {};
  if (!values.listing && !isManualComplete(values.manual)) {
    errors.listing = MESSAGES.selectListingOrManual;
    const manual = values.manual;
    if (manual.address.trim() === '') errors.address = 'Address is required without a listing';
    if (manual.city.trim() === '') errors.city = 'City is required without a listing';
    if (manual.state.trim() === '') errors.state = 'State is required without a listing';
    if (manual.zip.trim() === '') errors.zip = 'Zip is required without a listing';
    if (manual.propertyType === '') errors.propertyType = 'Property type is required without a listing';
  }
  const zip = values.listing ? null : zipError(values.manual.zip);
  if (zip) errors.zip = zip;
  if (values.agents.length === 0) errors.agents = MESSAGES.selectAtLeastOneAgent;
  else if (values.agents.some((agent) => agent.splitPercent === null))
    errors.splits = 'Every agent needs a split';
  else if (splitTotal(values.agents) !== 100)
    errors.splits = `Agent splits must add up to 100% (now ${splitTotal(values.agents)}%)`;
  if (values.salePrice === null || values.salePrice <= 0) errors.salePrice = 'Sale price is required';
  if (!values.contractDate) errors.contractDate = 'Contract date is required';
  if (values.contractDate && values.closingDate && values.closingDate < values.contractDate)
    errors.closingDate = 'Closing date cannot be before the contract date';
  if (values.commissionPercent === null) errors.commissionPercent = 'Commission rate is required';
  for (const contact of values.contacts) {
    if (contact.name.trim() === '') errors[`contact-${contact.key}-name`] = 'Name is required';
    const email = emailError(contact.email);
    if (email) errors[`contact-${contact.key}-email`] = email;
  }
  return errors;
}

/** The save request of a valid form. */
export function toCoversheetInput(contractId: number, values: CoversheetFormValues): CoversheetInput {
  const manualComplete = isManualComplete(values.manual);
  return {
    contractId,
    listingId: values.listing?.listingId ?? null,
    manual:
      !values.listing && manualComplete && values.manual.propertyType !== ''
        ? {
            address: values.manual.address.trim(),
            city: values.manual.city.trim(),
            state: values.manual.state.trim(),
            zip: values.manual.zip.trim(),
            propertyType: values.manual.propertyType,
          }
        : null,
    side: values.side,
    salePrice: values.salePrice ?? 0,
    contractDate: values.contractDate ?? '',
    closingDate: values.closingDate,
    commissionPercent: values.commissionPercent ?? 0,
    agents: values.agents.map((agent) => ({ userId: agent.userId, splitPercent: agent.splitPercent ?? 0 })),
    contacts: values.contacts.map((contact) => ({
      type: contact.type,
      name: contact.name.trim(),
      company: contact.company.trim() || null,
      phone: phoneDigits(contact.phone) || null,
      email: contact.email.trim() || null,
    })),
    notes: values.notes,
  };
}

/** Server field errors (ErrorBody.errors) mapped onto the form's error keys. */
export function serverErrorsToForm(fieldErrors: Readonly<Record<string, string[]>>): CoversheetErrors {
  const errors: CoversheetErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (field === 'listingId' || field === 'manual' || field === 'listing') errors.listing = message;
    else if (field === 'manual.zip') errors.zip = message;
    else if (field === 'agents') errors.agents = message;
    else if (
      field === 'salePrice' ||
      field === 'contractDate' ||
      field === 'closingDate' ||
      field === 'commissionPercent'
    )
      errors[field] = message;
  }
  return errors;
}
