// Records and handlers of the office billing stories: a Queue, approved payouts, charges and one
// contract's payout, answered the way the mock answers them.
import { http, HttpResponse } from 'msw';
import type { BillableExpense, ContractPayout, PayoutList, PayoutRow } from '../../../api/types';
import { api } from '../../../test/storyApp';

const row = (n: number, patch: Partial<PayoutRow> = {}): PayoutRow => ({
  contractId: 100_100 + n,
  agentId: 1001 + (n % 3),
  agentName: ['Dana Whitfield', 'Marcus Oyelaran', 'Priya Raman'][n % 3] ?? 'Dana Whitfield',
  propertyAddress: `${2200 + n * 7} NW Flanders St`,
  side: n % 2 === 0 ? 'LIST' : 'SELL',
  closingDate: `2026-06-${String(1 + (n % 14)).padStart(2, '0')}`,
  salePrice: 500_000 + n * 12_500,
  grossCommission: 15_000 + n * 375,
  netToAgent: 11_250 + n * 281.25,
  companyDollar: 3_455 + n * 93.75,
  royalties: 900 + n * 22.5,
  payoutStatus: 'Not Started',
  approvedAt: null,
  batchNumber: null,
  paidDate: null,
  ...patch,
});

const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

/** A payout list with its per-agent and grand totals worked out from its rows. */
export function payoutList(rows: PayoutRow[], status: PayoutList['status'] = 'Not Started'): PayoutList {
  const totals = (list: PayoutRow[]) => ({
    count: list.length,
    netToAgent: cents(list.map((r) => r.netToAgent)),
    companyDollar: cents(list.map((r) => r.companyDollar)),
    royalties: cents(list.map((r) => r.royalties)),
  });
  const agentIds = [...new Set(rows.map((r) => r.agentId))];
  return {
    officeId: 1,
    officeName: 'Pearl District',
    status,
    rows,
    agents: agentIds.map((agentId) => {
      const mine = rows.filter((r) => r.agentId === agentId);
      return { agentId, agentName: mine[0]?.agentName ?? '', ...totals(mine) };
    }),
    totals: totals(rows),
  };
}

export const QUEUE = payoutList([row(0), row(1), row(2), row(3)]);
export const APPROVED = payoutList(
  [row(4), row(5)].map((r) => ({ ...r, payoutStatus: 'Pending', approvedAt: '2026-06-14T16:00:00Z' })),
  'Pending',
);
export const MANY = payoutList(Array.from({ length: 60 }, (_, n) => row(n)));
export const HOSTILE = payoutList([
  row(0, {
    agentName: '<img src=x onerror=alert(1)>',
    propertyAddress: '"><script>alert(1)</script> Unit 4 — Ünïcödé Straße',
  }),
  row(1, {
    agentName: 'Maximiliana Alexandra Featherstonehaugh-Cholmondeley',
    propertyAddress:
      'Suite 1400, The Very Long Named Riverside Commerce And Residential Tower At Thirteenth And Northwest Overton Street',
  }),
]);

export const EXPENSES: BillableExpense[] = [
  {
    id: 1_001_501,
    invoiceNumber: 'EXP-1001-501',
    agentId: 1001,
    agentName: 'Dana Whitfield',
    kind: 'E&O',
    date: '2026-06-10',
    amount: 120.5,
    memo: 'Policy top-up',
    status: 'Open',
    paidAt: null,
  },
  {
    id: 1_002_501,
    invoiceNumber: 'EXP-1002-501',
    agentId: 1002,
    agentName: 'Marcus Oyelaran',
    kind: 'Desk fee',
    date: '2026-06-02',
    amount: 450,
    memo: 'June desk',
    status: 'Paid',
    paidAt: '2026-06-05T15:00:00Z',
  },
];

export const PAYOUT: ContractPayout = {
  contractId: 100_100,
  contractStatus: 'CLSD',
  payoutStatus: 'Not Started',
  actions: ['approve'],
  netToAgent: 11_250,
  companyDollar: 3_455,
  royalties: 900,
  approvedAt: null,
  approvedByName: null,
  batchNumber: null,
  paidDate: null,
  voidedAt: null,
  voidReason: null,
};

export const billingHandlers = [
  http.get(api('/Office/billing/:id/payouts'), ({ request }) =>
    HttpResponse.json({
      data: new URL(request.url).searchParams.get('status') === 'Pending' ? APPROVED : QUEUE,
    }),
  ),
  http.get(api('/Office/billing/:id/expenses'), () =>
    HttpResponse.json(
      { data: EXPENSES },
      { headers: { 'x-pagination': JSON.stringify({ currentPage: 1, pageSize: 25, totalCount: 2 }) } },
    ),
  ),
  http.get(api('/agents/InternalAgentDropdown'), () =>
    HttpResponse.json({
      data: [
        { userId: 1001, name: 'Dana Whitfield', officeNum: '1001' },
        { userId: 1002, name: 'Marcus Oyelaran', officeNum: '1001' },
      ],
    }),
  ),
  http.get(api('/contracts/payout/:id'), () => HttpResponse.json({ data: PAYOUT })),
];
