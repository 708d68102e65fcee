// Cases of the office billing operations (Queue, approve, pay, checks PDF, billable expenses, one
// contract's payout): a success and each documented error, in order (later rows see earlier writes).
import type { Store } from '../../mock-api/src/store/store.ts';
import type { Case, CaseCtx } from './cases.ts';
import { get, send } from './caseHelpers.ts';
import { expectFieldMessage } from './expectations.ts';

/** The office admin's office (the demo office). */
const OFFICE = 1;
const otherOffice = (ctx: CaseCtx): number => ctx.store.db.offices.find((o) => o.id !== OFFICE)?.id ?? 2;

function closed(store: Store, payoutStatus: string, officeId = OFFICE): number {
  for (const agent of store.agentsByOffice.get(officeId) ?? []) {
    const c = store
      .book(agent.userId)
      ?.contracts.find((x) => x.status === 'CLSD' && x.payoutStatus === payoutStatus);
    if (c) return c.contractId;
  }
  throw new Error(`no ${payoutStatus} payout in office ${officeId}`);
}
const queued = (ctx: CaseCtx) => closed(ctx.store, 'Not Started');
const firstAgent = (ctx: CaseCtx) => ctx.store.agentsByOffice.get(OFFICE)?.[0]?.userId ?? 1001;
const payouts = `/Office/billing/${OFFICE}/payouts`;

