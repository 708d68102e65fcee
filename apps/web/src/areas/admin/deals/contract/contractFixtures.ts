// Contracts of the Contract page stories: closed (with royalties and two agents), pending, fallen,
// paid out, hostile and long text, many agents; and the handlers that answer for them.
import { http, HttpResponse } from 'msw';
import { payoutActionsFor } from '@balance/domain';
import type { AdminContract, ContractPayout } from '../../../../api/types';
import { api } from '../../../../test/storyApp';

export const CONTRACT_ROUTE = '/main/contracts/profile?contractId=100104';

const line = (share: number) => ({
  gross: round(15000 * share),
  preSplitFees: round(250 * share),
  agentSplit: 70,
  companyDollar: round(4425 * share),
  postSplitFees: round(150 * share),
  net: round(10175 * share),
  sharePercent: share * 100,
  royalties: round(1050 * share),
  companyRetains: round(3775 * share),
});
function round(n: number) {
  return Math.round(n * 100) / 100;
}

export const CLOSED: AdminContract = {
  contractId: 100104,
  propertyAddress: '2211 SE Clinton St',
  city: 'Portland',
  state: 'OR',
  zip: '97202',
  side: 'LIST',
  status: 'CLSD',
  propertyType: 'DE',
  mlsNumber: '26-418822',
  listingId: 100103,
  salePrice: 500000,
  contractDate: '2026-04-02',
  closingDate: '2026-05-14',
  commissionPercent: 3,
  grossCommission: 15000,
  netCommission: 10175,
  hasCoversheet: true,
  payoutStatus: 'Pending',
  contacts: [
    { type: 'Seller', name: 'Maya Rivera', company: null, phone: '5035550142', email: 'maya@example.com' },
    { type: 'Buyer', name: 'Owen Park', company: null, phone: null, email: 'owen.park@example.com' },
    { type: 'Title', name: 'Lena Ortiz', company: 'Pacific Title', phone: '5035550199', email: null },
  ],
  agents: [
    {
      userId: 1001,
      name: 'Dana Whitfield',
      side: 'LIST',
      splitPercent: 60,
      grossAmount: 9000,
      netAmount: 6105,
    },
    { userId: 1002, name: 'Sam Osei', side: 'LIST', splitPercent: 40, grossAmount: 6000, netAmount: 4070 },
  ],
  deductions: [],
  notes: '',
  agentId: 1001,
  officeId: 1,
  officeName: 'Pearl District',
  companyName: 'Harbor & Pine Realty',
  planName: '70/30 capped 18k',
  coversheet: null,
  commission: {
    total: line(1),
    royalties: [
      { label: 'Franchise royalty', amount: 900 },
      { label: 'Marketing fund', amount: 150 },
    ],
    agents: [
      { ...line(0.6), userId: 1001, name: 'Dana Whitfield' },
      { ...line(0.4), userId: 1002, name: 'Sam Osei' },
    ],
  },
  locked: true,
  actions: ['reopen'],
  history: [
    {
      kind: 'Closed',
      reason: null,
      closingDate: '2026-05-14',
      finalPrice: 500000,
      changedAt: '2026-05-15T16:20:00Z',
      changedByName: 'Jordan Blake',
    },
  ],
  fallenReason: null,
};

export const PENDING: AdminContract = {
  ...CLOSED,
  status: 'PEND',
  closingDate: null,
  payoutStatus: 'Not Started',
  locked: false,
  actions: ['close', 'fall'],
  history: [],
};

export const FALLEN: AdminContract = {
  ...PENDING,
  status: 'FALL',
  actions: ['reopen'],
  fallenReason: 'Buyer financing fell through.',
  commission: { total: { ...line(0), agentSplit: 70, sharePercent: 100 }, royalties: [], agents: [] },
  history: [
    {
      kind: 'Fallen',
      reason: 'Buyer financing fell through.',
      closingDate: null,
      finalPrice: null,
      changedAt: '2026-05-02T09:00:00Z',
      changedByName: 'Jordan Blake',
    },
  ],
};

export const PAID_OUT: AdminContract = { ...CLOSED, payoutStatus: 'Paid Out', actions: [] };

const HOSTILE = '<img src=x onerror=alert(1)>';
const LONG = 'Northwest Thurman Street Between Twenty-Third and Twenty-Fourth Avenues, Unit 4B';

export const HOSTILE_TEXT: AdminContract = {
  ...CLOSED,
  propertyAddress: `${HOSTILE} ${LONG}`,
  contacts: [
    {
      type: 'Seller',
      name: HOSTILE,
      company: LONG,
      phone: null,
      email: 'averyveryveryverylongaddress@example.com',
    },
  ],
  fallenReason: null,
  history: [{ ...FALLEN.history[0]!, reason: `${HOSTILE} ${LONG} ${LONG}` }, ...CLOSED.history],
  commission: {
    ...CLOSED.commission,
    agents: [{ ...line(1), userId: 1001, name: `${HOSTILE} ${LONG}` }],
  },
};

export const MANY_AGENTS: AdminContract = {
  ...CLOSED,
  agents: Array.from({ length: 6 }, (_, i) => ({
    userId: 1001 + i,
    name: `Agent Number ${i + 1}`,
    side: 'LIST' as const,
    splitPercent: i < 4 ? 20 : 10,
    grossAmount: 0,
    netAmount: 0,
  })),
  commission: {
    ...CLOSED.commission,
    agents: Array.from({ length: 6 }, (_, i) => ({
      ...line(i < 4 ? 0.2 : 0.1),
      userId: 1001 + i,
      name: `Agent Number ${i + 1}`,
    })),
  },
};

/** The contract and its payout (the page's Payout section), the payout's actions by the domain rule. */
export const contractHandler = (contract: AdminContract) => [
  http.get(api('/contracts/admin/:id'), () => HttpResponse.json({ data: contract })),
  http.get(api('/contracts/payout/:id'), () => {
    const payoutStatus = contract.payoutStatus ?? 'Not Started';
    const payout: ContractPayout = {
      contractId: contract.contractId,
      contractStatus: contract.status,
      payoutStatus,
      actions: payoutActionsFor(contract.status, payoutStatus),
      netToAgent: contract.netCommission ?? 0,
      companyDollar: contract.commission?.total.companyDollar ?? 0,
      royalties: contract.commission?.total.royalties ?? 0,
      approvedAt: payoutStatus === 'Not Started' ? null : '2026-05-15T16:00:00Z',
      approvedByName: payoutStatus === 'Not Started' ? null : 'Jordan Blake',
      batchNumber: payoutStatus === 'Paid Out' ? '1001-20260520-01' : null,
      paidDate: payoutStatus === 'Paid Out' ? '2026-05-20' : null,
      voidedAt: null,
      voidReason: null,
    };
    return HttpResponse.json({ data: payout });
  }),
];

/** Closing answers the contract closed; falling and reopening answer it fallen and pending. */
export const statusHandler = http.post(api('/contracts/admin/:id/status'), async ({ request }) => {
  const body = (await request.json()) as { action: string };
  const next = body.action === 'close' ? CLOSED : body.action === 'fall' ? FALLEN : PENDING;
  return HttpResponse.json({ data: next });
});

export const emailHandler = http.post(api('/reports/ContractSummary/Email'), () =>
  HttpResponse.json({ data: { message: 'The contract has been sent to the email.' } }),
);
