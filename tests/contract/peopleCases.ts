// Contract rows for searching regions, users and teams and for managing users (Add User, role, lock,
// the staff reset e-mail), including the Office Admin's scope: their own office only, never Super Admin.
import { USER_MESSAGES } from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { Case } from './cases.ts';
import { get, send } from './caseHelpers.ts';
import { expectData, expectMessage } from './expectations.ts';

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

const newUser = (userName: string, patch: Record<string, unknown> = {}) => ({
  userName,
  name: 'Linh Nguyen',
  email: `${userName}@harborpine.example.com`,
  role: 'Office Admin',
  officeId: 1,
  ...patch,
});

export const peopleCases: Case[] = [
  // ---------- regions, users, teams: search ----------
  { op: 'searchRegions', name: 'all regions', request: get('/regions', { pageSize: 10 }), status: 200 },
  {
    op: 'searchRegions',
    name: 'nothing matches',
    request: get('/regions', { searchField: 'Region_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'searchUsers',
    name: 'by user name',
    request: get('/Users/search', { searchField: 'User_Name', searchText: 'SUPER' }),
    status: 200,
  },
  { op: 'searchUsers', name: 'agent may not', as: 'agent', request: get('/Users/search'), status: 403 },
  {
    op: 'searchUsers',
    name: 'nothing matches',
    request: get('/Users/search', { searchField: 'User_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  { op: 'searchTeams', name: 'all teams', request: get('/teams/search'), status: 200 },
  {
    op: 'searchTeams',
    name: 'nothing matches',
    request: get('/teams/search', { searchField: 'Team_Name', searchText: 'zzqqxx' }),
    status: 404,
  },

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
];