export const billingCases: Case[] = [
  {
    op: 'getOfficePayouts',
    name: 'the queue',
    as: 'officeadmin',
    request: get(`${payouts}?status=Not%20Started`),
    status: 200,
  },
  { op: 'getOfficePayouts', name: 'no status', request: get(payouts), status: 400 },
  {
    op: 'getOfficePayouts',
    name: 'another office',
    as: 'officeadmin',
    request: (ctx) => get(`/Office/billing/${otherOffice(ctx)}/payouts?status=Pending`)(),
    status: 403,
  },
  {
    op: 'getOfficePayouts',
    name: 'unknown office',
    request: get('/Office/billing/999999/payouts?status=Pending'),
    status: 404,
  },
  {
    op: 'approveOfficePayouts',
    name: 'approved',
    as: 'officeadmin',
    request: (ctx) => send('POST', `${payouts}/approve`, { contractIds: [queued(ctx)] })(),
    status: 200,
  },
  {
    op: 'approveOfficePayouts',
    name: 'nothing chosen',
    request: send('POST', `${payouts}/approve`, { contractIds: [] }),
    status: 400,
    expectBody: (body) => expectFieldMessage(body, 'contractIds', 'Choose at least one contract'),
  },
  {
    op: 'approveOfficePayouts',
    name: 'agent',
    as: 'agent',
    request: (ctx) => send('POST', `${payouts}/approve`, { contractIds: [queued(ctx)] })(),
    status: 403,
  },
  {
    op: 'approveOfficePayouts',
    name: 'unknown contract',
    request: send('POST', `${payouts}/approve`, { contractIds: [99_999_999] }),
    status: 404,
  },
  {
    op: 'getOfficeChecksPdf',
    name: 'approved batch',
    as: 'officeadmin',
    request: get(`/Office/billing/${OFFICE}/checks`),
    status: 200,
  },
  {
    op: 'getOfficeChecksPdf',
    name: 'another office',
    as: 'officeadmin',
    request: (ctx) => get(`/Office/billing/${otherOffice(ctx)}/checks`)(),
    status: 403,
  },
  {
    op: 'getOfficeChecksPdf',
    name: 'unknown batch',
    request: get(`/Office/billing/${OFFICE}/checks?batch=PB-0-0-0`),
    status: 404,
  },
  {
    op: 'payOfficePayouts',
    name: 'paid',
    as: 'officeadmin',
    request: (ctx) =>
      send('POST', `${payouts}/pay`, {
        contractIds: [closed(ctx.store, 'Pending')],
        paidDate: '2026-06-15',
      })(),
    status: 200,
  },
  {
    op: 'payOfficePayouts',
    name: 'not approved',
    request: (ctx) =>
      send('POST', `${payouts}/pay`, { contractIds: [queued(ctx)], paidDate: '2026-06-15' })(),
    status: 400,
  },
  {
    op: 'payOfficePayouts',
    name: 'agent',
    as: 'agent',
    request: (ctx) =>
      send('POST', `${payouts}/pay`, { contractIds: [queued(ctx)], paidDate: '2026-06-15' })(),
    status: 403,
  },
  {
    op: 'payOfficePayouts',
    name: 'unknown office',
    request: send('POST', '/Office/billing/999999/payouts/pay', { contractIds: [1], paidDate: '2026-06-15' }),
    status: 404,
  },
  {
    op: 'addBillableExpense',
    name: 'charged',
    as: 'officeadmin',
    request: (ctx) =>
      send('POST', `/Office/billing/${OFFICE}/expenses`, {
        agentId: firstAgent(ctx),
        kind: 'E&O',
        date: '2026-06-10',
        amount: 99.5,
        memo: 'Policy top-up',
      })(),
    status: 200,
  },
  {
    op: 'addBillableExpense',
    name: 'no amount',
    request: (ctx) =>
      send('POST', `/Office/billing/${OFFICE}/expenses`, {
        agentId: firstAgent(ctx),
        kind: 'Desk fee',
        date: '2026-06-10',
        amount: 0,
        memo: '',
      })(),
    status: 400,
    expectBody: (body) => expectFieldMessage(body, 'amount', 'Amount must be more than 0'),
  },
  {
    op: 'addBillableExpense',
    name: 'another office',
    as: 'officeadmin',
    request: (ctx) =>
      send('POST', `/Office/billing/${otherOffice(ctx)}/expenses`, {
        agentId: 1,
        kind: 'Desk fee',
        date: '2026-06-10',
        amount: 10,
        memo: '',
      })(),
    status: 403,
  },
  {
    op: 'addBillableExpense',
    name: 'unknown office',
    request: send('POST', '/Office/billing/999999/expenses', {}),
    status: 404,
  },
  {
    op: 'getBillableExpenses',
    name: 'the charges',
    as: 'officeadmin',
    request: get(`/Office/billing/${OFFICE}/expenses?filter=All`),
    status: 200,
  },
  {
    op: 'getBillableExpenses',
    name: 'bad filter',
    request: get(`/Office/billing/${OFFICE}/expenses?filter=Someday`),
    status: 400,
  },
  {
    op: 'getBillableExpenses',
    name: 'agent',
    as: 'agent',
    request: get(`/Office/billing/${OFFICE}/expenses`),
    status: 403,
  },
  {
    op: 'getBillableExpenses',
    name: 'unknown office',
    request: get('/Office/billing/999999/expenses'),
    status: 404,
  },
  {
    op: 'getContractPayout',
    name: 'a closed contract',
    as: 'officeadmin',
    request: (ctx) => get(`/contracts/payout/${queued(ctx)}`)(),
    status: 200,
  },
  {
    op: 'getContractPayout',
    name: 'another office',
    as: 'officeadmin',
    request: (ctx) => get(`/contracts/payout/${closed(ctx.store, 'Paid Out', otherOffice(ctx))}`)(),
    status: 403,
  },
  { op: 'getContractPayout', name: 'unknown', request: get('/contracts/payout/99999999'), status: 404 },
  {
    op: 'changeContractPayout',
    name: 'approved',
    as: 'officeadmin',
    request: (ctx) => send('POST', `/contracts/payout/${queued(ctx)}`, { action: 'approve' })(),
    status: 200,
  },
  {
    op: 'changeContractPayout',
    name: 'void without a reason',
    request: (ctx) =>
      send('POST', `/contracts/payout/${closed(ctx.store, 'Paid Out')}`, { action: 'void', reason: '' })(),
    status: 400,
    expectBody: (body) => expectFieldMessage(body, 'reason', 'A reason is required to void a payout'),
  },
  {
    op: 'changeContractPayout',
    name: 'agent',
    as: 'agent',
    request: (ctx) => send('POST', `/contracts/payout/${queued(ctx)}`, { action: 'approve' })(),
    status: 403,
  },
  {
    op: 'changeContractPayout',
    name: 'unknown',
    request: send('POST', '/contracts/payout/99999999', { action: 'approve' }),
    status: 404,
  },
];
