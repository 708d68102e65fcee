// Contract rows for managing users and teams (Add User, role, lock, the staff reset e-mail, teams and
// their members), including the Office Admin's scope: their own office only, never Super Admin.
import { USER_MESSAGES } from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { Case } from './cases.ts';
import { expectData, expectFieldMessage, expectMessage } from './expectations.ts';

const get = (path: string, query?: Record<string, string | number>) => () => ({ path, query });
const send = (method: string, path: string, json: unknown) => () => ({ method, path, json });

/** A user of another office than the demo office (out of the demo Office Admin's reach). */
function otherOfficeUser(store: Store) {
  const user = store.db.users.find((u) => u.role === 'Office Admin' && u.officeId !== 1 && u.active);
  if (!user) throw new Error('no user of another office');
  return user;
}

/** An Office Admin of the demo office other than the demo account. */
function demoStaff(store: Store) {
  const user = store.db.users.find(
    (u) => u.role === 'Office Admin' && u.officeId === 1 && u.userName !== 'officeadmin',
  );
  if (!user) throw new Error('no second staff user in the demo office');
  return user;
}

function demoTeam(store: Store) {
  const team = store.db.teams.find((t) => t.officeId === 1);
  if (!team) throw new Error('no team in the demo office');
  return team;
}

function freeAgent(store: Store, officeId = 1) {
  const agent = store.agentsByOffice.get(officeId)?.find((a) => a.active && a.teamId === null);
  if (!agent) throw new Error('no agent on no team');
  return agent;
}

function member(store: Store) {
  const team = demoTeam(store);
  const agent = store.db.agents.find((a) => a.teamId === team.id && a.userId !== team.leaderId);
  if (!agent) throw new Error('no member besides the leader');
  return { team, agent };
}

const newUser = (userName: string, patch: Record<string, unknown> = {}) => ({
  userName,
  name: 'Linh Nguyen',
  email: `${userName}@harborpine.example.com`,
  role: 'Office Admin',
  officeId: 1,
  ...patch,
});

