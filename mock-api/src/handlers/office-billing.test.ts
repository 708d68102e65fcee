// Office billing through the Node transport (fresh store per test): the Queue and its totals, batch
// approval and payment under the payout rule, the checks PDF, one contract's payout, billable
// expenses that the agent pays on their Office Bill, and who may do any of it.
import { describe, expect, test } from 'vitest';
import { PAYOUT_MESSAGES } from '@balance/domain';
import { contractCall, httpCall, mockPerTest } from '../testing/mock-test.ts';

const mock = mockPerTest('office-billing.mock.test');
const call = contractCall(mock);
const http = httpCall(mock);

const adminOffice = () => mock.store.userByName.get('officeadmin')?.officeId ?? 0;
type Row = {
  contractId: number;
  agentId: number;
  netToAgent: number;
  companyDollar: number;
  royalties: number;
};
type List = { rows: Row[]; agents: Array<Row & { count: number }>; totals: Row & { count: number } };

async function queue(officeId: number, status = 'Not Started'): Promise<List> {
  const r = await call(
    'getOfficePayouts',
    'officeadmin',
    `/Office/billing/${officeId}/payouts?status=${encodeURIComponent(status)}`,
  );
  expect(r.status).toBe(200);
  return r.body.data as unknown as List;
}

describe('payout queue', () => {
  test('the office admin sees closed contracts waiting, with totals that add up', async () => {
    const list = await queue(adminOffice());
    expect(list.rows.length).toBeGreaterThan(0);
    const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
    expect(cents([list.totals.netToAgent])).toBe(cents(list.rows.map((r) => r.netToAgent)));
    expect(cents(list.agents.map((a) => a.companyDollar))).toBe(cents([list.totals.companyDollar]));
    expect(list.agents.reduce((s, a) => s + a.count, 0)).toBe(list.rows.length);
  });

  test('approve moves rows to Print Checks; paying gives a batch number; paid rows leave both lists', async () => {
    const office = adminOffice();
    const before = await queue(office);
    const ids = before.rows.slice(0, 2).map((r) => r.contractId);
    const ok = await call(
      'approveOfficePayouts',
      'officeadmin',
      `/Office/billing/${office}/payouts/approve`,
      {
        contractIds: ids,
      },
    );
    expect(ok.body.data).toMatchObject({ count: ids.length, payoutStatus: 'Pending' });
    const again = await call(
      'approveOfficePayouts',
      'officeadmin',
      `/Office/billing/${office}/payouts/approve`,
      {
        contractIds: ids,
      },
    );
    expect(again.status).toBe(400);
    expect(again.body.errors?.contractIds?.[0]).toContain(PAYOUT_MESSAGES.approveFirst);
    const pending = await queue(office, 'Pending');
    expect(pending.rows.map((r) => r.contractId)).toEqual(expect.arrayContaining(ids));
    const pdf = await http('officeadmin', `/Office/billing/${office}/checks`);
    expect(pdf.status).toBe(200);
    const future = await call('payOfficePayouts', 'officeadmin', `/Office/billing/${office}/payouts/pay`, {
      contractIds: ids,
      paidDate: '2099-01-01',
    });
    expect(future.body.errors?.paidDate).toEqual([PAYOUT_MESSAGES.paidDateFuture]);
    const paid = await call('payOfficePayouts', 'officeadmin', `/Office/billing/${office}/payouts/pay`, {
      contractIds: ids,
      paidDate: '2026-06-15',
    });
    expect(paid.body.data).toMatchObject({ count: ids.length, payoutStatus: 'Paid Out' });
    const batch = String((paid.body.data as { batchNumber: string }).batchNumber);
    expect(batch).toMatch(/^PB-.+-20260615-001$/);
    const reprint = await http('officeadmin', `/Office/billing/${office}/checks?batch=${batch}`);
    expect(reprint.status).toBe(200);
    const after = await queue(office, 'Pending');
    expect(after.rows.some((r) => ids.includes(r.contractId))).toBe(false);
  });

  test('a batch is all or none: one pending contract refuses the whole approval', async () => {
    const office = adminOffice();
    const rows = (await queue(office)).rows;
    const [first, second] = rows;
    if (!first || !second) throw new Error('need two queued contracts');
    await call('approveOfficePayouts', 'officeadmin', `/Office/billing/${office}/payouts/approve`, {
      contractIds: [first.contractId],
    });
    const r = await call('approveOfficePayouts', 'officeadmin', `/Office/billing/${office}/payouts/approve`, {
      contractIds: [second.contractId, first.contractId],
    });
    expect(r.status).toBe(400);
    expect((await queue(office)).rows.some((x) => x.contractId === second.contractId)).toBe(true);
  });

  test('agents, another office’s admin and unknown offices are refused', async () => {
    const office = adminOffice();
    expect(
      (await call('getOfficePayouts', 'agent', `/Office/billing/${office}/payouts?status=Pending`)).status,
    ).toBe(403);
    const other = mock.store.db.offices.find(
      (o) => o.id !== office && o.companyId === mock.store.officeById.get(office)?.companyId,
    );
    if (other)
      expect(
        (await call('getOfficePayouts', 'officeadmin', `/Office/billing/${other.id}/payouts?status=Pending`))
          .status,
      ).toBe(403);
    expect(
      (await call('getOfficePayouts', 'superuser', '/Office/billing/999999/payouts?status=Pending')).status,
    ).toBe(404);
  });
});

