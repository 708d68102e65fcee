// An office's contract with the brokerage: its enumerations and the rules on its number and dates.
import { externalIdError } from './externalSystems';

export const OFFICE_CONTRACT_TYPES = ['Franchise', 'Affiliation', 'Company-owned'] as const;
export type OfficeContractType = (typeof OFFICE_CONTRACT_TYPES)[number];

export const OFFICE_CONTRACT_STATUSES = ['Draft', 'Active', 'Suspended', 'Expired', 'Terminated'] as const;
export type OfficeContractStatus = (typeof OFFICE_CONTRACT_STATUSES)[number];

export const FEE_PLANS = ['Standard', 'Capped', 'Flat fee', 'Tiered'] as const;
export type FeePlan = (typeof FEE_PLANS)[number];

export const OFFICE_CONTRACT_MESSAGES = {
  /** The page's note to an Office Admin and the API's 403 message alike. */
  superAdminOnly: 'Only a Super Admin can change an office contract.',
  endBeforeStart: 'End date must be after the start date',
  renewalOutsideTerm: 'Renewal notice date must fall between the start and end dates',
} as const;

/** The message for a typed contract number (blank is left to the required check), or null. */
export function contractNumberError(value: string): string | null {
  return externalIdError('Contract number', value);
}

/** Date errors of a term given as YYYY-MM-DD strings ('' or null while not picked). */
export function contractDateErrors(
  startDate: string,
  endDate: string,
  renewalNoticeDate: string | null,
): { endDate?: string; renewalNoticeDate?: string } {
  const errors: { endDate?: string; renewalNoticeDate?: string } = {};
  if (startDate !== '' && endDate !== '' && endDate <= startDate)
    errors.endDate = OFFICE_CONTRACT_MESSAGES.endBeforeStart;
  if (
    renewalNoticeDate &&
    startDate !== '' &&
    endDate !== '' &&
    (renewalNoticeDate < startDate || renewalNoticeDate > endDate)
  )
    errors.renewalNoticeDate = OFFICE_CONTRACT_MESSAGES.renewalOutsideTerm;
  return errors;
}
