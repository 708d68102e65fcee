// Commission plans: the enumerations, the rules a plan must meet and the cap year it runs on. The maths
// of pricing one deal under a plan is in commissionPricing.ts. The app's plan form and the mock both
// call these, so a plan the form accepts is a plan the server accepts.

/** What a sliding scale's thresholds are measured in, counted from the start of the cap year. */
export const PLAN_BASES = ['GCI', 'Company dollar'] as const;
export type PlanBasis = (typeof PLAN_BASES)[number];

/** When the cap year restarts: 1 January, the agent's anniversary month, or a day the plan sets. */
export const CAP_YEAR_STARTS = ['Calendar', 'Anniversary', 'Set date'] as const;
export type CapYearStart = (typeof CAP_YEAR_STARTS)[number];

export const PLAN_FEE_KINDS = ['E&O', 'Transaction fee', 'Franchise fee'] as const;
export type PlanFeeKind = (typeof PLAN_FEE_KINDS)[number];

/** Pre-split fees come off the gross before it is split; post-split fees off the agent's share. */
export const PLAN_FEE_STAGES = ['Pre-split', 'Post-split'] as const;
export type PlanFeeStage = (typeof PLAN_FEE_STAGES)[number];

export const PLAN_STATUSES = ['Active', 'Retired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** One row of the scale: from `from` (year-to-date basis) the agent keeps `agentSplit` percent. */
export type PlanTier = { from: number; agentSplit: number };

/** A fee per deal: a flat amount plus a percent of the deal's gross commission. */
export type PlanFee = { kind: PlanFeeKind; stage: PlanFeeStage; flatAmount: number; percent: number };

/** The terms of a plan, the part that prices deals (the wire type has these fields and more). */
export type PlanTerms = {
  basis: PlanBasis;
  tiers: readonly PlanTier[];
  /** Company dollar per cap year after which the agent keeps 100 percent; null: no cap. */
  capAmount: number | null;
  capYearStart: CapYearStart;
  /** Month (1-12) and day of a 'Set date' cap year; ignored otherwise. */
  capStartMonth: number | null;
  capStartDay: number | null;
  fees: readonly PlanFee[];
};

export const PLAN_LIMITS = { nameMax: 80, tiersMax: 10, feesMax: 10, amountMax: 10_000_000 } as const;

export const PLAN_MESSAGES = {
  nameRequired: 'Plan name is required',
  nameTaken: 'Another plan of this company already has this name',
  tiersRequired: 'A plan needs at least one split tier',
  tooManyTiers: `A plan has at most ${PLAN_LIMITS.tiersMax} split tiers`,
  firstTierFromZero: 'The first tier must start at 0',
  tiersAscending: 'Each tier must start above the one before it',
  splitRange: 'Split must be between 0 and 100',
  amountInvalid: 'Enter an amount of 0 or more',
  capInvalid: 'Cap must be more than 0, or left empty for no cap',
  setDateRequired: 'Pick the month and day the cap year starts',
  setDateInvalid: 'That day does not exist in that month',
  feePercentRange: 'Fee percent must be between 0 and 100',
  tooManyFees: `A plan has at most ${PLAN_LIMITS.feesMax} fees`,
  inUseNoDelete:
    'This plan cannot be deleted while agents are on it. Move them to another plan or retire it.',
  retiredNoAssign: 'A retired plan cannot be assigned. Reactivate it first, or pick an active plan.',
  otherCompany: 'The plan belongs to another company than the agent',
  writeForbidden: 'Only a Super Admin can change commission plans.',
} as const;

/** Field errors keyed the way the form and the server name them: `name`, `capAmount`, `tiers.1.from`, … */
export type PlanErrors = Record<string, string>;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isAmount = (n: number): boolean => Number.isFinite(n) && n >= 0 && n <= PLAN_LIMITS.amountMax;

/** Every problem with a plan's terms and name, or {} when it may be saved. */
export function planErrors(plan: PlanTerms & { name: string }): PlanErrors {
  const errors: PlanErrors = {};
  if (plan.name.trim() === '') errors.name = PLAN_MESSAGES.nameRequired;
  if (plan.tiers.length === 0) errors.tiers = PLAN_MESSAGES.tiersRequired;
  if (plan.tiers.length > PLAN_LIMITS.tiersMax) errors.tiers = PLAN_MESSAGES.tooManyTiers;
  plan.tiers.forEach((tier, i) => {
    const previous = plan.tiers[i - 1];
    if (!isAmount(tier.from)) errors[`tiers.${i}.from`] = PLAN_MESSAGES.amountInvalid;
    else if (i === 0 && tier.from !== 0) errors[`tiers.${i}.from`] = PLAN_MESSAGES.firstTierFromZero;
    else if (previous && tier.from <= previous.from) errors[`tiers.${i}.from`] = PLAN_MESSAGES.tiersAscending;
    if (!(Number.isFinite(tier.agentSplit) && tier.agentSplit >= 0 && tier.agentSplit <= 100))
      errors[`tiers.${i}.agentSplit`] = PLAN_MESSAGES.splitRange;
  });
  if (plan.capAmount !== null && !(isAmount(plan.capAmount) && plan.capAmount > 0))
    errors.capAmount = PLAN_MESSAGES.capInvalid;
  if (plan.capYearStart === 'Set date') {
    const { capStartMonth: m, capStartDay: d } = plan;
    if (m === null || d === null) errors.capStartMonth = PLAN_MESSAGES.setDateRequired;
    else if (!Number.isInteger(m) || m < 1 || m > 12) errors.capStartMonth = PLAN_MESSAGES.setDateRequired;
    else if (!Number.isInteger(d) || d < 1 || d > (DAYS_IN_MONTH[m - 1] ?? 31) || (m === 2 && d === 29))
      errors.capStartDay = PLAN_MESSAGES.setDateInvalid;
  }
  if (plan.fees.length > PLAN_LIMITS.feesMax) errors.fees = PLAN_MESSAGES.tooManyFees;
  plan.fees.forEach((fee, i) => {
    if (!isAmount(fee.flatAmount)) errors[`fees.${i}.flatAmount`] = PLAN_MESSAGES.amountInvalid;
    if (!(Number.isFinite(fee.percent) && fee.percent >= 0 && fee.percent <= 100))
      errors[`fees.${i}.percent`] = PLAN_MESSAGES.feePercentRange;
  });
  return errors;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The month and day (1-based) the plan's cap year starts on, for an agent with this anniversary month. */
export function capYearAnchor(plan: PlanTerms, anniversaryMonth: number): { month: number; day: number } {
  if (plan.capYearStart === 'Calendar') return { month: 1, day: 1 };
  if (plan.capYearStart === 'Anniversary') return { month: anniversaryMonth, day: 1 };
  return { month: plan.capStartMonth ?? 1, day: plan.capStartDay ?? 1 };
}

/** The first day (YYYY-MM-DD) of the cap year that `day` falls in. */
export function capYearStartOf(plan: PlanTerms, anniversaryMonth: number, day: string): string {
  const { month, day: dom } = capYearAnchor(plan, anniversaryMonth);
  const anchor = `${pad2(month)}-${pad2(dom)}`;
  const y = Number(day.slice(0, 4));
  return `${day.slice(5) >= anchor ? y : y - 1}-${anchor}`;
}

/** The first day of the next cap year (the end, exclusive, of the one starting on `start`). */
export function capYearEnd(start: string): string {
  return `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

/** A short summary of the split: "70/30", or the scale's ends "70/30 → 90/10" for a sliding scale. */
export function splitSummary(tiers: readonly PlanTier[]): string {
  const first = tiers[0];
  const last = tiers[tiers.length - 1];
  if (!first || !last) return '—';
  const pair = (s: number): string => `${s}/${100 - s}`;
  return first === last ? pair(first.agentSplit) : `${pair(first.agentSplit)} → ${pair(last.agentSplit)}`;
}
