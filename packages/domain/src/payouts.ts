// Payouts and office billing: how a closed contract's payout moves, what office royalties take, and
// the rules on a billable expense. The app's forms and the mock's endpoints apply the same functions.
import type { PayoutStatus } from './enums';

/** A contract's status code as the API sends it (PEND, CLSD, FALL); only CLSD pays out. */
type ContractStatusCode = string;

/**
 * Not Started → Pending (approved) → Paid Out. An approval may be taken back while no check is cut;
 * a paid payout is final unless voided with a reason, which sends it back to Not Started.
 */
export const PAYOUT_ACTIONS = ['approve', 'unapprove', 'markPaid', 'void'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

export const PAYOUT_ACTION_LABELS: Record<PayoutAction, string> = {
  approve: 'Approve Payout',
  unapprove: 'Take Back Approval',
  markPaid: 'Mark Paid',
  void: 'Void Payout',
};

const MOVES: Record<PayoutAction, { from: PayoutStatus; to: PayoutStatus }> = {
  approve: { from: 'Not Started', to: 'Pending' },
  unapprove: { from: 'Pending', to: 'Not Started' },
  markPaid: { from: 'Pending', to: 'Paid Out' },
  void: { from: 'Paid Out', to: 'Not Started' },
};

export const PAYOUT_MESSAGES = {
  notClosed: 'Only a closed contract can be paid out.',
  approveFirst: 'Only a payout not started can be approved.',
  notApproved: 'Only an approved payout can be taken back or marked paid.',
  notPaid: 'Only a paid payout can be voided.',
  voidReasonRequired: 'A reason is required to void a payout',
  voidReasonTooLong: 'Reason must be at most 500 characters',
  paidDateRequired: 'Paid date is required',
  paidDateFuture: 'Paid date cannot be in the future',
  chooseContracts: 'Choose at least one contract',
  tooMany: 'At most 200 contracts at once',
} as const;

/** The status an action leads to, or the message why it may not happen now. */
export function payoutTransition(
  contractStatus: ContractStatusCode,
  payoutStatus: PayoutStatus,
  action: PayoutAction,
): { to: PayoutStatus } | { error: string } {
  if (contractStatus !== 'CLSD') return { error: PAYOUT_MESSAGES.notClosed };
  const move = MOVES[action];
  if (move.from === payoutStatus) return { to: move.to };
  if (action === 'approve') return { error: PAYOUT_MESSAGES.approveFirst };
  if (action === 'void') return { error: PAYOUT_MESSAGES.notPaid };
  return { error: PAYOUT_MESSAGES.notApproved };
}

/** The actions open on a payout now (none unless the contract is closed). */
export function payoutActionsFor(
  contractStatus: ContractStatusCode,
  payoutStatus: PayoutStatus,
): PayoutAction[] {
  return PAYOUT_ACTIONS.filter((a) => 'to' in payoutTransition(contractStatus, payoutStatus, a));
}

export function voidReasonError(reason: string): string | null {
  if (reason.trim() === '') return PAYOUT_MESSAGES.voidReasonRequired;
  if (reason.length > 500) return PAYOUT_MESSAGES.voidReasonTooLong;
  return null;
}

/** A check date: required, a real day, not after today (YYYY-MM-DD). */
export function paidDateError(date: string, today: string): string | null {
  if (!isDay(date)) return PAYOUT_MESSAGES.paidDateRequired;
  if (date > today) return PAYOUT_MESSAGES.paidDateFuture;
  return null;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The batch number printed on a disbursement batch: office number, paid day, sequence. */
export function payoutBatchNumber(officeNum: string, paidDate: string, sequence: number): string {
  return `PB-${officeNum}-${paidDate.replaceAll('-', '')}-${String(sequence).padStart(3, '0')}`;
}

/** What a billable expense charges for; each becomes an Office Bill line of the matching category. */
export const EXPENSE_KINDS = ['Desk fee', 'E&O', 'Transaction fee', 'Other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];
/** The Office Bill category of each kind (the categories the monthly invoices already use). */
export const EXPENSE_CATEGORIES: Record<ExpenseKind, string> = {
  'Desk fee': 'Desk fee',
  'E&O': 'Insurance',
  'Transaction fee': 'Transaction fee',
  Other: 'Other',
};

export const EXPENSE_MESSAGES = {
  agentRequired: 'Choose an agent',
  agentNotInOffice: 'The agent is not in this office',
  kindRequired: 'Choose what the charge is for',
  dateRequired: 'Date is required',
  dateTooFar: 'Date must be within a year of today',
  amountRequired: 'Amount must be more than 0',
  amountTooLarge: 'Amount must be at most 100,000.00',
  amountCents: 'Amount has at most two decimals',
  memoRequired: 'Memo is required for an Other charge',
  memoTooLong: 'Memo must be at most 200 characters',
} as const;

export type ExpenseDraft = {
  agentId: number | null;
  kind: ExpenseKind | null;
  date: string;
  amount: number | null;
  memo: string;
};
export type ExpenseField = 'agentId' | 'kind' | 'date' | 'amount' | 'memo';

export function expenseAmountError(amount: number | null): string | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return EXPENSE_MESSAGES.amountRequired;
  if (amount > 100_000) return EXPENSE_MESSAGES.amountTooLarge;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return EXPENSE_MESSAGES.amountCents;
  return null;
}

export function expenseDateError(date: string, today: string): string | null {
  if (!isDay(date)) return EXPENSE_MESSAGES.dateRequired;
  const days = Math.abs(Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days > 366 ? EXPENSE_MESSAGES.dateTooFar : null;
}

export function expenseMemoError(memo: string, kind: ExpenseKind | null): string | null {
  if (memo.length > 200) return EXPENSE_MESSAGES.memoTooLong;
  if (kind === 'Other' && memo.trim() === '') return EXPENSE_MESSAGES.memoRequired;
  return null;
}

/** Every message of a billable expense by field (empty when it may be charged). */
export function expenseErrors(draft: ExpenseDraft, today: string): Partial<Record<ExpenseField, string>> {
  const errors: Partial<Record<ExpenseField, string>> = {};
  if (draft.agentId === null) errors.agentId = EXPENSE_MESSAGES.agentRequired;
  if (draft.kind === null) errors.kind = EXPENSE_MESSAGES.kindRequired;
  const date = expenseDateError(draft.date, today);
  if (date) errors.date = date;
  const amount = expenseAmountError(draft.amount);
  if (amount) errors.amount = amount;
  const memo = expenseMemoError(draft.memo, draft.kind);
  if (memo) errors.memo = memo;
  return errors;
}