describe('one contract’s payout', () => {
  test('approve, take back, approve, mark paid, void with a reason', async () => {
    const row = (await queue(adminOffice())).rows[0];
    if (!row) throw new Error('no queued contract');
    const path = `/contracts/payout/${row.contractId}`;
    const step = (json: unknown) => call('changeContractPayout', 'officeadmin', path, json);
    expect((await call('getContractPayout', 'officeadmin', path)).body.data).toMatchObject({
      payoutStatus: 'Not Started',
      actions: ['approve'],
    });
    expect((await step({ action: 'approve' })).body.data).toMatchObject({ payoutStatus: 'Pending' });
    expect((await step({ action: 'unapprove' })).body.data).toMatchObject({ payoutStatus: 'Not Started' });
    expect((await step({ action: 'markPaid', paidDate: '2026-06-15' })).status).toBe(400);
    await step({ action: 'approve' });
    const paid = await step({ action: 'markPaid', paidDate: '2026-06-14' });
    expect(paid.body.data).toMatchObject({
      payoutStatus: 'Paid Out',
      paidDate: '2026-06-14',
      actions: ['void'],
    });
    const noReason = await step({ action: 'void', reason: '  ' });
    expect(noReason.body.errors?.reason).toEqual([PAYOUT_MESSAGES.voidReasonRequired]);
    const voided = await step({ action: 'void', reason: 'Check lost in the mail' });
    expect(voided.body.data).toMatchObject({
      payoutStatus: 'Not Started',
      voidReason: 'Check lost in the mail',
    });
  });

  test('a pending contract cannot be paid out', async () => {
    const agent = mock.store.agentsByOffice
      .get(adminOffice())
      ?.find((a) => mock.store.book(a.userId)?.contracts.some((c) => c.status === 'PEND'));
    const c = agent ? mock.store.book(agent.userId)?.contracts.find((x) => x.status === 'PEND') : undefined;
    if (!c) throw new Error('no pending contract');
    const r = await call('changeContractPayout', 'officeadmin', `/contracts/payout/${c.contractId}`, {
      action: 'approve',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(PAYOUT_MESSAGES.notClosed);
  });
});

describe('billable expenses', () => {
  test('a charge lands on the agent’s Office Bill; paid there, it shows paid here', async () => {
    const office = adminOffice();
    const agent = mock.store.userByName.get('agent');
    if (!agent || agent.officeId !== office) throw new Error('the demo agent is not in the admin’s office');
    const added = await call('addBillableExpense', 'officeadmin', `/Office/billing/${office}/expenses`, {
      agentId: agent.userId,
      kind: 'E&O',
      date: '2026-06-10',
      amount: 123.45,
      memo: 'Annual E&O top-up',
    });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    const bill = await http('agent', '/AgentInvoice/getAgentOpenInvoice?filter=Open');
    const invoices = bill.body.data as Array<{ id: number; amountDue: number }>;
    expect(invoices.find((i) => i.id === id)?.amountDue).toBe(123.45);
    const paid = await http('agent', '/AgentInvoice/agentPaynow', {
      method: 'POST',
      json: { invoiceIds: [id], paymentMethodId: 'pm_1', amount: 123.45 },
    });
    expect(paid.status).toBe(200);
    const list = await call(
      'getBillableExpenses',
      'officeadmin',
      `/Office/billing/${office}/expenses?filter=All`,
    );
    expect(
      (list.body.data as unknown as Array<{ id: number; status: string }>).find((e) => e.id === id)?.status,
    ).toBe('Paid');
  });

  test('bad charges get the domain’s messages; an agent of another office is refused', async () => {
    const office = adminOffice();
    const other = mock.store.db.agents.find((a) => a.officeId !== office);
    const r = await call('addBillableExpense', 'officeadmin', `/Office/billing/${office}/expenses`, {
      agentId: other?.userId ?? 1,
      kind: 'Other',
      date: '2026-06-10',
      amount: 0,
      memo: '',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      agentId: ['The agent is not in this office'],
      amount: ['Amount must be more than 0'],
      memo: ['Memo is required for an Other charge'],
    });
  });
});
