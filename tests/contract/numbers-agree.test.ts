// The numbers agree, on seeded data: what the office pays out on each closed contract (the billing
// rows the Queue and Print Checks show) equals the agent's own rows in Closed Deals (Cash), Net Income
// and Cap Status; and what the office bills (Billable Expenses) equals the agent's Office Bill.
import { describe, expect, test } from 'vitest';
import { officePayouts } from '../../mock-api/src/handlers/payouts.ts';
import { httpCall, mockPerTest } from '../../mock-api/src/testing/mock-test.ts';

const mock = mockPerTest('numbers-agree.mock.test');
const http = httpCall(mock);
const YEAR = 2026;

type Cell = string | number | null;
type Report = { rows: Array<Record<string, Cell>>; totals: Record<string, Cell> | null };
const cents = (n: unknown) => Math.round(Number(n) * 100);

function demo() {
  const agent = mock.store.userByName.get('agent');
  const office = agent?.officeId !== null && agent ? mock.store.officeById.get(agent.officeId) : undefined;
  if (!agent || !office) throw new Error('no demo agent');
  return { agentId: agent.userId, office };
}

/** An agent's report as the office sees it (the same rows the agent sees in Agent.EZ). */
async function report(slug: string, agentId: number): Promise<Report> {
  const r = await http('superuser', `/reports/agent/${slug}?year=${YEAR}&agentId=${agentId}`);
  expect(r.status).toBe(200);
  return r.body.data as Report;
}

/**
 * The office approves and pays its Queue through the API; then every payout row of the first queued
 * agent, whatever its status.
 */
async function paidOut() {
  const { office } = demo();
  const path = `/Office/billing/${office.id}/payouts`;
  const queued = await http('officeadmin', `${path}?status=Not%20Started`);
  const list = (queued.body.data as { rows: Array<{ contractId: number; agentId: number }> }).rows;
  const agentId = list[0]?.agentId ?? 0;
  const ids = list.filter((r) => r.agentId === agentId).map((r) => r.contractId);
  expect(ids.length).toBeGreaterThan(0);
  expect(
    (await http('officeadmin', `${path}/approve`, { method: 'POST', json: { contractIds: ids } })).status,
  ).toBe(200);
  const paid = await http('officeadmin', `${path}/pay`, {
    method: 'POST',
    json: { contractIds: ids, paidDate: '2026-06-15' },
  });
  expect(paid.status).toBe(200);
  return {
    agentId,
    rows: officePayouts(mock.store, office, () => true).filter((r) => r.agentId === agentId),
  };
}

describe('the numbers agree', () => {
  test('each payout equals its row in Closed Deals (Cash), status included', async () => {
    const { agentId, rows: all } = await paidOut();
    const rows = all.filter((r) => r.closingDate.startsWith(String(YEAR)));
    const cash = await report('closed-deals-cash', agentId);
    expect(cash.rows).toHaveLength(rows.length);
    expect(rows.some((r) => r.batchNumber !== null)).toBe(true);
    for (const row of rows) {
      const mine = cash.rows.find(
        (c) => c.address === row.propertyAddress && c.closingDate === row.closingDate,
      );
      expect(mine, row.propertyAddress).toBeDefined();
      expect(cents(mine?.netCommission)).toBe(cents(row.netToAgent));
      expect(cents(mine?.companyDollar)).toBe(cents(row.companyDollar));
      expect(cents(mine?.grossCommission)).toBe(cents(row.grossCommission));
      expect(mine?.payoutStatus).toBe(row.payoutStatus);
    }
  });

  test('Net Income per month is the sum of that month’s payouts', async () => {
    const { agentId, rows: all } = await paidOut();
    const rows = all.filter((r) => r.closingDate.startsWith(String(YEAR)));
    const income = await report('net-income', agentId);
    const months = [...new Set(rows.map((r) => r.closingDate.slice(0, 7)))];
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) {
      const label = new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
        month: 'short',
        timeZone: 'UTC',
      });
      const line = income.rows.find((r) => r.month === `${label} ${month.slice(0, 4)}`);
      const due = rows.filter((r) => r.closingDate.startsWith(month));
      expect(cents(line?.netCommission)).toBe(due.reduce((s, r) => s + cents(r.netToAgent), 0));
      expect(cents(line?.companyDollar)).toBe(due.reduce((s, r) => s + cents(r.companyDollar), 0));
    }
  });

  test('each Cap Status step is a payout’s company dollar', async () => {
    const { agentId, rows } = await paidOut();
    const cap = await report('cap-status', agentId);
    expect(cap.rows.length).toBeGreaterThan(0);
    for (const step of cap.rows) {
      const row = rows.find((r) => r.propertyAddress === step.address && r.closingDate === step.closingDate);
      expect(row, String(step.address)).toBeDefined();
      expect(cents(step.companyDollar)).toBe(cents(row?.companyDollar));
    }
  });

  test('what the office bills is what the agent’s Office Bill shows', async () => {
    const { agentId, office } = demo();
    const bill = async () => (await report('office-bill', agentId)).rows;
    const amountOf = (rows: Report['rows'], category: string) =>
      cents(rows.find((r) => r.category === category)?.amount ?? 0);
    const before = await bill();
    const charges = [
      { kind: 'E&O', amount: 120.5, category: 'Insurance' },
      { kind: 'Other', amount: 75.25, category: 'Other', memo: 'Sign rider' },
      { kind: 'Desk fee', amount: 450, category: 'Desk fee' },
    ];
    for (const c of charges) {
      const r = await http('officeadmin', `/Office/billing/${office.id}/expenses`, {
        method: 'POST',
        json: { agentId, kind: c.kind, date: '2026-06-12', amount: c.amount, memo: c.memo ?? '' },
      });
      expect(r.status).toBe(200);
    }
    const after = await bill();
    for (const category of ['Insurance', 'Other', 'Desk fee']) {
      const added = charges.filter((c) => c.category === category).reduce((s, c) => s + cents(c.amount), 0);
      expect(amountOf(after, category) - amountOf(before, category), category).toBe(added);
    }
    const listed = await http('officeadmin', `/Office/billing/${office.id}/expenses?filter=Open`);
    const billed = (
      listed.body.data as Array<{ agentId: number; amount: number; invoiceNumber: string }>
    ).filter((e) => e.agentId === agentId);
    const open = await http(
      'agent',
      `/AgentInvoice/getAgentOpenInvoice?filter=Open&year=${YEAR}&pageSize=100`,
    );
    const invoices = open.body.data as Array<{ invoiceNumber: string; amountDue: number }>;
    for (const e of billed)
      expect(cents(invoices.find((i) => i.invoiceNumber === e.invoiceNumber)?.amountDue)).toBe(
        cents(e.amount),
      );
  });
});
