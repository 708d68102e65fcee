// Money through the Node transport (fresh store per test): report totals are the sum of their rows,
// screens agree on the same figures, and the invoice PDF is served.
import { describe, expect, test } from 'vitest';
import { httpCall, mockPerTest } from '../testing/mock-test.ts';
import { ownerNet } from './agentside.ts';

const mock = mockPerTest('money.mock.test');
const call = httpCall(mock);

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
