// Contract cases of the commission plan operations (spread into cases.ts after the office contract).
// A plan made by the first row is the one later rows change, copy, retire and delete.
import { PLAN_MESSAGES } from '@balance/domain';
import type { CaseCtx } from './cases.ts';
import { DEMO_AGENT } from './caseHelpers.ts';

type Who = 'superuser' | 'officeadmin' | 'agent';
type PlanCase = {
  op: string;
  name: string;
  as?: Who;
  request: (ctx: CaseCtx) => {
    method?: string;
    path: string;
    json?: unknown;
    query?: Record<string, string | number>;
  };
  status: number;
  expectBody?: (body: unknown, ctx: CaseCtx) => void;
};

const NAME = 'Contract test plan';

export const planInput = {
  companyId: 1,
  name: NAME,
  basis: 'GCI',
  tiers: [
    { from: 0, agentSplit: 75 },
    { from: 80_000, agentSplit: 85 },
  ],
  capAmount: 15_000,
  capYearStart: 'Calendar',
  capStartMonth: null,
  capStartDay: null,
  fees: [{ kind: 'Transaction fee', stage: 'Post-split', flatAmount: 295, percent: 0 }],
};

const made = (ctx: CaseCtx): number => ctx.store.db.plans.find((p) => p.name === NAME)?.id ?? 0;
const otherCompanyPlan = (ctx: CaseCtx): number => ctx.store.db.plans.find((p) => p.companyId === 2)?.id ?? 0;
const demoPlan = (ctx: CaseCtx): number => ctx.store.agentById.get(DEMO_AGENT)?.planId ?? 0;
const otherCompanyAgent = (ctx: CaseCtx): number => {
  const office = ctx.store.officesByCompany.get(2)?.[0];
  return (office && ctx.store.agentsByOffice.get(office.id)?.[0]?.userId) ?? 0;
};

function expectMessage(body: unknown, field: string | null, message: string): void {
  const b = body as { message?: string; errors?: Record<string, string[]> };
  const ok = field === null ? b.message === message : (b.errors?.[field] ?? []).includes(message);
  if (!ok) throw new Error(`expected '${message}' ${field ?? ''}, got ${JSON.stringify(b)}`);
}

