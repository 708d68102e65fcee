// Contract rows of the Agent.EZ dashboard and the agent's contracts: list, detail, escrow and the
// coversheet. coversheetBody is shared with rules-agree.test.ts.
import { MESSAGES } from '@balance/domain';
import type { Case, CaseCtx } from './cases.ts';
import { DEMO_AGENT, OTHER_AGENT, get, pending } from './caseHelpers.ts';
import { expectDashboardAddsUp, expectMessage } from './expectations.ts';

export const coversheetBody = (ctx: CaseCtx, overrides: Record<string, unknown> = {}) => {
  const c = pending(ctx);
  return {
    contractId: c.contractId,
    listingId: null,
    manual: { address: '18 Orchard Ln', city: 'Beaverton', state: 'OR', zip: '97005', propertyType: 'DE' },
    side: 'SELL',
    salePrice: 512000,
    contractDate: c.contractDate,
    closingDate: c.closingDate,
    commissionPercent: 2.5,
    agents: [
      { userId: DEMO_AGENT, splitPercent: 60 },
      { userId: 1002, splitPercent: 40 },
    ],
    contacts: [
      { type: 'Seller', name: 'Lee Park', company: null, phone: '5035550111', email: 'lee.park@example.com' },
    ],
    notes: '',
    ...overrides,
  };
};

export const dashboardCases: Case[] = [
  {
    op: 'getDashboard',
    name: 'my dashboard',
    as: 'agent',
    request: get('/PyramidDash/dashboard'),
    status: 200,
    expectBody: (b) => expectDashboardAddsUp(b),
  },
  {
    op: 'getDashboard',
    name: 'admin, past year',
    request: get('/PyramidDash/dashboard', { agentId: DEMO_AGENT, year: 2024 }),
    status: 200,
    expectBody: (b) => expectDashboardAddsUp(b),
  },
  {
    op: 'getDashboard',
    name: 'office without access',
    as: 'noaccess',
    request: get('/PyramidDash/dashboard'),
    status: 403,
    expectBody: (b) => expectMessage(b, MESSAGES.noAgentLevelAccess),
  },
  {
    op: 'getContractsByAgentId',
    name: 'my contracts',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { year: 2025, pageSize: 10 }),
    status: 200,
  },
  {
    op: 'getContractsByAgentId',
    name: 'another agent’s',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getContractsByAgentId',
    name: 'no contract filter',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { contractFilter: 'NONE' }),
    status: 404,
  },
  {
    op: 'getAgentEzContractById',
    name: 'a contract',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: 100100 }),
    status: 200,
  },
  {
    op: 'getAgentEzContractById',
    name: 'id missing',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById'),
    status: 400,
  },
  {
    op: 'getAgentEzContractById',
    name: 'someone else’s',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: OTHER_AGENT * 100 }),
    status: 403,
  },
  {
    op: 'getAgentEzContractById',
    name: 'no such contract',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: 99 }),
    status: 404,
    expectBody: (b) => expectMessage(b, MESSAGES.noContractAvailable),
  },
  {
    op: 'getContractEscrow',
    name: 'my escrow',
    as: 'agent',
    request: get('/contracts/GetContractEscrow'),
    status: 200,
  },
  {
    op: 'getContractEscrow',
    name: 'another agent’s',
    as: 'agent',
    request: get('/contracts/GetContractEscrow', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getContractEscrow',
    name: 'contract without escrow',
    as: 'agent',
    request: get('/contracts/GetContractEscrow', { contractId: 100100 }),
    status: 404,
  },
  {
    op: 'getCoversheetDetail',
    name: 'coversheet',
    as: 'agent',
    request: (ctx) => ({
      path: '/contracts/GetCoversheetDetail',
      query: { contractId: pending(ctx).contractId },
    }),
    status: 200,
  },
  {
    op: 'getCoversheetDetail',
    name: 'id missing',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail'),
    status: 400,
  },
  {
    op: 'getCoversheetDetail',
    name: 'someone else’s',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail', { contractId: OTHER_AGENT * 100 }),
    status: 403,
  },
  {
    op: 'getCoversheetDetail',
    name: 'no such contract',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail', { contractId: 99 }),
    status: 404,
  },
  {
    op: 'saveCoversheet',
    name: 'saved with a split',
    as: 'agent',
    request: (ctx) => ({ method: 'POST', path: '/contracts/SaveCoversheet', json: coversheetBody(ctx) }),
    status: 200,
    expectBody: (b) => {
      const agents = (b as { data: { agents: unknown[] } }).data.agents;
      if (agents.length !== 2) throw new Error('the split was not saved');
    },
  },
  {
    op: 'saveCoversheet',
    name: 'no agent',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { agents: [] }),
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.selectAtLeastOneAgent),
  },
  {
    op: 'saveCoversheet',
    name: 'no listing nor manual fields',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { manual: null }),
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.selectListingOrManual),
  },
  {
    op: 'saveCoversheet',
    name: 'someone else’s contract',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { contractId: OTHER_AGENT * 100 }),
    }),
    status: 403,
  },
  {
    op: 'saveCoversheet',
    name: 'no such contract',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { contractId: 99 }),
    }),
    status: 404,
  },
];
