// The admin contract through the Node transport (fresh store per test): replies validate against the
// contract; the breakdown is the book's price of the deal; closing, falling and reopening follow the
// domain's rules; the CDA pays out the gross; an Office Admin reaches only their company's contracts.
import { describe, expect, test } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { AdminContract } from '@balance/api-client';
import { CONTRACT_STATUS_MESSAGES } from '@balance/domain';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';
import { cdaLines } from './contract-cda.ts';

const mock = mockPerTest('contract-admin.mock.test');
const call = contractCall(mock);

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A contract of the demo agent in this status. */
function contractOf(status: 'PEND' | 'CLSD' | 'FALL', agentId = 1001) {
  const found = mock.store.book(agentId)?.contracts.find((c) => c.status === status);
  if (!found) throw new Error(`no ${status} contract`);
  return found;
}

const data = (r: { body: { data?: unknown } }): AdminContract => r.body.data as AdminContract;

describe('admin contract', () => {
  test('the breakdown is the figures the book priced, split among the agents', async () => {
    const c = contractOf('CLSD');
    const r = await call('getAdminContract', 'superuser', `/contracts/admin/${c.contractId}`);
    expect(r.status).toBe(200);
    const { total, agents } = data(r).commission;
    expect([total.gross, total.companyDollar, total.net, total.agentSplit]).toEqual([
      c.grossCommission,
      c.companyDollar,
      c.netCommission,
      c.splitPercent,
    ]);
    expect(round2(total.preSplitFees + total.postSplitFees)).toBe(c.transactionFee);
    expect(round2(total.net + total.royalties + total.companyRetains)).toBe(total.gross);
    expect(round2(agents.reduce((s, a) => s + a.net, 0))).toBe(c.netCommission);
    // What title pays out adds up to the gross.
    expect(round2(cdaLines(data(r)).reduce((s, l) => s + l.amount, 0))).toBe(total.gross);
  });

  test('an Office Admin reaches their company’s contracts only', async () => {
    const outsider = mock.store.db.agents.find((a) => mock.store.officeById.get(a.officeId)?.companyId !== 1);
    const theirs = outsider && mock.store.book(outsider.userId)?.contracts[0];
    if (!theirs) throw new Error('no outside contract');
    expect(
      (await call('getAdminContract', 'officeadmin', `/contracts/admin/${theirs.contractId}`)).status,
    ).toBe(403);
    const own = contractOf('PEND');
    expect((await call('getAdminContract', 'officeadmin', `/contracts/admin/${own.contractId}`)).status).toBe(
      200,
    );
    expect((await call('getAdminContract', 'agent', `/contracts/admin/${own.contractId}`)).status).toBe(403);
  });

  test('closing needs a closing date and a final price, then re-prices and locks', async () => {
    const c = contractOf('PEND');
    const path = `/contracts/admin/${c.contractId}/status`;
    const refused = await call('changeContractStatus', 'superuser', path, { action: 'close' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      closingDate: [CONTRACT_STATUS_MESSAGES.closingDateRequired],
      finalPrice: [CONTRACT_STATUS_MESSAGES.finalPriceRequired],
    });
    const today = mock.store.db.meta.today;
    const closed = await call('changeContractStatus', 'superuser', path, {
      action: 'close',
      closingDate: today,
      finalPrice: 600000,
    });
    expect(closed.status).toBe(200);
    const after = data(closed);
    expect([after.status, after.locked, after.actions, after.salePrice]).toEqual([
      'CLSD',
      true,
      ['reopen'],
      600000,
    ]);
    expect(after.history[0]).toMatchObject({ kind: 'Closed', closingDate: today, finalPrice: 600000 });
    expect(after.commission.total.gross).toBe(round2((600000 * c.commissionPercent) / 100));
    // Agent.EZ reads the same record.
    const ez = await call(
      'getAgentEzContractById',
      'agent',
      `/contracts/GetAgentEzContractById?contractId=${c.contractId}`,
    );
    expect((ez.body.data as { netCommission: number }).netCommission).toBe(after.commission.total.net);
    const again = await call('changeContractStatus', 'superuser', path, { action: 'fall', reason: 'x' });
    expect(again.body.message).toBe(CONTRACT_STATUS_MESSAGES.notPending);
  });

  test("a closing dated the clock's day is accepted though the data was seeded on an earlier day", async () => {
    // The browser offers its own today; a mock seeded yesterday (left running past midnight) takes it.
    const clockDay = new Date().toISOString().slice(0, 10);
    expect(mock.store.db.meta.today < clockDay).toBe(true);
    const c = contractOf('PEND');
    const closed = await call(
      'changeContractStatus',
      'superuser',
      `/contracts/admin/${c.contractId}/status`,
      {
        action: 'close',
        closingDate: clockDay,
        finalPrice: 455000,
      },
    );
    expect([closed.status, closed.body.errors]).toEqual([200, undefined]);
  });

  test('falling and reopening need a reason; a paid-out contract stays closed', async () => {
    const c = contractOf('PEND');
    const path = `/contracts/admin/${c.contractId}/status`;
    const noReason = await call('changeContractStatus', 'superuser', path, { action: 'fall', reason: '  ' });
    expect(noReason.body.errors).toMatchObject({ reason: [CONTRACT_STATUS_MESSAGES.reasonRequired] });
    const fell = await call('changeContractStatus', 'superuser', path, {
      action: 'fall',
      reason: 'Buyer walked',
    });
    expect(data(fell)).toMatchObject({ status: 'FALL', fallenReason: 'Buyer walked', netCommission: 0 });
    const reopened = await call('changeContractStatus', 'superuser', path, {
      action: 'reopen',
      reason: 'Back on',
    });
    expect(data(reopened).status).toBe('PEND');
    expect(data(reopened).history.map((e) => e.kind)).toEqual(['Reopened', 'Fallen']);
    const paid = mock.store
      .book(1001)
      ?.contracts.find((x) => x.status === 'CLSD' && x.payoutStatus === 'Paid Out');
    if (!paid) throw new Error('no paid-out contract');
    const refused = await call(
      'changeContractStatus',
      'superuser',
      `/contracts/admin/${paid.contractId}/status`,
      {
        action: 'reopen',
        reason: 'Wrong price',
      },
    );
    expect([refused.status, refused.body.message]).toEqual([400, CONTRACT_STATUS_MESSAGES.paidOut]);
  });

  test('the CDA is a PDF of a closed contract only', async () => {
    const closed = await fetch(`${mock.baseUrl}/contracts/admin/${contractOf('CLSD').contractId}/cda`, {
      headers: { authorization: `Bearer ${await mock.tokenFor('superuser')}` },
    });
    expect([closed.status, closed.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const doc = await PDFDocument.load(new Uint8Array(await closed.arrayBuffer()));
    expect(doc.getTitle()).toContain('Commission Disbursement Authorization');
    const pending = await call(
      'getContractCda',
      'superuser',
      `/contracts/admin/${contractOf('PEND').contractId}/cda`,
    );
    expect([pending.status, pending.body.message]).toEqual([400, CONTRACT_STATUS_MESSAGES.cdaClosedOnly]);
  });
});
