// Records and handlers of the plan stories: a capped plan, a sliding scale, a retired plan, the agents
// on a plan and an agent's plan, answered on the test API base.
import { http, HttpResponse } from 'msw';
import { HOSTILE } from '../../../test/fixtures';
import { api } from '../../../test/storyApp';
import type { AgentPlan, CommissionPlan, PlanAgent } from '../../../api/types';

export const CAPPED: CommissionPlan = {
  id: 7,
  companyId: 1,
  name: '70/30 capped 18k',
  basis: 'GCI',
  tiers: [{ from: 0, agentSplit: 70 }],
  capAmount: 18_000,
  capYearStart: 'Anniversary',
  capStartMonth: null,
  capStartDay: null,
  fees: [{ kind: 'Transaction fee', stage: 'Post-split', flatAmount: 295, percent: 0 }],
  status: 'Active',
  agentCount: 3,
  updatedAt: null,
  updatedByName: null,
};

export const SLIDING: CommissionPlan = {
  ...CAPPED,
  id: 8,
  name: 'Sliding scale',
  tiers: [
    { from: 0, agentSplit: 60 },
    { from: 50_000, agentSplit: 70 },
    { from: 100_000, agentSplit: 80 },
  ],
  capAmount: null,
  capYearStart: 'Calendar',
  fees: [
    { kind: 'E&O', stage: 'Pre-split', flatAmount: 50, percent: 0 },
    { kind: 'Franchise fee', stage: 'Pre-split', flatAmount: 0, percent: 6 },
  ],
  agentCount: 0,
};

export const RETIRED: CommissionPlan = {
  ...CAPPED,
  id: 9,
  name: 'Legacy 50/50',
  tiers: [{ from: 0, agentSplit: 50 }],
  capAmount: 20_000,
  capYearStart: 'Set date',
  capStartMonth: 4,
  capStartDay: 1,
  fees: [],
  status: 'Retired',
  agentCount: 0,
};

export const PLANS: CommissionPlan[] = [CAPPED, SLIDING, RETIRED];

export const MANY_PLANS: CommissionPlan[] = Array.from({ length: 40 }, (_, i) => ({
  ...CAPPED,
  id: 100 + i,
  name: `${60 + (i % 5) * 5}/${40 - (i % 5) * 5} capped ${12 + (i % 4) * 3}k ${i + 1}`,
  agentCount: (i * 7) % 31,
}));

export const LONG_NAME = `Transitional plan for agents joining from the Riverside merger with grandfathered terms`;

export const HOSTILE_PLAN: CommissionPlan = { ...CAPPED, name: HOSTILE };

export const PLAN_AGENTS: PlanAgent[] = [
  { agentId: 1001, name: 'Maya Rivera', officeNum: '1001', officeName: 'Pearl District', active: true },
  { agentId: 1002, name: 'Daniel Okafor', officeNum: '1001', officeName: 'Pearl District', active: true },
  { agentId: 1003, name: HOSTILE, officeNum: '1001', officeName: HOSTILE, active: false },
];

export const AGENT_PLAN: AgentPlan = {
  agentId: 1001,
  agentName: 'Maya Rivera',
  companyId: 1,
  plan: CAPPED,
  capYearStart: '2026-06-01',
  cap: {
    capAmount: 18_000,
    paidTowardCap: 10_303.7,
    remaining: 7_696.3,
    progressPercent: 57.2,
    capped: false,
    anniversaryDate: '2027-06-01',
    projectedCapDate: null,
  },
  choices: [
    { id: 7, name: '70/30 capped 18k' },
    { id: 8, name: 'Sliding scale' },
  ],
};

export const NO_CAP_PLAN: AgentPlan = {
  ...AGENT_PLAN,
  plan: SLIDING,
  capYearStart: '2026-01-01',
  cap: {
    ...AGENT_PLAN.cap,
    capAmount: 0,
    paidTowardCap: 0,
    remaining: 0,
    progressPercent: 0,
    anniversaryDate: '2027-01-01',
  },
};

export const planById = (id: number): CommissionPlan | undefined =>
  [...PLANS, ...MANY_PLANS].find((p) => p.id === id);

/** Every plan call of the stories, answered from the records above. */
export const planHandlers = [
  http.get(api('/plans'), () => HttpResponse.json({ data: PLANS })),
  http.get(api('/plans/:id'), ({ params }) => {
    const plan = planById(Number(params.id));
    return plan
      ? HttpResponse.json({ data: plan })
      : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  }),
  http.get(api('/plans/:id/agents'), () => HttpResponse.json({ data: PLAN_AGENTS })),
  http.get(api('/agents/:id/plan'), () => HttpResponse.json({ data: AGENT_PLAN })),
  http.put(api('/agents/:id/plan'), async ({ request }) => {
    const { planId } = (await request.json()) as { planId: number };
    const plan = planById(planId) ?? SLIDING;
    return HttpResponse.json({ data: { ...NO_CAP_PLAN, plan } });
  }),
  http.put(api('/plans/:id'), async ({ request }) =>
    HttpResponse.json({ data: { ...CAPPED, ...((await request.json()) as object) } }),
  ),
];
