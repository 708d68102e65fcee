// The client's plan maths and the mock's priced contracts agree: the plan as the API serves it, run
// through the domain's priceDeals in closing order, gives every figure of the seeded contracts, for
// the demo agent and after moving an agent to a sliding scale and to a 100% plan.
import { priceDeals, type DealToPrice } from '@balance/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AgentPlan, CommissionPlan } from '@balance/api-client';
import { startMsw, type Transport } from '../../mock-api/src/testing/transports.ts';

let msw: Transport;
let token: string;

beforeAll(async () => {
  msw = startMsw();
  token = await msw.tokenFor('superuser');
});
afterAll(async () => {
  await msw?.close();
});

async function agentPlan(agentId: number): Promise<AgentPlan> {
  const reply = await msw.send({ method: 'GET', path: `/agents/${agentId}/plan`, token });
  return (reply.body as { data: AgentPlan }).data;
}

function expectBookPricedBy(agentId: number, plan: CommissionPlan): void {
  const agent = msw.store.agentById.get(agentId);
  const book = msw.store.book(agentId);
  if (!agent || !book) throw new Error(`no agent ${agentId}`);
  const today = msw.store.db.meta.today;
  const ordered = [...book.contracts].sort((a, b) =>
    (a.closingDate ?? a.contractDate).localeCompare(b.closingDate ?? b.contractDate),
  );
  const deals: DealToPrice[] = ordered.map((c) => ({
    gross: Math.round(((c.salePrice * c.commissionPercent) / 100) * 100) / 100,
    status: c.status === 'CLSD' ? 'closed' : c.status === 'FALL' ? 'fell' : 'pending',
    day: c.status === 'CLSD' && c.closingDate ? c.closingDate : today,
  }));
  const prices = priceDeals(plan, agent.anniversaryMonth, deals);
  expect(ordered.length).toBeGreaterThan(5);
  ordered.forEach((c, i) => {
    const p = prices[i];
    expect([c.contractId, c.companyDollar, c.transactionFee, c.netCommission, c.splitPercent]).toEqual([
      c.contractId,
      p?.companyDollar,
      p?.fees,
      p?.net,
      p?.agentSplit,
    ]);
  });
}

describe('the plan maths of the client and the mock agree', () => {
  test('the demo agent on 70/30 capped 18k', async () => {
    const { plan } = await agentPlan(1001);
    expect(plan.name).toBe('70/30 capped 18k');
    expectBookPricedBy(1001, plan);
  });

  test.each(['Sliding scale', '100% with transaction fee'])('an agent moved to %s', async (name) => {
    const before = await agentPlan(1002);
    const target = msw.store.db.plans.find((p) => p.companyId === before.companyId && p.name === name);
    const reply = await msw.send({
      method: 'PUT',
      path: '/agents/1002/plan',
      json: { planId: target?.id },
      token,
    });
    expect(reply.status).toBe(200);
    const { plan } = (reply.body as { data: AgentPlan }).data;
    expect(plan.name).toBe(name);
    expectBookPricedBy(1002, plan);
  });
});
