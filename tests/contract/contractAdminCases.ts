// Cases of the admin contract operations (read, status change, CDA): a success and each documented
// error, in order (a later row sees the earlier writes). The coversheet rows' pending contract is
// left alone: these close, fall and reopen another one.
import { CONTRACT_STATUS_MESSAGES } from '@balance/domain';
import type { Case, CaseCtx } from './cases.ts';
import { DEMO_AGENT } from './caseHelpers.ts';
import { expectData, expectFieldMessage, expectMessage } from './expectations.ts';

const contracts = (ctx: CaseCtx, agentId = DEMO_AGENT) => ctx.store.book(agentId)?.contracts ?? [];
/** A pending contract of another agent of the demo office (the coversheet rows use the demo agent's). */
const subject = (ctx: CaseCtx): number => {
  const agents = ctx.store.agentsByOffice.get(1) ?? [];
  for (const agent of agents) {
    if (agent.userId === DEMO_AGENT) continue;
    const found = contracts(ctx, agent.userId).find((c) => c.status === 'PEND' || c.history);
    if (found) return found.contractId;
  }
  return 0;
};
const closed = (ctx: CaseCtx): number =>
  contracts(ctx).find((c) => c.status === 'CLSD' && !c.history)?.contractId ?? 0;
/** A contract of an agent outside the office admin's company (company 1). */
const outsider = (ctx: CaseCtx): number => {
  const agent = ctx.store.db.agents.find((a) => ctx.store.officeById.get(a.officeId)?.companyId !== 1);
  return agent ? (contracts(ctx, agent.userId)[0]?.contractId ?? 0) : 0;
};
const status = (id: number) => `/contracts/admin/${id}/status`;

export const contractAdminCases: Case[] = [
  {
    op: 'getAdminContract',
    name: 'a closed contract',
    request: (ctx) => ({ path: `/contracts/admin/${closed(ctx)}` }),
    status: 200,
    expectBody: (body) => expectData(body, { status: 'CLSD', locked: true }),
  },
  {
    op: 'getAdminContract',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/contracts/admin/${outsider(ctx)}` }),
    status: 403,
  },
  { op: 'getAdminContract', name: 'unknown', request: () => ({ path: '/contracts/admin/99' }), status: 404 },
  {
    op: 'changeContractStatus',
    name: 'close without date or price',
    request: (ctx) => ({ method: 'POST', path: status(subject(ctx)), json: { action: 'close' } }),
    status: 400,
    expectBody: (body) =>
      expectFieldMessage(body, 'closingDate', CONTRACT_STATUS_MESSAGES.closingDateRequired),
  },
  {
    op: 'changeContractStatus',
    name: 'closed',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'POST',
      path: status(subject(ctx)),
      json: { action: 'close', closingDate: ctx.store.db.meta.today, finalPrice: 480000 },
    }),
    status: 200,
    expectBody: (body) => expectData(body, { status: 'CLSD', salePrice: 480000 }),
  },
  {
    op: 'changeContractStatus',
    name: 'reopened with a reason',
    request: (ctx) => ({
      method: 'POST',
      path: status(subject(ctx)),
      json: { action: 'reopen', reason: 'Final price was mistyped' },
    }),
    status: 200,
    expectBody: (body) => expectData(body, { status: 'PEND', locked: false }),
  },
  {
    op: 'changeContractStatus',
    name: 'reopen a pending one',
    request: (ctx) => ({
      method: 'POST',
      path: status(subject(ctx)),
      json: { action: 'reopen', reason: 'x' },
    }),
    status: 400,
    expectBody: (body) => expectMessage(body, CONTRACT_STATUS_MESSAGES.notReopenable),
  },
  {
    op: 'changeContractStatus',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'POST',
      path: status(outsider(ctx)),
      json: { action: 'fall', reason: 'x' },
    }),
    status: 403,
  },
  {
    op: 'changeContractStatus',
    name: 'unknown',
    request: () => ({ method: 'POST', path: status(99), json: { action: 'fall', reason: 'x' } }),
    status: 404,
  },
  {
    op: 'getContractCda',
    name: 'PDF',
    request: (ctx) => ({ path: `/contracts/admin/${closed(ctx)}/cda` }),
    status: 200,
  },
  {
    op: 'getContractCda',
    name: 'a pending contract',
    request: (ctx) => ({ path: `/contracts/admin/${subject(ctx)}/cda` }),
    status: 400,
    expectBody: (body) => expectMessage(body, CONTRACT_STATUS_MESSAGES.cdaClosedOnly),
  },
  {
    op: 'getContractCda',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/contracts/admin/${outsider(ctx)}/cda` }),
    status: 403,
  },
  {
    op: 'getContractCda',
    name: 'unknown',
    request: () => ({ path: '/contracts/admin/99/cda' }),
    status: 404,
  },
];
