// Commission plans through the Node transport (fresh store per test): every reply validates against
// the contract; create, copy, retire, delete and assignment follow the plan rules; an Office Admin
// reads only; Agent.EZ's plan status follows the assigned plan.
import { PLAN_MESSAGES } from '@balance/domain';
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';

const mock = mockPerTest('plans.mock.test');
const call = contractCall(mock);

const MAYA = 1001;
const plan = {
  companyId: 1,
  name: 'Team 80/20',
  basis: 'GCI',
  tiers: [
    { from: 0, agentSplit: 80 },
    { from: 100_000, agentSplit: 90 },
  ],
  capAmount: 12_000,
  capYearStart: 'Set date',
  capStartMonth: 4,
  capStartDay: 15,
  fees: [{ kind: 'Franchise fee', stage: 'Pre-split', flatAmount: 0, percent: 6 }],
};

type PlanJson = { id: number; name: string; status: string; agentCount: number };
const planOf = (r: { body: { data?: unknown } }): PlanJson => r.body.data as PlanJson;

describe('plans', () => {
  test('the demo company lists its plans; Maya is on 70/30 capped 18k', async () => {
    const r = await call('listCompanyPlans', 'officeadmin', '/plans?companyId=1');
    const list = r.body.data as unknown as PlanJson[];
    const names = list.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['70/30 capped 18k', 'Sliding scale', '100% with transaction fee']),
    );
    expect(list.find((p) => p.name === 'Legacy 50/50')?.status).toBe('Retired');
    const mine = await call('getAgentPlan', 'superuser', `/agents/${MAYA}/plan`);
    expect(mine.body.data).toMatchObject({ agentName: 'Maya Rivera', plan: { name: '70/30 capped 18k' } });
    // Every agent of the company is on one of its plans.
    const total = list.reduce((n, p) => n + p.agentCount, 0);
    const agents = mock.store.db.agents.filter((a) => mock.store.officeById.get(a.officeId)?.companyId === 1);
    expect(total).toBe(agents.length);
  });

  test('create, copy, retire and delete', async () => {
    const created = planOf(await call('createPlan', 'superuser', '/plans', plan));
    expect(created).toMatchObject({ name: 'Team 80/20', status: 'Active', agentCount: 0 });
    const again = await call('createPlan', 'superuser', '/plans', plan);
    expect(again.status).toBe(400);
    expect(again.body.errors?.name).toEqual([PLAN_MESSAGES.nameTaken]);
    const copy = planOf(await call('copyPlan', 'superuser', `/plans/${created.id}/copy`));
    expect(copy.name).toBe('Copy of Team 80/20');
    const retired = planOf(
      await call('setPlanStatus', 'superuser', `/plans/${copy.id}/status`, { status: 'Retired' }),
    );
    expect(retired.status).toBe('Retired');
    const refused = await call('assignAgentPlan', 'superuser', `/agents/${MAYA}/plan`, { planId: copy.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.planId).toEqual([PLAN_MESSAGES.retiredNoAssign]);
    expect((await call('deletePlan', 'superuser', `/plans/${copy.id}`)).status).toBe(200);
    expect((await call('getPlan', 'superuser', `/plans/${copy.id}`)).status).toBe(404);
  });

  test('a plan in use cannot be deleted', async () => {
    const mayaPlan = mock.store.agentById.get(MAYA)?.planId;
    const r = await call('deletePlan', 'superuser', `/plans/${mayaPlan}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(PLAN_MESSAGES.inUseNoDelete);
  });

  test('the plan rules: tiers ascend, splits 0-100', async () => {
    const bad = { ...plan, name: 'Bad', tiers: [{ from: 5, agentSplit: 120 }] };
    const r = await call('createPlan', 'superuser', '/plans', bad);
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      'tiers.0.from': [PLAN_MESSAGES.firstTierFromZero],
      'tiers.0.agentSplit': [PLAN_MESSAGES.splitRange],
    });
  });

  test('an Office Admin reads their company only and may not change plans', async () => {
    expect((await call('listCompanyPlans', 'officeadmin', '/plans?companyId=2')).status).toBe(403);
    const r = await call('createPlan', 'officeadmin', '/plans', plan);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(PLAN_MESSAGES.writeForbidden);
    expect((await call('assignAgentPlan', 'officeadmin', `/agents/${MAYA}/plan`, { planId: 1 })).status).toBe(
      403,
    );
    expect((await call('getAgentPlan', 'agent', `/agents/${MAYA}/plan`)).status).toBe(403);
  });

  test('assigning a plan re-prices the agent: Plan Status and the dashboard follow it', async () => {
    const plans = (await call('listCompanyPlans', 'superuser', '/plans?companyId=1')).body
      .data as unknown as PlanJson[];
    const full = plans.find((p) => p.name === '100% with transaction fee');
    const r = await call('assignAgentPlan', 'superuser', `/agents/${MAYA}/plan`, { planId: full?.id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      plan: { name: '100% with transaction fee' },
      cap: { capAmount: 0, capped: false },
    });
    const status = await call('getPlanStatus', 'agent', '/agents/planStatus');
    expect(status.body.data).toMatchObject({ planName: '100% with transaction fee', splitBeforeCap: 100 });
    const book = mock.store.book(MAYA);
    const closed = book?.contracts.filter((c) => c.status === 'CLSD') ?? [];
    expect(closed.length).toBeGreaterThan(0);
    for (const c of closed) {
      expect(c.companyDollar).toBe(0);
      expect(c.transactionFee).toBe(545);
    }
  });
});
