// The seeded commission plans of each company: one single-tier capped plan for every split/cap pair its
// agents were drawn with (so every agent keeps the figures the seed has always given them), plus a
// sliding scale, a 100% plan and a retired one, so Plan Setup shows each kind of plan.
import type { AgentRec, CompanyRec, OfficeRec, PlanRec } from '../store/types.ts';
import { TRANSACTION_FEE } from './ledger.ts';

/** The split/cap pair drawn for each agent, noted while the agents are made. */
export class SeedTerms {
  private readonly byAgent = new Map<number, { split: number; cap: number }>();

  /** Keeps the pair and returns a placeholder plan id (the real one is set by makePlans). */
  note(userId: number, split: number, cap: number): number {
    this.byAgent.set(userId, { split, cap });
    return 0;
  }

  of(userId: number): { split: number; cap: number } {
    return this.byAgent.get(userId) ?? { split: 70, cap: 18_000 };
  }
}

type Terms = Omit<PlanRec, 'id' | 'companyId'>;

const base = {
  capStartMonth: null,
  capStartDay: null,
  status: 'Active',
  updatedAt: null,
  updatedByName: null,
} as const;

/** The plan name for a capped single-split plan, e.g. "70/30 capped 18k". */
export const cappedPlanName = (split: number, cap: number): string =>
  `${split}/${100 - split} capped ${cap / 1000}k`;

export function cappedTerms(split: number, cap: number): Terms {
  return {
    ...base,
    name: cappedPlanName(split, cap),
    basis: 'GCI',
    tiers: [{ from: 0, agentSplit: split }],
    capAmount: cap,
    capYearStart: 'Anniversary',
    fees: [{ kind: 'Transaction fee', stage: 'Post-split', flatAmount: TRANSACTION_FEE, percent: 0 }],
  };
}

const EXTRA_PLANS: Terms[] = [
  {
    ...base,
    name: 'Sliding scale',
    basis: 'GCI',
    tiers: [
      { from: 0, agentSplit: 60 },
      { from: 50_000, agentSplit: 70 },
      { from: 100_000, agentSplit: 80 },
    ],
    capAmount: null,
    capYearStart: 'Calendar',
    fees: [
      { kind: 'E&O', stage: 'Pre-split', flatAmount: 50, percent: 0 },
      { kind: 'Transaction fee', stage: 'Post-split', flatAmount: TRANSACTION_FEE, percent: 0 },
    ],
  },
  {
    ...base,
    name: '100% with transaction fee',
    basis: 'GCI',
    tiers: [{ from: 0, agentSplit: 100 }],
    capAmount: null,
    capYearStart: 'Calendar',
    fees: [
      { kind: 'Transaction fee', stage: 'Post-split', flatAmount: 495, percent: 0 },
      { kind: 'E&O', stage: 'Post-split', flatAmount: 50, percent: 0 },
    ],
  },
  {
    ...base,
    name: 'Legacy 50/50',
    basis: 'GCI',
    tiers: [{ from: 0, agentSplit: 50 }],
    capAmount: 20_000,
    capYearStart: 'Set date',
    capStartMonth: 4,
    capStartDay: 1,
    status: 'Retired',
    fees: [],
  },
];

/** Makes every company's plans and puts each agent on the plan of their drawn split and cap. */
export function makePlans(
  companies: readonly CompanyRec[],
  offices: readonly OfficeRec[],
  agents: AgentRec[],
  terms: SeedTerms,
): PlanRec[] {
  const companyOf = new Map(offices.map((o) => [o.id, o.companyId]));
  const pairs = new Map<number, Map<string, { split: number; cap: number }>>();
  for (const agent of agents) {
    const companyId = companyOf.get(agent.officeId) ?? 0;
    const t = terms.of(agent.userId);
    const map = pairs.get(companyId) ?? new Map<string, { split: number; cap: number }>();
    map.set(`${t.split}/${t.cap}`, t);
    pairs.set(companyId, map);
  }
  const plans: PlanRec[] = [];
  const idOf = new Map<string, number>();
  for (const company of companies) {
    const own = [...(pairs.get(company.id)?.values() ?? [])].sort(
      (a, b) => a.split - b.split || a.cap - b.cap,
    );
    for (const t of own) {
      const id = plans.length + 1;
      plans.push({ id, companyId: company.id, ...cappedTerms(t.split, t.cap) });
      idOf.set(`${company.id}:${t.split}/${t.cap}`, id);
    }
    for (const extra of EXTRA_PLANS) plans.push({ id: plans.length + 1, companyId: company.id, ...extra });
  }
  for (const agent of agents) {
    const t = terms.of(agent.userId);
    agent.planId = idOf.get(`${companyOf.get(agent.officeId) ?? 0}:${t.split}/${t.cap}`) ?? 0;
  }
  return plans;
}
