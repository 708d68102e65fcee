// What every plan view shares: the query keys, the reads, the plan as a form edits it, and the plain
// words a plan is summed up in (its split, cap, cap year and fees).
import { formatCurrency, splitSummary, type PlanErrors } from '@balance/domain';
import { ApiError, unwrap, type AppApiClient } from '../../../api/client';
import type { AgentPlan, CommissionPlan, CommissionPlanInput, PlanAgent } from '../../../api/types';

export const planKeys = {
  list: (companyId: number) => ['plans', companyId] as const,
  one: (planId: number) => ['plan', planId] as const,
  agents: (planId: number) => ['plan-agents', planId] as const,
  agentPlan: (agentId: number) => ['agent-plan', agentId] as const,
};

/** Every key a plan change may make stale (lists, counts, agents' plans). */
export const PLAN_FAMILY = [['plans'], ['plan'], ['plan-agents'], ['agent-plan']] as const;

export const readPlans = async (
  api: AppApiClient,
  companyId: number,
  signal: AbortSignal,
): Promise<CommissionPlan[]> => unwrap(await api.GET('/plans', { params: { query: { companyId } }, signal }));

export const readPlan = async (api: AppApiClient, id: number, signal: AbortSignal): Promise<CommissionPlan> =>
  unwrap(await api.GET('/plans/{id}', { params: { path: { id } }, signal }));

export const readPlanAgents = async (
  api: AppApiClient,
  id: number,
  signal: AbortSignal,
): Promise<PlanAgent[]> => unwrap(await api.GET('/plans/{id}/agents', { params: { path: { id } }, signal }));

export const readAgentPlan = async (api: AppApiClient, id: number, signal: AbortSignal): Promise<AgentPlan> =>
  unwrap(await api.GET('/agents/{id}/plan', { params: { path: { id } }, signal }));

/** A new plan's starting point: one 70/30 tier, an $18,000 anniversary cap, the transaction fee. */
export function blankPlan(companyId: number): CommissionPlanInput {
  return {
    companyId,
    name: '',
    basis: 'GCI',
    tiers: [{ from: 0, agentSplit: 70 }],
    capAmount: 18_000,
    capYearStart: 'Anniversary',
    capStartMonth: null,
    capStartDay: null,
    fees: [{ kind: 'Transaction fee', stage: 'Post-split', flatAmount: 295, percent: 0 }],
  };
}

export function toPlanInput(plan: CommissionPlan): CommissionPlanInput {
  const { companyId, name, basis, tiers, capAmount, capYearStart, capStartMonth, capStartDay, fees } = plan;
  return { companyId, name, basis, tiers, capAmount, capYearStart, capStartMonth, capStartDay, fees };
}

/** The server's messages under the names the plan form's fields carry (`tiers.1.from`, …). */
export function planFieldErrors(error: unknown): PlanErrors {
  if (!(error instanceof ApiError)) return {};
  const out: PlanErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors))
    if (messages[0]) out[field] = messages[0];
  return out;
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
/** January … December, for the set-date cap year. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, m) =>
  monthName.format(Date.UTC(2020, m, 1)),
);

export const splitText = (plan: Pick<CommissionPlanInput, 'tiers'>): string => splitSummary(plan.tiers);

export const capText = (plan: Pick<CommissionPlanInput, 'capAmount'>): string =>
  plan.capAmount === null ? 'No cap' : formatCurrency(plan.capAmount, { whole: true });

export function capYearText(
  plan: Pick<CommissionPlanInput, 'capYearStart' | 'capStartMonth' | 'capStartDay'>,
): string {
  if (plan.capYearStart === 'Calendar') return 'Calendar year (1 January)';
  if (plan.capYearStart === 'Anniversary') return "Agent's anniversary";
  return `Every ${plan.capStartDay ?? 1} ${MONTH_NAMES[(plan.capStartMonth ?? 1) - 1] ?? ''}`;
}

export function feeText(fee: CommissionPlanInput['fees'][number]): string {
  const parts = [
    fee.flatAmount > 0 ? formatCurrency(fee.flatAmount) : '',
    fee.percent > 0 ? `${fee.percent}% of gross` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return `${fee.kind}: ${parts || formatCurrency(0)} (${fee.stage.toLowerCase()})`;
}

export function tiersText(plan: Pick<CommissionPlanInput, 'tiers' | 'basis'>): string[] {
  const unit = plan.basis === 'GCI' ? 'GCI' : 'company dollar';
  return plan.tiers.map((t, i) =>
    i === 0 && plan.tiers.length === 1
      ? `${t.agentSplit}% to the agent`
      : `From ${formatCurrency(t.from, { whole: true })} ${unit}: ${t.agentSplit}% to the agent`,
  );
}