export const planCases: PlanCase[] = [
  {
    op: 'listCompanyPlans',
    name: 'demo company',
    request: () => ({ path: '/plans', query: { companyId: 1 } }),
    status: 200,
  },
  { op: 'listCompanyPlans', name: 'no company', request: () => ({ path: '/plans' }), status: 400 },
  {
    op: 'listCompanyPlans',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: () => ({ path: '/plans', query: { companyId: 2 } }),
    status: 403,
  },
  {
    op: 'listCompanyPlans',
    name: 'unknown company',
    request: () => ({ path: '/plans', query: { companyId: 999999 } }),
    status: 404,
  },
  {
    op: 'createPlan',
    name: 'made',
    request: () => ({ method: 'POST', path: '/plans', json: planInput }),
    status: 200,
  },
  {
    op: 'createPlan',
    name: 'name taken',
    request: () => ({ method: 'POST', path: '/plans', json: planInput }),
    status: 400,
    expectBody: (body) => expectMessage(body, 'name', PLAN_MESSAGES.nameTaken),
  },
  {
    op: 'createPlan',
    name: 'office admin may not',
    as: 'officeadmin',
    request: () => ({ method: 'POST', path: '/plans', json: { ...planInput, name: 'Other' } }),
    status: 403,
    expectBody: (body) => expectMessage(body, null, PLAN_MESSAGES.writeForbidden),
  },
  { op: 'getPlan', name: 'one plan', request: (ctx) => ({ path: `/plans/${made(ctx)}` }), status: 200 },
  {
    op: 'getPlan',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/plans/${otherCompanyPlan(ctx)}` }),
    status: 403,
  },
  { op: 'getPlan', name: 'unknown', request: () => ({ path: '/plans/999999' }), status: 404 },
  {
    op: 'updatePlan',
    name: 'saved',
    request: (ctx) => ({
      method: 'PUT',
      path: `/plans/${made(ctx)}`,
      json: { ...planInput, capAmount: 16_000 },
    }),
    status: 200,
  },
  {
    op: 'updatePlan',
    name: 'tiers out of order',
    request: (ctx) => ({
      method: 'PUT',
      path: `/plans/${made(ctx)}`,
      json: {
        ...planInput,
        tiers: [
          { from: 0, agentSplit: 70 },
          { from: 0, agentSplit: 80 },
        ],
      },
    }),
    status: 400,
    expectBody: (body) => expectMessage(body, 'tiers.1.from', PLAN_MESSAGES.tiersAscending),
  },
  {
    op: 'updatePlan',
    name: 'office admin may not',
    as: 'officeadmin',
    request: (ctx) => ({ method: 'PUT', path: `/plans/${made(ctx)}`, json: planInput }),
    status: 403,
  },
  {
    op: 'updatePlan',
    name: 'unknown',
    request: () => ({ method: 'PUT', path: '/plans/999999', json: planInput }),
    status: 404,
  },
  {
    op: 'copyPlan',
    name: 'copied',
    request: (ctx) => ({ method: 'POST', path: `/plans/${made(ctx)}/copy` }),
    status: 200,
  },
  {
    op: 'copyPlan',
    name: 'office admin may not',
    as: 'officeadmin',
    request: (ctx) => ({ method: 'POST', path: `/plans/${made(ctx)}/copy` }),
    status: 403,
  },
  {
    op: 'copyPlan',
    name: 'unknown',
    request: () => ({ method: 'POST', path: '/plans/999999/copy' }),
    status: 404,
  },
  {
    op: 'setPlanStatus',
    name: 'retired',
    request: (ctx) => ({ method: 'PUT', path: `/plans/${made(ctx)}/status`, json: { status: 'Retired' } }),
    status: 200,
  },
  {
    op: 'setPlanStatus',
    name: 'no such status',
    request: (ctx) => ({ method: 'PUT', path: `/plans/${made(ctx)}/status`, json: { status: 'Gone' } }),
    status: 400,
  },
  {
    op: 'setPlanStatus',
    name: 'office admin may not',
    as: 'officeadmin',
    request: (ctx) => ({ method: 'PUT', path: `/plans/${made(ctx)}/status`, json: { status: 'Active' } }),
    status: 403,
  },
  {
    op: 'setPlanStatus',
    name: 'unknown',
    request: () => ({ method: 'PUT', path: '/plans/999999/status', json: { status: 'Active' } }),
    status: 404,
  },
  {
    op: 'listPlanAgents',
    name: 'agents on the demo plan',
    request: (ctx) => ({ path: `/plans/${demoPlan(ctx)}/agents` }),
    status: 200,
  },
  {
    op: 'listPlanAgents',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/plans/${otherCompanyPlan(ctx)}/agents` }),
    status: 403,
  },
  { op: 'listPlanAgents', name: 'unknown', request: () => ({ path: '/plans/999999/agents' }), status: 404 },
  {
    op: 'getAgentPlan',
    name: 'demo agent',
    request: () => ({ path: `/agents/${DEMO_AGENT}/plan` }),
    status: 200,
  },
  {
    op: 'getAgentPlan',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/agents/${otherCompanyAgent(ctx)}/plan` }),
    status: 403,
  },
  { op: 'getAgentPlan', name: 'unknown', request: () => ({ path: '/agents/999999/plan' }), status: 404 },
  {
    op: 'assignAgentPlan',
    name: 'the plan they are on',
    request: (ctx) => ({
      method: 'PUT',
      path: `/agents/${DEMO_AGENT}/plan`,
      json: { planId: demoPlan(ctx) },
    }),
    status: 200,
  },
  {
    op: 'assignAgentPlan',
    name: 'a retired plan',
    request: (ctx) => ({ method: 'PUT', path: `/agents/${DEMO_AGENT}/plan`, json: { planId: made(ctx) } }),
    status: 400,
    expectBody: (body) => expectMessage(body, 'planId', PLAN_MESSAGES.retiredNoAssign),
  },
  {
    op: 'assignAgentPlan',
    name: 'office admin may not',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/agents/${DEMO_AGENT}/plan`,
      json: { planId: demoPlan(ctx) },
    }),
    status: 403,
  },
  {
    op: 'assignAgentPlan',
    name: 'unknown agent',
    request: (ctx) => ({ method: 'PUT', path: '/agents/999999/plan', json: { planId: demoPlan(ctx) } }),
    status: 404,
  },
  {
    op: 'deletePlan',
    name: 'in use',
    request: (ctx) => ({ method: 'DELETE', path: `/plans/${demoPlan(ctx)}` }),
    status: 409,
    expectBody: (body) => expectMessage(body, null, PLAN_MESSAGES.inUseNoDelete),
  },
  {
    op: 'deletePlan',
    name: 'office admin may not',
    as: 'officeadmin',
    request: (ctx) => ({ method: 'DELETE', path: `/plans/${made(ctx)}` }),
    status: 403,
  },
  {
    op: 'deletePlan',
    name: 'deleted',
    request: (ctx) => ({ method: 'DELETE', path: `/plans/${made(ctx)}` }),
    status: 200,
  },
  {
    op: 'deletePlan',
    name: 'unknown',
    request: () => ({ method: 'DELETE', path: '/plans/999999' }),
    status: 404,
  },
];

let planNumber = 0;

/** A createPlan request for the demo company with one part changed and a name no other row used. */
export function planRequest(patch: Record<string, unknown>): { method: string; path: string; json: unknown } {
  planNumber += 1;
  return { method: 'POST', path: '/plans', json: { ...planInput, name: `Rule row ${planNumber}`, ...patch } };
}
