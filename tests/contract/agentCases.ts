// Cases of the agent management operations (read, add, update, status, move, access, stats): a
// success and each documented error, in order (a later row sees the earlier writes).
import type { Case, CaseCtx } from './cases.ts';
import { get, send } from './caseHelpers.ts';

/** An agent of another company than the office admin's (company 1). */
const outsider = (ctx: CaseCtx): number =>
  ctx.store.db.agents.find((a) => ctx.store.officeById.get(a.officeId)?.companyId !== 1)?.userId ?? 1500;
const otherCompanyOffice = (ctx: CaseCtx): number =>
  ctx.store.db.offices.find((o) => o.companyId !== 1 && o.status === 1)?.id ?? 38;
const sameCompanyOffice = (ctx: CaseCtx): number =>
  ctx.store.db.offices.find((o) => o.companyId === 1 && o.id !== 3 && o.status === 1)?.id ?? 2;
/** An active agent outside the demo office (writes never touch the demo logins). */
const subject = (ctx: CaseCtx): number =>
  ctx.store.agentsByOffice.get(3)?.find((a) => a.active)?.userId ?? 1044;

const update = (ctx: CaseCtx, patch: Record<string, unknown> = {}) => {
  const a = ctx.store.agentById.get(subject(ctx));
  if (!a) throw new Error('no subject agent');
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    mobilePhone: a.phone,
    officePhone: '',
    address: '',
    city: 'Portland',
    state: 'OR',
    zip: '97214',
    memberType: 'Agent',
    gfStatus: 'Current',
    startDate: a.hireDate,
    licenceNumber: 'OR-880001',
    licenceExpiry: '2030-01-01',
    ...patch,
  };
};

const newAgent = {
  firstName: 'Contract',
  lastName: 'Case',
  email: 'contract.case@example.com',
  mobilePhone: '5035550177',
  officePhone: '',
  address: '',
  city: 'Portland',
  state: 'OR',
  zip: '97214',
  officeId: 3,
  memberType: 'Broker',
  gfStatus: 'Current',
  startDate: '2026-01-05',
  licenceNumber: 'OR-880002',
  licenceExpiry: '2028-01-05',
  userName: 'contractcase',
  initialPassword: 'Quayside#Pine42',
};