export const peopleCases: Case[] = [
  // ---------- users ----------
  {
    op: 'createUser',
    name: 'with a set-password e-mail',
    request: send('POST', '/Users', newUser('lnguyen')),
    status: 200,
  },
  {
    op: 'createUser',
    name: 'office admin, own office, with a password',
    as: 'officeadmin',
    request: send('POST', '/Users', newUser('tkowalski', { password: 'Harbor!View2027' })),
    status: 200,
  },
  {
    op: 'createUser',
    name: 'weak password and a taken user name',
    request: send('POST', '/Users', newUser('superuser', { password: 'abc' })),
    status: 400,
  },
  {
    op: 'createUser',
    name: 'office admin may not grant Super Admin',
    as: 'officeadmin',
    request: send('POST', '/Users', newUser('bigboss', { role: 'Super Admin', officeId: null })),
    status: 403,
    expectBody: (b) => expectMessage(b, USER_MESSAGES.superAdminOnly),
  },
  { op: 'getUser', name: 'one user', request: get('/Users/1'), status: 200 },
  {
    op: 'getUser',
    name: 'office admin, other office',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/Users/${otherOfficeUser(ctx.store).userId}` }),
    status: 403,
  },
  { op: 'getUser', name: 'unknown', request: get('/Users/999999'), status: 404 },
  {
    op: 'updateUser',
    name: 'name and e-mail',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}`,
      json: { name: 'Ana Torres', email: 'ana.torres@harborpine.example.com' },
    }),
    status: 200,
  },
  {
    op: 'updateUser',
    name: 'bad e-mail',
    request: send('PUT', '/Users/1', { name: 'Jordan Blake', email: 'not-an-email' }),
    status: 400,
  },
  {
    op: 'updateUser',
    name: 'office admin, a Super Admin',
    as: 'officeadmin',
    request: send('PUT', '/Users/1', { name: 'x', email: 'x@example.com' }),
    status: 403,
  },
  {
    op: 'updateUser',
    name: 'unknown',
    request: send('PUT', '/Users/999999', { name: 'x', email: 'x@example.com' }),
    status: 404,
  },
  {
    op: 'setUserRole',
    name: 'promote to Super Admin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}/role`,
      json: { role: 'Super Admin' },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { role: 'Super Admin' }),
  },
  {
    op: 'setUserRole',
    name: 'back to Office Admin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}/role`,
      json: { role: 'Office Admin' },
    }),
    status: 200,
  },
  {
    op: 'setUserRole',
    name: "an agent's login keeps Agent",
    request: send('PUT', '/Users/1001/role', { role: 'Office Admin' }),
    status: 400,
    expectBody: (b) => expectMessage(b, USER_MESSAGES.agentRoleFixed),
  },
  {
    op: 'setUserRole',
    name: 'office admin may not grant Super Admin',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}/role`,
      json: { role: 'Super Admin' },
    }),
    status: 403,
  },
  {
    op: 'setUserRole',
    name: 'unknown',
    request: send('PUT', '/Users/999999/role', { role: 'Agent' }),
    status: 404,
  },
  {
    op: 'setUserLock',
    name: 'lock',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}/lock`,
      json: { locked: true },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { status: 'Locked', active: false }),
  },
  {
    op: 'setUserLock',
    name: 'unlock',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${demoStaff(ctx.store).userId}/lock`,
      json: { locked: false },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { status: 'Active', active: true }),
  },
  {
    op: 'setUserLock',
    name: 'not yourself',
    request: send('PUT', '/Users/1/lock', { locked: true }),
    status: 400,
  },
  {
    op: 'setUserLock',
    name: 'office admin, other office',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Users/${otherOfficeUser(ctx.store).userId}/lock`,
      json: { locked: true },
    }),
    status: 403,
  },
  {
    op: 'setUserLock',
    name: 'unknown',
    request: send('PUT', '/Users/999999/lock', { locked: true }),
    status: 404,
  },
  {
    op: 'requestPasswordReset',
    name: 'sent by staff',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'POST',
      path: '/user/resetpassword',
      json: { userName: demoStaff(ctx.store).userName },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { message: USER_MESSAGES.resetSent }),
  },
  {
    op: 'requestPasswordReset',
    name: 'staff, user of another office',
    as: 'officeadmin',
    request: (ctx) => ({
      method: 'POST',
      path: '/user/resetpassword',
      json: { userName: otherOfficeUser(ctx.store).userName },
    }),
    status: 403,
  },
  {
    op: 'requestPasswordReset',
    name: 'staff, unknown user',
    request: send('POST', '/user/resetpassword', { userName: 'nobody-here' }),
    status: 404,
  },
  {
    op: 'requestPasswordReset',
    name: 'staff token forged',
    as: 'none',
    request: () => ({
      method: 'POST',
      path: '/user/resetpassword',
      json: { userName: 'agent' },
      headers: { Authorization: 'Bearer not.a.token' },
    }),
    status: 401,
  },

  // ---------- teams ----------
  {
    op: 'listTeamCandidates',
    name: 'free agents',
    request: get('/teams/candidates', { officeId: 1 }),
    status: 200,
  },
  {
    op: 'listTeamCandidates',
    name: 'unknown office',
    request: get('/teams/candidates', { officeId: 999999 }),
    status: 404,
  },
  { op: 'listTeamCandidates', name: 'office missing', request: get('/teams/candidates'), status: 400 },
  {
    op: 'listTeamCandidates',
    name: 'agent may not',
    as: 'agent',
    request: get('/teams/candidates', { officeId: 1 }),
    status: 403,
  },
  {
    op: 'createTeam',
    name: 'new team',
    request: (ctx) => ({
      method: 'POST',
      path: '/teams',
      json: { name: 'Laurelhurst Team', officeId: 1, leaderId: freeAgent(ctx.store).userId, active: true },
    }),
    status: 200,
  },
  {
    op: 'createTeam',
    name: 'leader on another team',
    request: (ctx) => ({
      method: 'POST',
      path: '/teams',
      json: { name: 'Twice', officeId: 1, leaderId: demoTeam(ctx.store).leaderId, active: true },
    }),
    status: 400,
  },
  {
    op: 'createTeam',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/teams', { name: 'x', officeId: 1, leaderId: 1001, active: true }),
    status: 403,
  },
  {
    op: 'getTeam',
    name: 'one team',
    request: (ctx) => ({ path: `/teams/${demoTeam(ctx.store).id}` }),
    status: 200,
  },
  {
    op: 'getTeam',
    name: 'agent may not',
    as: 'agent',
    request: (ctx) => ({ path: `/teams/${demoTeam(ctx.store).id}` }),
    status: 403,
  },
  { op: 'getTeam', name: 'unknown', request: get('/teams/999999'), status: 404 },
  {
    op: 'updateTeam',
    name: 'rename',
    request: (ctx) => {
      const team = demoTeam(ctx.store);
      return {
        method: 'PUT',
        path: `/teams/${team.id}`,
        json: { name: team.name, leaderId: team.leaderId, active: team.active },
      };
    },
    status: 200,
  },
  {
    op: 'updateTeam',
    name: 'leader not a member',
    request: (ctx) => {
      const team = demoTeam(ctx.store);
      return {
        method: 'PUT',
        path: `/teams/${team.id}`,
        json: { name: team.name, leaderId: freeAgent(ctx.store).userId, active: true },
      };
    },
    status: 400,
    expectBody: (b) => expectFieldMessage(b, 'leaderId', USER_MESSAGES.leaderNotMember),
  },
  {
    op: 'updateTeam',
    name: 'agent may not',
    as: 'agent',
    request: send('PUT', '/teams/1', { name: 'x', leaderId: 1001, active: true }),
    status: 403,
  },
  {
    op: 'updateTeam',
    name: 'unknown',
    request: send('PUT', '/teams/999999', { name: 'x', leaderId: 1001, active: true }),
    status: 404,
  },
  {
    op: 'addTeamMember',
    name: 'a free agent of the office',
    request: (ctx) => ({
      method: 'POST',
      path: `/teams/${demoTeam(ctx.store).id}/members`,
      json: { agentId: freeAgent(ctx.store).userId },
    }),
    status: 200,
  },
  {
    op: 'addTeamMember',
    name: 'an agent of another office',
    request: (ctx) => ({
      method: 'POST',
      path: `/teams/${demoTeam(ctx.store).id}/members`,
      json: { agentId: freeAgent(ctx.store, 2).userId },
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, USER_MESSAGES.memberNotAgent),
  },
  {
    op: 'addTeamMember',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/teams/1/members', { agentId: 1001 }),
    status: 403,
  },
  {
    op: 'addTeamMember',
    name: 'unknown team',
    request: send('POST', '/teams/999999/members', { agentId: 1001 }),
    status: 404,
  },
  {
    op: 'removeTeamMember',
    name: 'a member',
    request: (ctx) => {
      const { team, agent } = member(ctx.store);
      return { method: 'DELETE', path: `/teams/${team.id}/members/${agent.userId}` };
    },
    status: 200,
  },
  {
    op: 'removeTeamMember',
    name: 'the leader stays',
    request: (ctx) => {
      const team = demoTeam(ctx.store);
      return { method: 'DELETE', path: `/teams/${team.id}/members/${team.leaderId}` };
    },
    status: 400,
  },
  {
    op: 'removeTeamMember',
    name: 'agent may not',
    as: 'agent',
    request: send('DELETE', '/teams/1/members/1001', undefined),
    status: 403,
  },
  {
    op: 'removeTeamMember',
    name: 'not on the team',
    request: (ctx) => ({ method: 'DELETE', path: `/teams/${demoTeam(ctx.store).id}/members/999999` }),
    status: 404,
  },
];
