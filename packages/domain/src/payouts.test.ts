import { describe, expect, it } from 'vitest';
import {
  expenseErrors,
  payoutActionsFor,
  payoutBatchNumber,
  payoutTransition,
  voidReasonError,
} from './payouts';

describe('payout rule', () => {
  it('moves a closed contract forward, back from an approval, and voids a paid one to the start', () => {
    expect(payoutTransition('CLSD', 'Not Started', 'approve')).toEqual({ to: 'Pending' });
    expect(payoutTransition('CLSD', 'Pending', 'unapprove')).toEqual({ to: 'Not Started' });
    expect(payoutTransition('CLSD', 'Pending', 'markPaid')).toEqual({ to: 'Paid Out' });
    expect(payoutTransition('CLSD', 'Paid Out', 'void')).toEqual({ to: 'Not Started' });
  });

  it('refuses everything else, and anything on a contract that is not closed', () => {
    expect(payoutTransition('CLSD', 'Paid Out', 'approve')).toEqual({
      error: 'Only a payout not started can be approved.',
    });
    expect(payoutTransition('CLSD', 'Not Started', 'markPaid')).toHaveProperty('error');
    expect(payoutTransition('PEND', 'Not Started', 'approve')).toEqual({
      error: 'Only a closed contract can be paid out.',
    });
    expect(payoutActionsFor('CLSD', 'Pending')).toEqual(['unapprove', 'markPaid']);
    expect(payoutActionsFor('FALL', 'Not Started')).toEqual([]);
  });

  it('asks a reason to void and numbers batches by office and day', () => {
    expect(voidReasonError('  ')).toBe('A reason is required to void a payout');
    expect(voidReasonError('Lost check')).toBeNull();
    expect(payoutBatchNumber('1001', '2026-06-15', 2)).toBe('PB-1001-20260615-002');
  });
});

describe('billable expense', () => {
  it('names every field to fix', () => {
    expect(
      expenseErrors({ agentId: null, kind: 'Other', date: '', amount: 0, memo: '' }, '2026-06-15'),
    ).toEqual({
      agentId: 'Choose an agent',
      date: 'Date is required',
      amount: 'Amount must be more than 0',
      memo: 'Memo is required for an Other charge',
    });
    expect(
      expenseErrors({ agentId: 1, kind: 'E&O', date: '2026-06-01', amount: 85.5, memo: '' }, '2026-06-15'),
    ).toEqual({});
  });
});