export const agentCases: Case[] = [
  { op: 'getAgent', name: 'the demo agent', request: get('/agents/1001'), status: 200 },
  {
    op: 'getAgent',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/agents/${outsider(ctx)}` }),
    status: 403,
  },
  { op: 'getAgent', name: 'unknown', request: get('/agents/999999'), status: 404 },
  {
    op: 'updateAgent',
    name: 'saved',
    request: (ctx) => ({ method: 'PUT', path: `/agents/${subject(ctx)}`, json: update(ctx) }),
    status: 200,
  },
  {
    op: 'updateAgent',
    name: 'bad e-mail',
    request: (ctx) => ({ method: 'PUT', path: `/agents/${subject(ctx)}`, json: update(ctx, { email: 'x' }) }),
    status: 400,
  },
  {
    op: 'updateAgent',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ method: 'PUT', path: `/agents/${outsider(ctx)}`, json: update(ctx) }),
    status: 403,
  },
  {
    op: 'updateAgent',
    name: 'unknown',
    request: (ctx) => ({ method: 'PUT', path: '/agents/999999', json: update(ctx) }),
    status: 404,
  },
  { op: 'createAgent', name: 'added', request: send('POST', '/agents/add', newAgent), status: 200 },
  {
    op: 'createAgent',
    name: 'duplicate e-mail, licence and user name',
    request: send('POST', '/agents/add', newAgent),
    status: 400,
  },
  {
    op: 'createAgent',
    name: 'agents may not',
    as: 'agent',
    request: send('POST', '/agents/add', newAgent),
    status: 403,
  },
  { op: 'getNextAgentNum', name: 'next', request: get('/agents/nextAgentNum'), status: 200 },
  {
    op: 'getNextAgentNum',
    name: 'agents may not',
    as: 'agent',
    request: get('/agents/nextAgentNum'),
    status: 403,
  },
  {
    op: 'changeAgentStatus',
    name: 'deactivated',
    request: (ctx) => ({
      method: 'POST',
      path: `/agents/${subject(ctx)}/status`,
      json: { action: 'deactivate', reason: 'Left', effectiveDate: ctx.store.db.meta.today },
    }),
    status: 200,
  },
  {
    op: 'changeAgentStatus',
    name: 'no reason',
    request: send('POST', '/agents/1001/status', {
      action: 'deactivate',
      reason: '',
      effectiveDate: '2026-01-01',
    }),
    status: 400,
  },
  {
    op: 'changeAgentStatus',
    name: 'agents may not',
    as: 'agent',
    request: send('POST', '/agents/1001/status', {
      action: 'deactivate',
      reason: 'x',
      effectiveDate: '2026-01-01',
    }),
    status: 403,
  },
  {
    op: 'changeAgentStatus',
    name: 'unknown',
    request: send('POST', '/agents/999999/status', {
      action: 'deactivate',
      reason: 'x',
      effectiveDate: '2026-01-01',
    }),
    status: 404,
  },
  {
    op: 'moveAgent',
    name: 'moved within the company',
    request: (ctx) => ({
      method: 'POST',
      path: `/agents/${subject(ctx)}/move`,
      json: { officeId: sameCompanyOffice(ctx) },
    }),
    status: 200,
  },
  {
    op: 'moveAgent',
    name: 'to the office it is in',
    request: send('POST', '/agents/1001/move', { officeId: 1 }),
    status: 400,
  },
  {
    op: 'moveAgent',
    name: 'office admin, to another company',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'POST',
      path: '/agents/1002/move',
      json: { officeId: otherCompanyOffice(ctx) },
    }),
    status: 403,
  },
  {
    op: 'moveAgent',
    name: 'unknown',
    request: send('POST', '/agents/999999/move', { officeId: 1 }),
    status: 404,
  },
  { op: 'getAgentAccess', name: 'the demo agent', request: get('/agents/1001/access'), status: 200 },
  {
    op: 'getAgentAccess',
    name: 'agents may not',
    as: 'agent',
    request: get('/agents/1001/access'),
    status: 403,
  },
  { op: 'getAgentAccess', name: 'unknown', request: get('/agents/999999/access'), status: 404 },
  {
    op: 'updateAgentAccess',
    name: 'an override',
    request: (ctx) => ({
      method: 'PUT',
      path: `/agents/${subject(ctx)}/access`,
      json: { overrides: { 'reports/apc': false } },
    }),
    status: 200,
  },
  {
    op: 'updateAgentAccess',
    name: 'unknown item',
    request: send('PUT', '/agents/1001/access', { overrides: { 'reports/nothing': true } }),
    status: 400,
  },
  {
    op: 'updateAgentAccess',
    name: 'agents may not',
    as: 'agent',
    request: send('PUT', '/agents/1001/access', { overrides: {} }),
    status: 403,
  },
  {
    op: 'updateAgentAccess',
    name: 'unknown',
    request: send('PUT', '/agents/999999/access', { overrides: {} }),
    status: 404,
  },
  { op: 'getAgentStats', name: 'an office', request: get('/agents/stats?officeId=1&year=2026'), status: 200 },
  { op: 'getAgentStats', name: 'neither company nor office', request: get('/agents/stats'), status: 400 },
  {
    op: 'getAgentStats',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/agents/stats?officeId=${otherCompanyOffice(ctx)}` }),
    status: 403,
  },
  {
    op: 'getAgentStats',
    name: 'unknown company',
    request: get('/agents/stats?companyId=999999'),
    status: 404,
  },
];
