import { describe, expect, it } from 'vitest';
import {
  expenseErrors,
  payoutActionsFor,
  payoutBatchNumber,
  payoutTransition,
  royaltiesFor,
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

describe('royalties', () => {
  it('takes a percent plus a flat fee per side, capped per rule and calendar year', () => {
    const rules = [
      { percent: 6, flatFee: 0, capAmount: 1000, appliesTo: ['LIST', 'SELL'] },
      { percent: 0, flatFee: 50, capAmount: null, appliesTo: ['LIST'] },
    ];
    const deals = [
      { side: 'LIST', gross: 10_000, day: '2026-01-10' },
      { side: 'SELL', gross: 10_000, day: '2026-02-10' },
      { side: 'REF-LIST', gross: 10_000, day: '2026-03-10' },
      { side: 'SELL', gross: 10_000, day: '2027-01-10' },
    ];
    expect(royaltiesFor(rules, deals)).toEqual([650, 400, 0, 600]);
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
