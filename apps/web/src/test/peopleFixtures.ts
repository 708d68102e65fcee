// Users and teams for the stories and tests of their pages, and the handlers that answer them.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AgentOption, RoleOption, TeamDetail, TeamMember, UserDetail } from '../api/types';
import { HOSTILE } from './fixtures';
import { TEST_API_BASE } from './renderApp';

const api = (path: string) => `${TEST_API_BASE}${path}`;

export const USER_DETAIL: UserDetail = {
  userId: 2002,
  userName: 'atorres',
  name: 'Ana Torres',
  email: 'ana.torres@harborpine.example.com',
  role: 'Office Admin',
  officeId: 1,
  officeNum: '1001',
  officeName: 'Pearl District',
  active: true,
  status: 'Active',
  lastLoginAt: '2026-02-10T17:45:00Z',
};

export const LOCKED_USER: UserDetail = { ...USER_DETAIL, active: false, status: 'Locked' };

export const LONG_USER: UserDetail = {
  ...USER_DETAIL,
  name: `Renée ${'Vasquez-Whitfield '.repeat(8).trim()}`,
  email: `renee.${'vasquez-whitfield.'.repeat(6)}staff@harborpine.example.com`,
  officeName: `Pearl District ${'Annex '.repeat(10).trim()}`,
};

export const HOSTILE_USER: UserDetail = { ...USER_DETAIL, name: HOSTILE, userName: 'javascript:alert(1)' };

export const ALL_ROLES: RoleOption[] = [
  { id: 1, name: 'Super Admin' },
  { id: 2, name: 'Office Admin' },
  { id: 3, name: 'Agent' },
];
/** What /user/populateRoles lists for an Office Admin. */
export const OFFICE_ADMIN_ROLES: RoleOption[] = ALL_ROLES.slice(1);

const member = (userId: number, name: string, isLeader = false): TeamMember => ({
  userId,
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${userId}@example.com`,
  isLeader,
});

export const TEAM_DETAIL: TeamDetail = {
  id: 1,
  name: 'The Rivera Group',
  officeId: 1,
  officeNum: '1001',
  officeName: 'Pearl District',
  leaderId: 1001,
  leaderName: 'Maya Rivera',
  active: true,
  members: [member(1001, 'Maya Rivera', true), member(1002, 'Daniel Okafor'), member(1004, 'Sam Ortiz')],
};

const FIRST = ['Avery', 'Jordan', 'Kai', 'Lena', 'Noor', 'Omar', 'Quinn', 'Rosa', 'Theo', 'Wen'];
export const BIG_TEAM: TeamDetail = {
  ...TEAM_DETAIL,
  members: [
    member(1001, 'Maya Rivera', true),
    ...Array.from({ length: 24 }, (_, i) => member(1100 + i, `${FIRST[i % 10]} Member${i + 1}`)),
  ],
};

export const HOSTILE_TEAM: TeamDetail = {
  ...TEAM_DETAIL,
  name: HOSTILE,
  leaderName: HOSTILE,
  members: [member(1001, HOSTILE, true), member(1002, 'javascript:alert(1)')],
};

export const CANDIDATES: AgentOption[] = [
  { userId: 1006, name: 'Lena Park', officeNum: '1001' },
  { userId: 1007, name: 'Omar Haddad', officeNum: '1001' },
];

/** The people calls of the admin pages, answered from these fixtures. */
export const peopleHandlers: HttpHandler[] = [
  http.get(api('/Users/:id'), () => HttpResponse.json({ data: USER_DETAIL })),
  http.get(api('/user/populateRoles'), () => HttpResponse.json({ data: ALL_ROLES })),
  http.get(api('/teams/candidates'), () => HttpResponse.json({ data: CANDIDATES })),
  http.get(api('/teams/:id'), () => HttpResponse.json({ data: TEAM_DETAIL })),
];

export const OFFICE_USERS = Array.from({ length: 30 }, (_, i) => ({
  userId: 6001 + i,
  userName: i === 0 ? 'officeadmin' : `staff${i}`,
  name: i === 1 ? HOSTILE : `Staff Member ${i + 1}`,
  email: `staff${i}@pearldistrict.example.com`,
  role: 'Office Admin' as const,
  officeNum: '1001',
  officeName: 'Pearl District',
  active: i % 7 !== 3,
  lastLoginAt: i % 3 === 0 ? null : '2026-02-10T17:45:00Z',
}));
