// Behaviour of the shared handlers through the Node transport (fresh store per test): search and
// paging, case-insensitive paths, writes that persist, payments, imports, reports that add up,
// failure injection and latency.
import { MESSAGES } from '@balance/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMockServer } from '../node.ts';
import { armFailure } from './http/route.ts';
import { ownerNet } from './agentside.ts';

const mock = createMockServer({
  baseUrl: 'http://handlers.mock.test/api',
  now: new Date('2026-06-15T12:00:00Z'),
});
beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterEach(() => {
  mock.server.resetHandlers();
  armFailure(500, 0);
});
afterAll(() => mock.close());

type Json = { data?: unknown; message?: string; errors?: Record<string, string[]> };

async function call(
  who: string | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (who) headers.authorization = `Bearer ${await mock.tokenFor(who)}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${mock.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await response.json() : null) as Json;
  const pagination = response.headers.get('x-pagination');
  return {
    status: response.status,
    body,
    pagination: pagination
      ? (JSON.parse(pagination) as { currentPage: number; pageSize: number; totalCount: number })
      : null,
  };
}

const rows = <T>(r: { body: Json }): T[] => r.body.data as T[];

describe('search and paging', () => {
  test('companies: page 1 of 5 with x-pagination', async () => {
    const r = await call('superuser', '/companies?pageNumber=1&pageSize=5');
    expect(r.status).toBe(200);
    expect(rows(r)).toHaveLength(5);
    expect(r.pagination).toEqual({ currentPage: 1, pageSize: 5, totalCount: 24 });
  });

  test('pages do not overlap and cover the total', async () => {
    const seen = new Set<number>();
    let total = 0;
    for (let page = 1; page <= 3; page += 1) {
      const r = await call(
        'superuser',
        `/Office/search?searchField=Office_Company&searchText=${encodeURIComponent('harbor & pine')}&pageNumber=${page}&pageSize=25`,
      );
      total = r.pagination?.totalCount ?? 0;
      for (const o of rows<{ id: number }>(r)) seen.add(o.id);
    }
    expect(seen.size).toBe(Math.min(total, 75));
    expect(total).toBe(mock.store.officeCount(1));
  });

  test('matching is case-insensitive, and so are paths and parameter names', async () => {
    const a = await call('superuser', '/agents/agentsBy?key=Agent_Name&search=rivera');
    const b = await call('superuser', '/AGENTS/AGENTSBY?KEY=agent_name&SEARCH=RIVERA');
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(rows<{ name: string }>(a).every((x) => /rivera/i.test(x.name))).toBe(true);
  });

  test('Office_Status takes the sub-filter (0 Pending, 1 Active)', async () => {
    const pendingOffices = mock.store.db.offices.filter((o) => o.status === 0).length;
    const r = await call('superuser', '/Office/search?searchField=Office_Status&subFilter=0&pageSize=100');
    expect(r.pagination?.totalCount).toBe(pendingOffices);
    expect(rows<{ activeText: string }>(r).every((o) => o.activeText === 'Pending')).toBe(true);
    const bySearchText = await call(
      'superuser',
      '/Office/search?searchField=Office_Status&searchText=1&pageSize=1',
    );
    expect(bySearchText.pagination?.totalCount).toBe(mock.store.db.offices.length - pendingOffices);
  });

  test('nothing matched → 404 with an empty data list', async () => {
    const r = await call('superuser', '/companies/getCompaniesBy?SearchField=Company_Name&SearchText=qqqzzz');
    expect(r.status).toBe(404);
    expect(r.body.data).toEqual([]);
  });

  test('the tab filter lists the spec’s *_All attributes and Office_Status with its sub-filters', async () => {
    const r = await call('agent', '/tabfilter');
    const tabs = r.body.data as Record<string, Array<{ value: string; subFilter: Array<{ value: string }> }>>;
    const values = Object.values(tabs)
      .flat()
      .map((a) => a.value);
    for (const all of [
      'Agent_All',
      'Company_All',
      'Contract_AllContract',
      'Listing_All',
      'Office_All',
      'Region_All',
      'Team_All',
      'User_All',
      'Office_Status',
    ]) {
      expect(values).toContain(all);
    }
    expect(tabs.offices?.find((a) => a.value === 'Office_Status')?.subFilter.map((s) => s.value)).toEqual([
      '0',
      '1',
    ]);
  });

  test("an office's agentCount equals the agents listed for it", async () => {
    const office = rows<{ id: number; agentCount: number }>(await call('superuser', '/Office/company/1'))[0];
    const agents = await call('superuser', `/agents?officeId=${office?.id}&pageSize=1`);
    expect(agents.pagination?.totalCount).toBe(office?.agentCount);
  });
});

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

describe('agent-file import', () => {
  const upload = (text: string) => {
    const form = new FormData();
    form.set('file', new File([text], 'agents.csv', { type: 'text/csv' }));
    return call('superuser', '/agents/Import/Read', { method: 'POST', body: form });
  };

  test('a valid file: every row accepted and imported together', async () => {
    const before = mock.store.agentCount(1);
    const r = await upload(
      'firstName,lastName,email,officeNum,memberType\nAda,Lovelace,ada@example.com,1001,Agent\nGrace,Hopper,grace@example.com,1001,Broker\n',
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      rowCount: 2,
      errors: [],
      columns: ['firstName', 'lastName', 'email', 'officeNum', 'memberType'],
    });
    expect(mock.store.agentCount(1)).toBe(before + 2);
    const found = await call('superuser', '/agents/agentsBy?key=Agent_Email&search=grace@example.com');
    expect(rows<{ name: string; officeNum: string }>(found)).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', officeNum: '1001' }),
    ]);
    const again = await upload(
      'firstName,lastName,email,officeNum,memberType\nAda,Lovelace,ada@example.com,1001,Agent\n',
    );
    expect((again.body.data as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(
      /already exists/,
    );
  });

  test('any rejected row: reasons with line numbers, and nothing imported', async () => {
    const before = mock.store.db.agents.length;
    const csv = [
      'firstName,lastName,email,officeNum,memberType',
      'Ok,Row,ok.row@example.com,1001,Agent',
      '"Quoted, with comma","Multi',
      'line",bad-email,1001,Agent',
      'No,Office,no.office@example.com,9999,Agent',
      'Dup,Row,ok.row@example.com,1001,Wizard',
    ].join('\n');
    const r = await upload(csv);
    expect(r.status).toBe(200);
    const data = r.body.data as {
      rows: Array<{ rowNumber: number; valid: boolean }>;
      errors: Array<{ rowNumber: number; field: string }>;
    };
    expect(data.rows.map((x) => [x.rowNumber, x.valid])).toEqual([
      [2, true],
      [3, false],
      [5, false],
      [6, false],
    ]);
    expect(data.errors.map((e) => `${e.rowNumber}:${e.field}`)).toEqual([
      '3:email',
      '5:officeNum',
      '6:email',
      '6:memberType',
    ]);
    expect(mock.store.db.agents.length).toBe(before);
  });

  test('a missing column, an empty file and an Excel file are refused with 400', async () => {
    expect((await upload('firstName,lastName\nA,B\n')).status).toBe(400);
    expect((await upload('')).status).toBe(400);
    const form = new FormData();
    form.set('file', new File(['PK\u0003\u0004'], 'agents.xlsx'));
    expect((await call('superuser', '/agents/Import/Read', { method: 'POST', body: form })).status).toBe(400);
  });
});

describe('numbers add up', () => {
  test("a report's totals are the sum of the contracts behind it", async () => {
    const r = await call('agent', '/reports/agent/closed-deals?year=2025');
    const report = r.body.data as {
      rows: Array<{ netCommission: number }>;
      totals: { netCommission: number; salePrice: number };
    };
    const contracts =
      mock.store
        .book(1001)
        ?.contracts.filter((c) => c.status === 'CLSD' && c.closingDate?.startsWith('2025')) ?? [];
    expect(report.rows).toHaveLength(contracts.length);
    const sum = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
    expect(report.totals.netCommission).toBe(sum(contracts.map(ownerNet)));
    expect(report.totals.salePrice).toBe(sum(contracts.map((c) => c.salePrice)));
  });

  test('the dashboard, plan status and 1099 agree with the contracts', async () => {
    const dash = (await call('agent', '/PyramidDash/dashboard?year=2025')).body.data as {
      kpis: { netIncomeYtd: number; closedVolumeYtd: number };
      cap: { paidTowardCap: number };
    };
    const tax = (await call('agent', '/tax1099?year=2025')).body.data as { nonemployeeCompensation: number };
    expect(tax.nonemployeeCompensation).toBe(dash.kpis.netIncomeYtd);
    const plan = (await call('agent', '/agents/planStatus?year=2025')).body.data as {
      cap: { paidTowardCap: number };
      contributions: Array<{ companyDollar: number }>;
    };
    expect(plan.cap.paidTowardCap).toBe(
      plan.contributions.reduce((s, c) => s + Math.round(c.companyDollar * 100), 0) / 100,
    );
    expect(plan.cap).toEqual(dash.cap);
  });
});

describe('failure injection and latency', () => {
  test('x-mock-fail: 500 or __fail=503 makes that call fail; the next one works', async () => {
    const failed = await call('superuser', '/tabfilter', { headers: { 'x-mock-fail': '500' } });
    expect(failed.status).toBe(500);
    expect(typeof failed.body.message).toBe('string');
    expect((await call('superuser', '/tabfilter?__fail=503')).status).toBe(503);
    expect((await call('superuser', '/tabfilter')).status).toBe(200);
  });

  test('POST /__mock/fail-next arms failures for the next calls', async () => {
    await fetch(`${mock.baseUrl}/__mock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ status: 502, count: 2 }),
    });
    expect((await call('superuser', '/tabfilter')).status).toBe(502);
    expect((await call('superuser', '/companies')).status).toBe(502);
    expect((await call('superuser', '/tabfilter')).status).toBe(200);
  });

  test('x-mock-delay adds latency', async () => {
    const started = performance.now();
    expect((await call('superuser', '/tabfilter', { headers: { 'x-mock-delay': '120' } })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  test('a fresh store per test: the previous tests’ writes are gone', async () => {
    const r = await call(
      'superuser',
      '/companies/getCompaniesBy?SearchField=Company_Name&SearchText=renamed',
    );
    expect(r.status).toBe(404);
  });
});

describe('invoice PDF', () => {
  test('a real PDF listing the invoice lines', async () => {
    const invoice = mock.store.book(1001)?.invoices.at(-2);
    const response = await fetch(`${mock.baseUrl}/invoice/getInvoicePdf?invoiceId=${invoice?.id}`, {
      headers: { authorization: `Bearer ${await mock.tokenFor('agent')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice?.invoiceNumber}`);
    expect(bytes.byteLength).toBeGreaterThan(1500);
  });
});
