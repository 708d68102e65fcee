// Agent management through the Node transport: the detail agrees with Agent.EZ, Add Agent with its
// login, field errors for duplicates, deactivation refusing the login, moves, access and stats.
import type { AgentDetail } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { AGENT_MESSAGES } from '@balance/domain/agents';
import { describe, expect, test } from 'vitest';
import { contractCall, httpCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('agent-records.mock.test');
const call = httpCall(mock);
const checked = contractCall(mock);

const NEW_AGENT = {
  firstName: 'Lena',
  lastName: 'Marsh',
  email: 'lena.marsh@example.com',
  mobilePhone: '503-555-0199',
  officePhone: '',
  address: '',
  city: 'Portland',
  state: 'OR',
  zip: '97205',
  officeId: 1,
  memberType: 'Agent',
  gfStatus: 'Current',
  startDate: '2026-06-01',
  licenceNumber: 'OR-999001',
  licenceExpiry: '2028-06-30',
  userName: 'lmarsh',
  initialPassword: 'Harbor#Pine77',
};

async function login(userName: string, password: string) {
  return call(null, '/Auth', { method: 'POST', json: { userName, password, area: 'agent' } });
}

describe('agent records', () => {
  test("the admin's cap figure is the one Agent.EZ's Plan Status shows for the demo agent", async () => {
    const detail = await checked('getAgent', 'superuser', '/agents/1001');
    const plan = await call('agent', '/agents/planStatus');
    const cap = (plan.body.data as { cap: unknown }).cap;
    expect((detail.body.data as AgentDetail).cap).toEqual(cap);
    expect((detail.body.data as AgentDetail).cap.capAmount).toBe(18_000);
  });

  test('add an agent with the next number and a login that must change its password', async () => {
    const next = (
      (await checked('getNextAgentNum', 'superuser', '/agents/nextAgentNum')).body.data as {
        agentId: number;
      }
    ).agentId;
    const added = await checked('createAgent', 'superuser', '/agents/add', NEW_AGENT);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      userId: next,
      userName: 'lmarsh',
      active: true,
      mobilePhone: '5035550199',
    });
    const r = await login('lmarsh', NEW_AGENT.initialPassword);
    expect(r.status).toBe(200);
    expect(mock.store.userByName.get('lmarsh')?.mustChangePassword).toBe(true);
  });

  test('a duplicate e-mail, licence or user name is refused at its field', async () => {
    await call('superuser', '/agents/add', { method: 'POST', json: NEW_AGENT });
    const again = await checked('createAgent', 'superuser', '/agents/add', {
      ...NEW_AGENT,
      email: 'LENA.marsh@example.com',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors?.email).toEqual([AGENT_MESSAGES.duplicateEmail]);
    expect(again.body.errors?.licenceNumber).toEqual([AGENT_MESSAGES.duplicateLicence]);
    expect(again.body.errors?.userName).toEqual([AGENT_MESSAGES.userNameTaken]);
  });

  test('the shared rules refuse a weak password and a bad phone', async () => {
    const r = await call('superuser', '/agents/add', {
      method: 'POST',
      json: { ...NEW_AGENT, initialPassword: 'short', mobilePhone: '12' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.initialPassword).toEqual([MESSAGES.passwordRule]);
    expect(r.body.errors?.mobilePhone?.length).toBe(1);
  });

  test('deactivate: history grows, login is refused with the reason, reactivate lets it back', async () => {
    const body = { action: 'deactivate', reason: 'Left for another brokerage', effectiveDate: '2026-06-10' };
    const r = await checked('changeAgentStatus', 'superuser', '/agents/1001/status', body);
    const detail = r.body.data as AgentDetail;
    expect(detail).toMatchObject({ active: false, gfStatus: 'Inactive' });
    expect(detail.history[0]).toMatchObject({ kind: 'Deactivated', reason: body.reason });
    const refused = await login('agent', 'Balance#2026');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(AGENT_MESSAGES.deactivatedLogin);
    const wrong = await login('agent', 'Wrong#Password1');
    expect(wrong.body.message).toBe(MESSAGES.loginFailed);
    const again = await call('superuser', '/agents/1001/status', { method: 'POST', json: body });
    expect(again.status).toBe(400);
    await call('superuser', '/agents/1001/status', {
      method: 'POST',
      json: { ...body, action: 'reactivate', reason: 'Came back' },
    });
    expect((await login('agent', 'Balance#2026')).status).toBe(200);
  });

  test('a status change needs a reason and a date that is not in the future', async () => {
    const r = await call('superuser', '/agents/1001/status', {
      method: 'POST',
      json: { action: 'deactivate', reason: ' ', effectiveDate: '2099-01-01' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.reason).toEqual([AGENT_MESSAGES.reasonRequired]);
    expect(r.body.errors?.effectiveDate).toEqual(['Effective Date cannot be in the future']);
  });

  test('Office Admin: an agent outside their company is 403', async () => {
    const outside = mock.store.db.agents.find((a) => {
      const office = mock.store.officeById.get(a.officeId);
      return office && office.companyId !== 1;
    });
    expect(outside).toBeDefined();
    expect((await call('officeadmin', `/agents/${outside?.userId}`)).status).toBe(403);
    expect((await call('officeadmin', '/agents/1001')).status).toBe(200);
    const away = mock.store.db.offices.find((o) => o.companyId !== 1 && o.status === 1);
    const move = await call('officeadmin', '/agents/1002/move', {
      method: 'POST',
      json: { officeId: away?.id },
    });
    expect(move.status).toBe(403);
    expect((await call('officeadmin', `/agents/stats?companyId=${away?.companyId}`)).status).toBe(403);
    const add = await call('officeadmin', '/agents/add', {
      method: 'POST',
      json: { ...NEW_AGENT, officeId: away?.id },
    });
    expect(add.status).toBe(403);
    expect((await call('agent', '/agents/1001')).status).toBe(403);
  });

  test('move: the team is left, the plan stays within the company, overrides are dropped', async () => {
    const planOf = (id: number) => mock.store.agentById.get(id)?.planId;
    const member = mock.store.db.agents.find((a) => a.officeId === 1 && a.teamId !== null && a.active);
    expect(member).toBeDefined();
    const id = member?.userId ?? 0;
    const original = planOf(id);
    await call('superuser', `/agents/${id}/access`, {
      method: 'PUT',
      json: { overrides: { 'reports/apc': false } },
    });
    const sameCompany = mock.store.db.offices.find((o) => o.companyId === 1 && o.id !== 1 && o.status === 1);
    const moved = await checked('moveAgent', 'superuser', `/agents/${id}/move`, {
      officeId: sameCompany?.id,
    });
    expect(moved.body.data).toMatchObject({ officeId: sameCompany?.id, teamId: null, teamName: null });
    expect((moved.body.data as AgentDetail).plan).not.toBeNull();
    expect(planOf(id)).toBe(original);
    expect((moved.body.data as AgentDetail).history[0]?.kind).toBe('Moved');
    expect(mock.store.agentById.get(id)?.accessOverrides).toBeUndefined();
    const otherCompany = mock.store.db.offices.find((o) => o.companyId !== 1 && o.status === 1);
    const away = await call('superuser', `/agents/${id}/move`, {
      method: 'POST',
      json: { officeId: otherCompany?.id },
    });
    // Another company: the agent goes on that company's default plan, never none.
    expect(away.status).toBe(200);
    const after = mock.store.agentById.get(id)?.planId;
    expect(after).not.toBe(original);
    expect(after).toBe(mock.store.defaultPlanId(otherCompany?.companyId ?? 0));
    expect(mock.store.planById.get(after ?? 0)?.companyId).toBe(otherCompany?.companyId);
  });

  test("per-agent overrides change the agent's rail; the office default stays visible", async () => {
    const set = await checked('updateAgentAccess', 'superuser', '/agents/1001/access', {
      overrides: { 'reports/apc': false, 'reports/quickbooks-export': true },
    });
    const apc = (
      set.body.data as { items: Array<{ path: string; officeDefault: boolean; enabled: boolean }> }
    ).items.find((i) => i.path === 'reports/apc');
    expect(apc).toMatchObject({ officeDefault: true, enabled: false });
    const rail = (await call('agent', '/reports/ReportList')).body.data as Array<{
      path: string;
      enabled: boolean;
    }>;
    expect(rail.find((i) => i.path === 'reports/apc')?.enabled).toBe(false);
    expect(rail.find((i) => i.path === 'reports/quickbooks-export')?.enabled).toBe(true);
  });

  test("Agent Stats agree with the demo agent's own Contract Sides and Plan Status", async () => {
    const stats = await checked(
      'getAgentStats',
      'superuser',
      '/agents/stats?officeId=1&year=2026&pageSize=100',
    );
    const mine = rows<{ userId: number; sides: number; volume: number; capProgressPercent: number }>(
      stats,
    ).find((r) => r.userId === 1001);
    const report = await call('agent', '/reports/agent/contract-sides?year=2026&contractFilter=CLSD');
    const table = (report.body.data as { rows: Array<Record<string, number>> }).rows;
    const sum = (key: string) => Math.round(table.reduce((t, r) => t + (r[key] ?? 0), 0) * 100) / 100;
    expect(mine?.sides).toBe(sum('sides'));
    expect(mine?.volume).toBe(sum('volume'));
    const plan = (await call('agent', '/agents/planStatus?year=2026')).body.data as {
      cap: { progressPercent: number };
    };
    expect(mine?.capProgressPercent).toBe(plan.cap.progressPercent);
  });

  test('Agent Stats sort on the server and need a company or an office', async () => {
    const sorted = rows<{ volume: number }>(
      await call('superuser', '/agents/stats?companyId=1&sortBy=volume&sortDir=desc&pageSize=50'),
    ).map((r) => r.volume);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect((await call('superuser', '/agents/stats')).status).toBe(400);
  });
});
