// Contract rows for managing teams and their members, including the Office Admin's scope: their own
// office only.
import { USER_MESSAGES } from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { Case } from './cases.ts';
import { get, send } from './caseHelpers.ts';
import { expectFieldMessage, expectMessage } from './expectations.ts';

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

export const teamCases: Case[] = [
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
