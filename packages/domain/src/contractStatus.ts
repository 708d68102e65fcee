// A contract's status changes in the admin area: a pending contract closes (with its closing date and
// final price) or falls through (with a reason); a closed or fallen one is reopened with a reason. A
// closed contract's numbers are locked until it is reopened. The admin page and the mock both call
// these, so what the dialog accepts is what the server accepts.

export const CONTRACT_STATUS_CODES = ['PEND', 'CLSD', 'FALL'] as const;
export type ContractStatusCode = (typeof CONTRACT_STATUS_CODES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatusCode, string> = {
  PEND: 'Pending',
  CLSD: 'Closed',
  FALL: 'Fallen',
};

export const CONTRACT_ACTIONS = ['close', 'fall', 'reopen'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** What each action is called on its button and in the history. */
export const CONTRACT_ACTION_LABELS: Record<ContractAction, string> = {
  close: 'Close Contract',
  fall: 'Mark Fallen',
  reopen: 'Reopen Contract',
};
export const CONTRACT_EVENT_KINDS = ['Closed', 'Fallen', 'Reopened'] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];
export const CONTRACT_ACTION_EVENTS: Record<ContractAction, ContractEventKind> = {
  close: 'Closed',
  fall: 'Fallen',
  reopen: 'Reopened',
};

export const CONTRACT_LIMITS = { reasonMax: 500, priceMax: 1_000_000_000 } as const;

export const CONTRACT_STATUS_MESSAGES = {
  closingDateRequired: 'Closing date is required',
  closingDateInvalid: 'Enter the closing date as a date',
  closingBeforeContract: 'The closing date is before the contract date',
  closingInFuture: 'A contract cannot close after today',
  finalPriceRequired: 'Final price is required',
  finalPriceInvalid: 'Enter a final price more than 0',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason is at most ${CONTRACT_LIMITS.reasonMax} characters`,
  notPending: 'Only a pending contract can be closed or marked fallen.',
  notReopenable: 'Only a closed or fallen contract can be reopened.',
  paidOut: 'This contract has been paid out and cannot be reopened.',
  locked: 'This contract is closed: its numbers are locked. Reopen it with a reason to change them.',
  cdaClosedOnly: 'A commission disbursement authorization is made for closed contracts only.',
  closed: 'Contract closed',
  fallen: 'Contract marked fallen',
  reopened: 'Contract reopened',
} as const;

/** What the person changing the status typed; only the fields of the action are read. */
export type ContractTransitionInput = {
  closingDate: string;
  finalPrice: number | null;
  reason: string;
};

export type ContractTransitionErrors = Partial<Record<'closingDate' | 'finalPrice' | 'reason', string>>;

/** The status an action leads to. */
export function statusAfter(action: ContractAction): ContractStatusCode {
  return action === 'close' ? 'CLSD' : action === 'fall' ? 'FALL' : 'PEND';
}

/** Why the action is refused on a contract in this status, or null when it may run. */
export function contractActionRefusal(
  action: ContractAction,
  status: ContractStatusCode,
  paidOut: boolean,
): string | null {
  if (action === 'reopen') {
    if (status === 'PEND') return CONTRACT_STATUS_MESSAGES.notReopenable;
    return status === 'CLSD' && paidOut ? CONTRACT_STATUS_MESSAGES.paidOut : null;
  }
  return status === 'PEND' ? null : CONTRACT_STATUS_MESSAGES.notPending;
}

/** The actions open on a contract in this status: those not refused (a paid-out contract stays closed). */
export function contractActions(status: ContractStatusCode, paidOut: boolean): ContractAction[] {
  return CONTRACT_ACTIONS.filter((action) => contractActionRefusal(action, status, paidOut) === null);
}

/** A closed contract's numbers (price, dates, commission, splits) may not change. */
export const contractLocked = (status: ContractStatusCode): boolean => status === 'CLSD';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed price ("$512,000", "512000.50") as a number; null when empty, NaN when not a number. */
export function parsePrice(text: string): number | null {
  const bare = text.replace(/[$,\s]/g, '');
  if (bare === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(bare) ? Number(bare) : Number.NaN;
}

/** Every problem with the fields of an action, keyed by field; {} when it may be sent. */
export function contractTransitionErrors(
  action: ContractAction,
  input: ContractTransitionInput,
  context: { contractDate: string; today: string },
): ContractTransitionErrors {
  const errors: ContractTransitionErrors = {};
  if (action === 'close') {
    const day = input.closingDate.trim();
    if (day === '') errors.closingDate = CONTRACT_STATUS_MESSAGES.closingDateRequired;
    else if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(day)))
      errors.closingDate = CONTRACT_STATUS_MESSAGES.closingDateInvalid;
    else if (day < context.contractDate) errors.closingDate = CONTRACT_STATUS_MESSAGES.closingBeforeContract;
    else if (day > context.today) errors.closingDate = CONTRACT_STATUS_MESSAGES.closingInFuture;
    const price = input.finalPrice;
    if (price === null) errors.finalPrice = CONTRACT_STATUS_MESSAGES.finalPriceRequired;
    else if (!Number.isFinite(price) || price <= 0 || price > CONTRACT_LIMITS.priceMax)
      errors.finalPrice = CONTRACT_STATUS_MESSAGES.finalPriceInvalid;
    return errors;
  }
  const reason = input.reason.trim();
  if (reason === '') errors.reason = CONTRACT_STATUS_MESSAGES.reasonRequired;
  else if (reason.length > CONTRACT_LIMITS.reasonMax) errors.reason = CONTRACT_STATUS_MESSAGES.reasonTooLong;
  return errors;
}
