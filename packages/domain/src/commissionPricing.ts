// Pricing deals under a commission plan: gross → pre-split fees → split by tier on the cap year's
// running basis → cap → post-split fees → net to the agent. The mock prices its seeded and edited
// contracts with this, and the plan page's worked example uses it, so both show the same figures.
import { capYearStartOf, type PlanTerms, type PlanTier } from './commissionPlan';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Where the agent stands in the cap year before a deal: gross closed and company dollar paid. */
export type YearToDate = { gci: number; companyDollar: number };

export type DealPrice = {
  gross: number;
  preSplitFees: number;
  /** The agent's split where the deal starts on the scale (100 once the cap is reached). */
  agentSplit: number;
  /** The company's share of the split, after the cap: what counts toward the cap. */
  companyDollar: number;
  postSplitFees: number;
  /** Pre- and post-split fees together. */
  fees: number;
  net: number;
  /** The cap is reached by (or before) this deal. */
  capReached: boolean;
};

function feesAt(plan: PlanTerms, stage: 'Pre-split' | 'Post-split', gross: number): number {
  let total = 0;
  for (const fee of plan.fees) if (fee.stage === stage) total += fee.flatAmount + (gross * fee.percent) / 100;
  return round2(total);
}

/** The tier in force at a year-to-date position on the scale. */
export function tierAt(tiers: readonly PlanTier[], position: number): PlanTier {
  let found = tiers[0] ?? { from: 0, agentSplit: 100 };
  for (const tier of tiers) if (tier.from <= position) found = tier;
  return found;
}

/** The company's share of `splittable` before the cap, walking the scale from the agent's position. */
function companyShare(plan: PlanTerms, splittable: number, gross: number, ytd: YearToDate): number {
  const { tiers } = plan;
  if (plan.basis === 'GCI') {
    // The deal's gross occupies [ytd, ytd + gross) of the GCI scale; each part is split at its tier.
    const start = ytd.gci;
    const end = start + gross;
    const only = tierAt(tiers, start);
    const next = tiers.find((t) => t.from > start);
    if (!next || next.from >= end || gross <= 0) return (splittable * (100 - only.agentSplit)) / 100;
    let share = 0;
    tiers.forEach((tier, i) => {
      const upper = tiers[i + 1]?.from ?? Number.POSITIVE_INFINITY;
      const len = Math.min(end, upper) - Math.max(start, tier.from);
      if (len > 0) share += (((splittable * len) / gross) * (100 - tier.agentSplit)) / 100;
    });
    return share;
  }
  // Company-dollar basis: the company's own take moves the agent up the scale as the deal is split.
  let paid = ytd.companyDollar;
  let left = splittable;
  let share = 0;
  while (left > 0) {
    const tier = tierAt(tiers, paid);
    const next = tiers.find((t) => t.from > paid);
    const rate = (100 - tier.agentSplit) / 100;
    const need = next && rate > 0 ? (next.from - paid) / rate : Number.POSITIVE_INFINITY;
    if (need >= left) {
      share += (left * (100 - tier.agentSplit)) / 100;
      break;
    }
    share += need * rate;
    paid += need * rate;
    left -= need;
  }
  return share;
}

/** Prices one closed (or pending) deal. `capPaid` is the company dollar already paid this cap year. */
export function priceDeal(plan: PlanTerms, gross: number, ytd: YearToDate): DealPrice {
  const preSplitFees = feesAt(plan, 'Pre-split', gross);
  const postSplitFees = feesAt(plan, 'Post-split', gross);
  const splittable = Math.max(0, round2(gross - preSplitFees));
  const room =
    plan.capAmount === null ? Number.POSITIVE_INFINITY : Math.max(0, plan.capAmount - ytd.companyDollar);
  let companyDollar = 0;
  let agentSplit = 100;
  if (room > 0) {
    const position = plan.basis === 'GCI' ? ytd.gci : ytd.companyDollar;
    agentSplit = tierAt(plan.tiers, position).agentSplit;
    companyDollar = round2(Math.max(0, Math.min(round2(companyShare(plan, splittable, gross, ytd)), room)));
  }
  const capReached = plan.capAmount !== null && companyDollar >= room;
  return {
    gross,
    preSplitFees,
    agentSplit,
    companyDollar,
    postSplitFees,
    fees: round2(preSplitFees + postSplitFees),
    net: round2(gross - preSplitFees - companyDollar - postSplitFees),
    capReached,
  };
}

/** A deal as the cap-year walk sees it, in the order deals count (closing order). */
export type DealToPrice = {
  gross: number;
  /** Closed deals count toward the year-to-date basis and the cap; pending ones are priced, not counted. */
  status: 'closed' | 'pending' | 'fell';
  /** The day the deal counts on: its closing for closed deals, else today. */
  day: string;
};

/**
 * Prices deals in order, keeping the basis and the cap per cap year. A deal that fell through is
 * priced at nothing but still shows the split the agent would have had.
 */
export function priceDeals(
  plan: PlanTerms,
  anniversaryMonth: number,
  deals: readonly DealToPrice[],
): DealPrice[] {
  const years = new Map<string, YearToDate>();
  return deals.map((deal) => {
    const key = capYearStartOf(plan, anniversaryMonth, deal.day);
    const ytd = years.get(key) ?? { gci: 0, companyDollar: 0 };
    const price = priceDeal(plan, deal.gross, ytd);
    if (deal.status === 'fell') {
      return { ...price, preSplitFees: 0, companyDollar: 0, postSplitFees: 0, fees: 0, net: 0 };
    }
    if (deal.status === 'closed') {
      years.set(key, { gci: ytd.gci + deal.gross, companyDollar: ytd.companyDollar + price.companyDollar });
    }
    return price;
  });
}
