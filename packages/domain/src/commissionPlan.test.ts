// Plan rules and the maths of pricing deals, with worked examples an admin could check by hand.
import { describe, expect, test } from 'vitest';
import {
  PLAN_MESSAGES,
  capYearEnd,
  capYearStartOf,
  planErrors,
  splitSummary,
  type PlanTerms,
} from './commissionPlan';
import { priceDeal, priceDeals } from './commissionPricing';

const capped70: PlanTerms = {
  basis: 'GCI',
  tiers: [{ from: 0, agentSplit: 70 }],
  capAmount: 18_000,
  capYearStart: 'Anniversary',
  capStartMonth: null,
  capStartDay: null,
  fees: [{ kind: 'Transaction fee', stage: 'Post-split', flatAmount: 295, percent: 0 }],
};

const sliding: PlanTerms = {
  basis: 'GCI',
  tiers: [
    { from: 0, agentSplit: 60 },
    { from: 50_000, agentSplit: 70 },
    { from: 100_000, agentSplit: 80 },
  ],
  capAmount: null,
  capYearStart: 'Calendar',
  capStartMonth: null,
  capStartDay: null,
  fees: [{ kind: 'Franchise fee', stage: 'Pre-split', flatAmount: 0, percent: 6 }],
};

describe('plan rules', () => {
  test('a valid plan has no errors', () => {
    expect(planErrors({ ...capped70, name: '70/30 capped 18k' })).toEqual({});
    expect(planErrors({ ...sliding, name: 'Sliding scale' })).toEqual({});
  });

  test('tiers start at 0 and ascend; splits are 0 to 100', () => {
    const errors = planErrors({
      ...sliding,
      name: ' ',
      tiers: [
        { from: 10, agentSplit: 60 },
        { from: 50_000, agentSplit: 101 },
        { from: 50_000, agentSplit: -1 },
      ],
    });
    expect(errors).toEqual({
      name: PLAN_MESSAGES.nameRequired,
      'tiers.0.from': PLAN_MESSAGES.firstTierFromZero,
      'tiers.1.agentSplit': PLAN_MESSAGES.splitRange,
      'tiers.2.from': PLAN_MESSAGES.tiersAscending,
      'tiers.2.agentSplit': PLAN_MESSAGES.splitRange,
    });
    expect(planErrors({ ...sliding, name: 'x', tiers: [] }).tiers).toBe(PLAN_MESSAGES.tiersRequired);
  });

  test('cap, set date and fees', () => {
    expect(planErrors({ ...capped70, name: 'x', capAmount: 0 }).capAmount).toBe(PLAN_MESSAGES.capInvalid);
    expect(planErrors({ ...capped70, name: 'x', capYearStart: 'Set date' }).capStartMonth).toBe(
      PLAN_MESSAGES.setDateRequired,
    );
    expect(
      planErrors({ ...capped70, name: 'x', capYearStart: 'Set date', capStartMonth: 2, capStartDay: 30 })
        .capStartDay,
    ).toBe(PLAN_MESSAGES.setDateInvalid);
    const fee = { kind: 'E&O', stage: 'Pre-split', flatAmount: -1, percent: 120 } as const;
    expect(planErrors({ ...capped70, name: 'x', fees: [fee] })).toEqual({
      'fees.0.flatAmount': PLAN_MESSAGES.amountInvalid,
      'fees.0.percent': PLAN_MESSAGES.feePercentRange,
    });
  });

  test('summary of the split', () => {
    expect(splitSummary(capped70.tiers)).toBe('70/30');
    expect(splitSummary(sliding.tiers)).toBe('60/40 → 80/20');
  });
});

describe('cap year', () => {
  test('calendar, anniversary and a set date', () => {
    expect(capYearStartOf(sliding, 6, '2026-03-10')).toBe('2026-01-01');
    expect(capYearStartOf(capped70, 6, '2026-03-10')).toBe('2025-06-01');
    expect(capYearStartOf(capped70, 6, '2026-06-01')).toBe('2026-06-01');
    const setDate: PlanTerms = { ...capped70, capYearStart: 'Set date', capStartMonth: 4, capStartDay: 15 };
    expect(capYearStartOf(setDate, 6, '2026-04-14')).toBe('2025-04-15');
    expect(capYearStartOf(setDate, 6, '2026-04-15')).toBe('2026-04-15');
    expect(capYearEnd('2025-04-15')).toBe('2026-04-15');
  });
});

