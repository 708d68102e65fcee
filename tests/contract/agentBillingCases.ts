// Contract rows of the agent's billing: invoices, the invoice PDF, paying, the office invoices,
// payment methods and the 1099 with its consent.
import { MESSAGES } from '@balance/domain';
import type { Case, CaseCtx } from './cases.ts';
import { DEMO_AGENT, OTHER_AGENT, agentBook, get, send } from './caseHelpers.ts';
import { expectData } from './expectations.ts';

const openInvoice = (ctx: CaseCtx, agentId = DEMO_AGENT) => {
  const i = agentBook(ctx, agentId).invoices.find((x) => x.status === 'Open');
  if (!i) throw new Error(`no open invoice for ${agentId}`);
  return i;
};
const lateHire = (ctx: CaseCtx) =>
  ctx.store.agentsByOffice.get(1)?.find((a) => a.hireDate >= '2022-01-01')?.userId ?? DEMO_AGENT;

export const agentBillingCases: Case[] = [
  {
    op: 'getAgentInvoices',
    name: 'all my invoices',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { filter: 'All', year: 2025 }),
    status: 200,
  },
  {
    op: 'getAgentInvoices',
    name: 'another agent’s',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getAgentInvoices',
    name: 'none open in 2020',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { filter: 'Open', year: 2020 }),
    status: 404,
  },
  {
    op: 'checkForPayment',
    name: 'open invoice',
    as: 'agent',
    request: (ctx) => ({ path: '/AgentInvoice/checkforpayment', query: { invoiceId: openInvoice(ctx).id } }),
    status: 200,
  },
  {
    op: 'checkForPayment',
    name: 'id missing',
    as: 'agent',
    request: get('/AgentInvoice/checkforpayment'),
    status: 400,
  },
  {
    op: 'checkForPayment',
    name: 'unknown',
    as: 'agent',
    request: get('/AgentInvoice/checkforpayment', { invoiceId: 99 }),
    status: 404,
  },
  {
    op: 'getInvoicePdf',
    name: 'PDF',
    as: 'agent',
    request: (ctx) => ({ path: '/invoice/getInvoicePdf', query: { invoiceId: openInvoice(ctx).id } }),
    status: 200,
  },
  {
    op: 'getInvoicePdf',
    name: 'id missing',
    as: 'agent',
    request: get('/invoice/getInvoicePdf'),
    status: 400,
  },
  {
    op: 'getInvoicePdf',
    name: 'someone else’s',
    as: 'agent',
    request: (ctx) => ({
      path: '/invoice/getInvoicePdf',
      query: { invoiceId: openInvoice(ctx, OTHER_AGENT).id },
    }),
    status: 403,
  },
  {
    op: 'getInvoicePdf',
    name: 'unknown',
    as: 'agent',
    request: get('/invoice/getInvoicePdf', { invoiceId: 99 }),
    status: 404,
  },
  {
    op: 'agentPayNow',
    name: 'wrong amount',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: { invoiceIds: [openInvoice(ctx).id], paymentMethodId: 'pm_1', amount: 1 },
    }),
    status: 400,
  },
  {
    op: 'agentPayNow',
    name: 'someone else’s invoice',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: { invoiceIds: [openInvoice(ctx, OTHER_AGENT).id], paymentMethodId: 'pm_1', amount: 1 },
    }),
    status: 403,
  },
  {
    op: 'agentPayNow',
    name: 'unknown invoice',
    as: 'agent',
    request: send('POST', '/AgentInvoice/agentPaynow', {
      invoiceIds: [99],
      paymentMethodId: 'pm_1',
      amount: 1,
    }),
    status: 404,
  },
  {
    op: 'agentPayNow',
    name: 'paid',
    as: 'agent',
    request: (ctx) => {
      const invoice = openInvoice(ctx);
      const due = invoice.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
      return {
        method: 'POST',
        path: '/AgentInvoice/agentPaynow',
        json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_1', amount: due },
      };
    },
    status: 200,
    expectBody: (b) => expectData(b, { message: MESSAGES.paymentSuccessful }),
  },
  {
    op: 'checkForPayment',
    name: 'sees the payment',
    as: 'agent',
    request: (ctx) => ({
      path: '/AgentInvoice/checkforpayment',
      query: { invoiceId: ctx.store.db.payments.at(-1)?.invoiceIds[0] },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { status: 'Paid', amountDue: 0 }),
  },
  {
    op: 'agentPayNow',
    name: 'paying twice is refused',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: {
        invoiceIds: ctx.store.db.payments.at(-1)?.invoiceIds ?? [],
        paymentMethodId: 'pm_1',
        amount: 1,
      },
    }),
    status: 400,
  },
  {
    op: 'getOfficeInvoices',
    name: 'office invoices',
    request: get('/invoice/getOpenInvoice', { officeId: 1 }),
    status: 200,
  },
  {
    op: 'getOfficeInvoices',
    name: 'agent may not',
    as: 'agent',
    request: get('/invoice/getOpenInvoice'),
    status: 403,
  },
  {
    op: 'getOfficeInvoices',
    name: 'office with no invoices',
    request: get('/invoice/getOpenInvoice', { officeId: 999999 }),
    status: 404,
  },
  {
    op: 'payNow',
    name: 'office pays an agent’s invoice',
    as: 'officeadmin',
    request: (ctx) => {
      const invoice = openInvoice(ctx, 1002);
      const due = invoice.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
      return {
        method: 'POST',
        path: '/invoice/payNow',
        json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_2', amount: due },
      };
    },
    status: 200,
  },
  {
    op: 'payNow',
    name: 'no invoices',
    as: 'officeadmin',
    request: send('POST', '/invoice/payNow', { invoiceIds: [], paymentMethodId: 'pm_2', amount: 1 }),
    status: 400,
  },
  {
    op: 'payNow',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/invoice/payNow', { invoiceIds: [1], paymentMethodId: 'pm_2', amount: 1 }),
    status: 403,
  },
  {
    op: 'payNow',
    name: 'unknown invoice',
    as: 'officeadmin',
    request: send('POST', '/invoice/payNow', { invoiceIds: [99], paymentMethodId: 'pm_2', amount: 1 }),
    status: 404,
  },
  { op: 'getPaymentMethods', name: 'methods', as: 'agent', request: get('/payload/accounts'), status: 200 },
  { op: 'getTax1099', name: 'my 1099', as: 'agent', request: get('/tax1099', { year: 2025 }), status: 200 },
  { op: 'getTax1099', name: 'office without access', as: 'noaccess', request: get('/tax1099'), status: 403 },
  {
    op: 'getTax1099',
    name: 'before the agent joined',
    request: (ctx) => ({ path: '/tax1099', query: { agentId: lateHire(ctx), year: 2020 } }),
    status: 404,
  },
  {
    op: 'saveTax1099Consent',
    name: 'consent saved',
    as: 'agent',
    request: send('PUT', '/tax1099/consent', { consent: true }),
    status: 200,
    expectBody: (b) => expectData(b, { consent: true, message: MESSAGES.userConsentSaved }),
  },
  {
    op: 'saveTax1099Consent',
    name: 'not a boolean',
    as: 'agent',
    request: send('PUT', '/tax1099/consent', { consent: 'yes' }),
    status: 400,
  },
];
