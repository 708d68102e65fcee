// The office contract's form: its values, the rules it checks before a save, and the term it shows.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { contractDateErrors, contractNumberError } from '@balance/domain';
import type { BadgeTone } from '@balance/ui';
import type { FormErrors } from '../../../app/forms';
import type { OfficeContract, OfficeContractInput, OfficeContractStatus } from './externalAndContractTypes';

type Field = keyof OfficeContractInput;
export const FIELDS: readonly Field[] = [
  'contractNumber',
  'contractType',
  'status',
  'startDate',
  'endDate',
  'renewalNoticeDate',
  'autoRenew',
  'feePlan',
  'royaltyPercent',
  'royaltyCapAnnual',
  'marketingFeeMonthly',
  'signedByName',
  'notes',
];
export const STATUS_TONES: Record<OfficeContractStatus, BadgeTone> = {
  Draft: 'neutral',
  Active: 'success',
  Suspended: 'warning',
  Expired: 'danger',
  Terminated: 'danger',
};

export const EMPTY: OfficeContractInput = {
  contractNumber: '',
  contractType: 'Franchise',
  status: 'Draft',
  startDate: '',
  endDate: '',
  renewalNoticeDate: null,
  autoRenew: false,
  feePlan: 'Standard',
  royaltyPercent: 0,
  royaltyCapAnnual: null,
  marketingFeeMonthly: 0,
  signedByName: '',
  notes: '',
};

export function toInput(data: OfficeContract | null): OfficeContractInput {
  if (!data) return EMPTY;
  return {
    contractNumber: data.contractNumber,
    contractType: data.contractType,
    status: data.status,
    startDate: data.startDate,
    endDate: data.endDate,
    renewalNoticeDate: data.renewalNoticeDate,
    autoRenew: data.autoRenew,
    feePlan: data.feePlan,
    royaltyPercent: data.royaltyPercent,
    royaltyCapAnnual: data.royaltyCapAnnual,
    marketingFeeMonthly: data.marketingFeeMonthly,
    signedByName: data.signedByName,
    notes: data.notes,
  };
}

/** What PUT /Office/contract/{id} takes: the typed texts trimmed. */
export function trimmed(values: OfficeContractInput): OfficeContractInput {
  return {
    ...values,
    contractNumber: values.contractNumber.trim(),
    signedByName: values.signedByName.trim(),
    notes: values.notes.trim(),
  };
}

export function validateContract(values: OfficeContractInput): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  const number = values.contractNumber.trim();
  const numberProblem = number === '' ? 'Contract number is required' : contractNumberError(number);
  if (numberProblem) errors.contractNumber = numberProblem;
  Object.assign(errors, contractDateErrors(values.startDate, values.endDate, values.renewalNoticeDate));
  if (values.startDate === '') errors.startDate = 'Start date is required';
  if (values.endDate === '') errors.endDate = 'End date is required';
  return errors;
}

/** Whole months of a term (a 03/01/2021–02/28/2031 term is 120), or null while a date is missing. */
export function termOf(start: string, end: string): number | null {
  if (!start || !end || end <= start) return null;
  const after = new Date(`${end}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const from = new Date(`${start}T00:00:00Z`);
  let months =
    (after.getUTCFullYear() - from.getUTCFullYear()) * 12 + (after.getUTCMonth() - from.getUTCMonth());
  if (after.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

export function formatTerm(months: number | null): string {
  if (months === null) return '';
  const years =
    months % 12 === 0 && months > 0 ? ` (${months / 12} ${months === 12 ? 'year' : 'years'})` : '';
  return `${months} ${months === 1 ? 'month' : 'months'}${years}`;
}

export function toCalendar(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}
