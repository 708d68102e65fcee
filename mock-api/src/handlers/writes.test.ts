// Writes through the Node transport (fresh store per test): what is saved is read back, payments
// change invoice status once, and bad input gets per-field 400s.
import { MESSAGES } from '@balance/domain';
import { describe, expect, test } from 'vitest';
import { httpCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('writes.mock.test');
const call = httpCall(mock);

describe('writes persist', () => {
  test('add a company, find it, update it', async () => {
    const added = await call('superuser', '/companies', {
      method: 'POST',
      json: { name: "D'Angelo & Søn Realty", active: true },
    });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    const found = await call(
      'superuser',
      `/companies/getCompaniesBy?SearchField=Company_Name&SearchText=${encodeURIComponent("d'angelo")}`,
    );
    expect(rows<{ id: number }>(found).map((c) => c.id)).toEqual([id]);
    const updated = await call('superuser', '/companies', {
      method: 'PUT',
      json: { id, name: 'Renamed Realty', active: false },
    });
    expect((updated.body.data as { active: boolean }).active).toBe(false);
    expect(((await call('superuser', `/companies/${id}`)).body.data as { name: string }).name).toBe(
      'Renamed Realty',
    );
  });

  test('add an office with the next office number; the company’s office count goes up', async () => {
    const next = (
      (await call('superuser', '/Office/GetNextOfficeNum?companyId=2')).body.data as { officeNum: string }
    ).officeNum;
    const before = mock.store.officeCount(2);
    const r = await call('superuser', '/office', {
      method: 'POST',
      json: {
        companyId: 2,
        officeNum: next,
        called: 'Harbor Annex',
        address: '1 Main St',
        city: 'Bend',
        state: 'OR',
        zip: '97701',
        country: 'US',
        mainPhone: '541-555-0100',
        mainEmail: 'annex@example.com',
        activeInCompany: true,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      officeNum: next,
      activeText: 'Pending',
      agentCount: 0,
      mainPhone: '5415550100',
    });
    expect(mock.store.officeCount(2)).toBe(before + 1);
    const again = ((await call('superuser', '/Office/GetNextOfficeNum')).body.data as { officeNum: string })
      .officeNum;
    expect(Number(again)).toBe(Number(next) + 1);
  });

  test('save a coversheet with a split; the contract detail shows it', async () => {
    const contract = mock.store.book(1001)?.contracts.find((c) => c.status === 'PEND');
    if (!contract) throw new Error('no pending contract');
    const body = {
      contractId: contract.contractId,
      listingId: null,
      manual: { address: '18 Orchard Ln', city: 'Beaverton', state: 'OR', zip: '97005', propertyType: 'DE' },
      side: 'SELL',
      salePrice: 500000,
      contractDate: contract.contractDate,
      closingDate: contract.closingDate,
      commissionPercent: 3,
      agents: [
        { userId: 1001, splitPercent: 70 },
        { userId: 1002, splitPercent: 30 },
      ],
      contacts: [],
      notes: 'Seller credit at closing.',
    };
    const saved = await call('agent', '/contracts/SaveCoversheet', { method: 'POST', json: body });
    expect(saved.status).toBe(200);
    const detail = await call('agent', `/contracts/GetAgentEzContractById?contractId=${contract.contractId}`);
    expect(detail.body.data).toMatchObject({
      propertyAddress: '18 Orchard Ln',
      salePrice: 500000,
      grossCommission: 15000,
      hasCoversheet: true,
      notes: 'Seller credit at closing.',
    });
    expect(
      (detail.body.data as { agents: Array<{ splitPercent: number }> }).agents.map((a) => a.splitPercent),
    ).toEqual([70, 30]);
    const bad = await call('agent', '/contracts/SaveCoversheet', {
      method: 'POST',
      json: { ...body, agents: [{ userId: 1001, splitPercent: 70 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.agents).toContain('The splits must add up to 100');
  });

  test('pay an invoice: the status changes, checkforpayment sees it, paying again is refused', async () => {
    const invoice = mock.store.book(1001)?.invoices.find((i) => i.status === 'Open');
    if (!invoice) throw new Error('no open invoice');
    const due = invoice.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
    const before = await call('agent', `/AgentInvoice/checkforpayment?invoiceId=${invoice.id}`);
    expect(before.body.data).toMatchObject({ status: 'Open', amountDue: due, lastPayment: null });
    const paid = await call('agent', '/AgentInvoice/agentPaynow', {
      method: 'POST',
      json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_1', amount: due },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      invoiceIds: [invoice.id],
      amount: due,
      message: MESSAGES.paymentSuccessful,
    });
    const after = await call('agent', `/AgentInvoice/checkforpayment?invoiceId=${invoice.id}`);
    expect(after.body.data).toMatchObject({ status: 'Paid', payoutStatus: 'Pending', amountDue: 0 });
    const twice = await call('agent', '/AgentInvoice/agentPaynow', {
      method: 'POST',
      json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_1', amount: due },
    });
    expect(twice.status).toBe(400);
    const open = await call('agent', '/AgentInvoice/getAgentOpenInvoice?filter=Open');
    expect(open.status).toBe(404);
  });

  test('consent to the electronic 1099 is kept', async () => {
    expect(
      (await call('agent', '/tax1099/consent', { method: 'PUT', json: { consent: true } })).body.data,
    ).toMatchObject({ consent: true, message: MESSAGES.userConsentSaved });
    const t = await call('agent', '/tax1099?year=2025');
    expect((t.body.data as { consent: { consent: boolean } }).consent.consent).toBe(true);
  });

  test('password change: the rule is enforced server-side and the new password logs in', async () => {
    const weak = await call('agent', '/user/changepassword', {
      method: 'POST',
      json: {
        userName: 'agent',
        currentPassword: 'Balance#2026',
        newPassword: 'alllowercase1!',
        confirmNewPassword: 'alllowercase1!',
      },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.changePasswordFailed);
    expect(weak.body.errors?.newPassword).toEqual([MESSAGES.passwordRule]);
    const mismatch = await call('agent', '/user/changepassword', {
      method: 'POST',
      json: {
        userName: 'agent',
        currentPassword: 'Balance#2026',
        newPassword: 'Harbor!View2027',
        confirmNewPassword: 'Harbor!View2028',
      },
    });
    expect(mismatch.body.errors?.confirmNewPassword).toEqual([MESSAGES.confirmMustMatch]);
    const wrongCurrent = await call('agent', '/user/changepassword', {
      method: 'POST',
      json: {
        userName: 'agent',
        currentPassword: 'nope',
        newPassword: 'Harbor!View2027',
        confirmNewPassword: 'Harbor!View2027',
      },
    });
    expect(wrongCurrent.status).toBe(400);
    const ok = await call('agent', '/user/changepassword', {
      method: 'POST',
      json: {
        userName: 'agent',
        currentPassword: 'Balance#2026',
        newPassword: 'Harbor!View2027',
        confirmNewPassword: 'Harbor!View2027',
      },
    });
    expect(ok.body.data).toEqual({ message: MESSAGES.passwordChanged });
    expect(
      (await call(null, '/Auth', { method: 'POST', json: { userName: 'agent', password: 'Balance#2026' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(null, '/Auth', {
          method: 'POST',
          json: { userName: 'agent', password: 'Harbor!View2027' },
        })
      ).status,
    ).toBe(200);
  });
});
