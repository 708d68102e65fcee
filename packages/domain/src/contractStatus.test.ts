import { describe, expect, test } from 'vitest';
import {
  CONTRACT_STATUS_MESSAGES as M,
  contractActionRefusal,
  contractActions,
  contractTransitionErrors,
  parsePrice,
  statusAfter,
} from './contractStatus';
import { commissionLine, royaltiesOnDeals, shareOf } from './contractBreakdown';

const ctx = { contractDate: '2026-05-01', today: '2026-06-15' };
const input = { closingDate: '2026-06-01', finalPrice: 500000, reason: '' };

describe('contract status changes', () => {
  test('a pending contract closes or falls; a closed one reopens unless paid out', () => {
    expect(contractActions('PEND', false)).toEqual(['close', 'fall']);
    expect(contractActions('CLSD', false)).toEqual(['reopen']);
    expect(contractActions('CLSD', true)).toEqual([]);
    expect(contractActions('FALL', false)).toEqual(['reopen']);
    expect(contractActionRefusal('close', 'CLSD', false)).toBe(M.notPending);
    expect(contractActionRefusal('reopen', 'PEND', false)).toBe(M.notReopenable);
    expect(contractActionRefusal('reopen', 'CLSD', true)).toBe(M.paidOut);
    expect([statusAfter('close'), statusAfter('fall'), statusAfter('reopen')]).toEqual([
      'CLSD',
      'FALL',
      'PEND',
    ]);
  });

  test('closing needs a closing date from the contract date to today and a final price', () => {
    expect(contractTransitionErrors('close', input, ctx)).toEqual({});
    expect(contractTransitionErrors('close', { ...input, closingDate: '', finalPrice: null }, ctx)).toEqual({
      closingDate: M.closingDateRequired,
      finalPrice: M.finalPriceRequired,
    });
    expect(contractTransitionErrors('close', { ...input, closingDate: '2026-04-30' }, ctx).closingDate).toBe(
      M.closingBeforeContract,
    );
    expect(contractTransitionErrors('close', { ...input, closingDate: '2026-06-16' }, ctx).closingDate).toBe(
      M.closingInFuture,
    );
    expect(contractTransitionErrors('close', { ...input, finalPrice: 0 }, ctx).finalPrice).toBe(
      M.finalPriceInvalid,
    );
  });

  test('falling and reopening need a reason', () => {
    expect(contractTransitionErrors('fall', input, ctx).reason).toBe(M.reasonRequired);
    expect(contractTransitionErrors('reopen', { ...input, reason: ' x ' }, ctx)).toEqual({});
    expect(contractTransitionErrors('fall', { ...input, reason: 'x'.repeat(501) }, ctx).reason).toBe(
      M.reasonTooLong,
    );
  });

  test('a typed price reads with or without $ and commas', () => {
    expect([parsePrice(''), parsePrice('$512,000'), parsePrice('512000.5')]).toEqual([
      null,
      512000,
      512000.5,
    ]);
    expect(parsePrice('12abc')).toBeNaN();
  });
});

describe('commission breakdown', () => {
  test('a royalty stops at its yearly cap, counted over closed deals only', () => {
    const rule = { name: 'Franchise', percent: 6, flatFee: 0, capAmount: 1000, appliesTo: ['LIST'] };
    const deals = [
      { side: 'LIST', gross: 10000, closed: true, year: '2026' },
      { side: 'LIST', gross: 10000, closed: false, year: '2026' },
      { side: 'LIST', gross: 10000, closed: true, year: '2026' },
      { side: 'SELL', gross: 10000, closed: true, year: '2026' },
      { side: 'LIST', gross: 10000, closed: true, year: '2027' },
    ];
    expect(royaltiesOnDeals([rule], deals).map((l) => l[0]?.amount ?? null)).toEqual([
      600,
      400,
      400,
      null,
      600,
    ]);
  });

  test('net, royalties and what the company keeps add up to the gross; shares scale', () => {
    const price = {
      gross: 10000,
      preSplitFees: 100,
      agentSplit: 70,
      companyDollar: 2970,
      postSplitFees: 50,
      net: 6880,
    };
    const line = commissionLine(price, [{ name: 'Franchise', amount: 600 }]);
    expect(line.net + line.royalties + line.companyRetains).toBe(line.gross);
    expect(shareOf(line, 40)).toMatchObject({ gross: 4000, net: 2752, sharePercent: 40, agentSplit: 70 });
  });
});
