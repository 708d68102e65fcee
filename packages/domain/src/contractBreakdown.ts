// A contract's commission as the admin pays it out: the plan's price of the deal (commissionPricing.ts),
// the office's royalties taken from the company's part, and each in-house agent's share. The contract
// page, the CDA and the mock all use these, so every place shows the same figures.

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** An office royalty rule (Royalties In Contracts): a percent of the gross plus a flat fee, capped per agent per year. */
export type RoyaltyTerms = {
  name: string;
  percent: number;
  flatFee: number;
  capAmount: number | null;
  appliesTo: readonly string[];
};

/** A deal as the royalty walk sees it, in closing order. */
export type DealForRoyalty = { side: string; gross: number; closed: boolean; year: string };

export type RoyaltyLine = { name: string; amount: number };

/**
 * The royalties on each deal, walking one agent's deals in closing order: a rule's cap counts what it
 * took from the agent's closed deals in the same calendar year. Deals not closed owe what they would.
 */
export function royaltiesOnDeals(
  rules: readonly RoyaltyTerms[],
  deals: readonly DealForRoyalty[],
): RoyaltyLine[][] {
  const taken = new Map<string, number>();
  return deals.map((deal) =>
    rules
      .filter((rule) => rule.appliesTo.includes(deal.side))
      .map((rule, index) => {
        const key = `${deal.year}:${index}:${rule.name}`;
        const so = taken.get(key) ?? 0;
        const due = round2(rule.flatFee + (deal.gross * rule.percent) / 100);
        const room = rule.capAmount === null ? due : Math.max(0, round2(rule.capAmount - so));
        const amount = deal.gross > 0 ? Math.min(due, room) : 0;
        if (deal.closed) taken.set(key, round2(so + amount));
        return { name: rule.name, amount };
      }),
  );
}

/** The priced figures of a deal, as the contract stores them. */
export type PricedDeal = {
  gross: number;
  preSplitFees: number;
  agentSplit: number;
  companyDollar: number;
  postSplitFees: number;
  net: number;
};

export type CommissionLine = PricedDeal & {
  /** Percent of the side this line is for (100 for the whole contract). */
  sharePercent: number;
  royalties: number;
  /** What the office keeps: company dollar and fees, less royalties. */
  companyRetains: number;
};

/** The whole side's line: the deal's price with its royalties. */
export function commissionLine(price: PricedDeal, royalties: readonly RoyaltyLine[]): CommissionLine {
  const royaltyTotal = round2(royalties.reduce((sum, r) => sum + r.amount, 0));
  return {
    ...price,
    sharePercent: 100,
    royalties: royaltyTotal,
    companyRetains: round2(price.companyDollar + price.preSplitFees + price.postSplitFees - royaltyTotal),
  };
}

/** One agent's share of a side (a coversheet's split), each amount scaled and rounded to the cent. */
export function shareOf(line: CommissionLine, sharePercent: number): CommissionLine {
  const f = sharePercent / 100;
  return {
    gross: round2(line.gross * f),
    preSplitFees: round2(line.preSplitFees * f),
    agentSplit: line.agentSplit,
    companyDollar: round2(line.companyDollar * f),
    postSplitFees: round2(line.postSplitFees * f),
    net: round2(line.net * f),
    sharePercent,
    royalties: round2(line.royalties * f),
    companyRetains: round2(line.companyRetains * f),
  };
}