describe('pricing a deal', () => {
  test('70/30 with a $295 transaction fee, well under the cap', () => {
    // $500,000 at 3%: gross 15,000; company 30% = 4,500; net 15,000 − 4,500 − 295 = 10,205.
    expect(priceDeal(capped70, 15_000, { gci: 0, companyDollar: 0 })).toEqual({
      gross: 15_000,
      preSplitFees: 0,
      agentSplit: 70,
      companyDollar: 4_500,
      postSplitFees: 295,
      fees: 295,
      net: 10_205,
      capReached: false,
    });
  });

  test('the cap is hit inside one deal', () => {
    // 16,000 already paid: room 2,000 of the 4,500 share; the agent keeps the other 2,500.
    const price = priceDeal(capped70, 15_000, { gci: 60_000, companyDollar: 16_000 });
    expect(price.companyDollar).toBe(2_000);
    expect(price.net).toBe(15_000 - 2_000 - 295);
    expect(price.capReached).toBe(true);
    // After the cap: 100% to the agent, fees still apply.
    const after = priceDeal(capped70, 15_000, { gci: 80_000, companyDollar: 18_000 });
    expect(after).toMatchObject({ agentSplit: 100, companyDollar: 0, net: 14_705, capReached: true });
  });

  test('a tier is crossed inside one deal (GCI basis, pre-split franchise fee)', () => {
    // YTD GCI 40,000; deal gross 20,000 → 10,000 of it in the 60/40 tier, 10,000 in the 70/30 tier.
    // Franchise fee 6% = 1,200 off the top leaves 18,800 to split, half in each tier:
    // company 9,400 × 40% + 9,400 × 30% = 3,760 + 2,820 = 6,580; net 20,000 − 1,200 − 6,580 = 12,220.
    expect(priceDeal(sliding, 20_000, { gci: 40_000, companyDollar: 0 })).toEqual({
      gross: 20_000,
      preSplitFees: 1_200,
      agentSplit: 60,
      companyDollar: 6_580,
      postSplitFees: 0,
      fees: 1_200,
      net: 12_220,
      capReached: false,
    });
  });

  test('a tier is crossed on a company-dollar basis', () => {
    // Scale on company dollar: 70/30 until the company has 5,000, then 90/10. Already paid 4,100:
    // 3,000 of the 10,000 deal brings the company to 5,000 (900); the other 7,000 at 10% is 700.
    const plan: PlanTerms = {
      ...capped70,
      basis: 'Company dollar',
      capAmount: null,
      fees: [],
      tiers: [
        { from: 0, agentSplit: 70 },
        { from: 5_000, agentSplit: 90 },
      ],
    };
    expect(priceDeal(plan, 10_000, { gci: 0, companyDollar: 4_100 }).companyDollar).toBe(1_600);
  });

  test('the cap-year walk counts closed deals only and restarts each cap year', () => {
    const prices = priceDeals(capped70, 6, [
      { gross: 30_000, status: 'closed', day: '2025-07-01' }, // 9,000
      { gross: 30_000, status: 'closed', day: '2026-01-15' }, // 9,000 → cap reached exactly
      { gross: 10_000, status: 'fell', day: '2026-03-01' },
      { gross: 10_000, status: 'closed', day: '2026-05-31' }, // capped: 0
      { gross: 10_000, status: 'closed', day: '2026-06-01' }, // new cap year: 3,000
      { gross: 10_000, status: 'pending', day: '2026-06-10' }, // priced, not counted
      { gross: 10_000, status: 'closed', day: '2026-06-12' }, // 3,000 again
    ]);
    expect(prices.map((p) => p.companyDollar)).toEqual([9_000, 9_000, 0, 0, 3_000, 3_000, 3_000]);
    expect(prices[2]).toMatchObject({ net: 0, fees: 0, agentSplit: 100 });
    expect(prices[3]?.agentSplit).toBe(100);
  });
});
