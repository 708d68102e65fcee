// Managing teams: one team with its members, Add Team, rename / leader / status, and members added
// and removed. Members are active agents of the team's office on no other team; the leader is one of
// them. The agents' Team Status (lead, member, not on a team) follows every change.
import type { AgentOption, TeamDetail } from '@balance/api-client';
import { USER_MESSAGES } from '@balance/domain';
import { addTeam, setAgentTeam, teamMembers, updateTeam } from '../store/people-writes.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, TeamRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { officeFor, teamFor } from './http/scope.ts';
import { agentName } from './views.ts';

export function teamDetail(store: Store, t: TeamRec): TeamDetail {
  const office = store.officeById.get(t.officeId);
  const leader = store.agentById.get(t.leaderId);
  return {
    id: t.id,
    name: t.name,
    officeId: t.officeId,
    officeNum: office?.officeNum ?? '',
    officeName: office?.called ?? '',
    leaderId: t.leaderId,
    leaderName: leader ? agentName(leader) : '',
    active: t.active,
    members: teamMembers(store, t)
      .map((a) => ({
        userId: a.userId,
        name: agentName(a),
        email: a.email,
        isLeader: a.userId === t.leaderId,
      }))
      .sort((a, b) => Number(b.isLeader) - Number(a.isLeader) || a.name.localeCompare(b.name)),
  };
}

/** An agent who may join a team of the office: active, of that office, on no team. */
function candidate(store: Store, officeId: number, agentId: number | undefined): AgentRec | undefined {
  const agent = agentId === undefined ? undefined : store.agentById.get(agentId);
  return agent && agent.active && agent.officeId === officeId && agent.teamId === null ? agent : undefined;
}

export function teamAdminHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/teams/candidates',
      route({ auth: 'admin', strict: true }, ({ response }, { store, session, q }) => {
        const office = officeFor(store, session, q.int('officeId', { required: true, min: 1 }));
        const agents: AgentOption[] = (store.agentsByOffice.get(office.id) ?? [])
          .filter((a) => a.active && a.teamId === null)
          .map((a) => ({ userId: a.userId, name: agentName(a), officeNum: office.officeNum }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return response(200).json({ data: agents });
      }),
    ),

    api.post(
      '/teams',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const name = check.string('name', { required: true, max: 120, label: 'Team Name' });
        const officeId = check.number('officeId', { required: true, min: 1, integer: true });
        const leaderId = check.number('leaderId', { required: true, min: 1, integer: true });
        const active = check.boolean('active', { required: true });
        check.done('The team could not be saved.');
        const office = officeFor(store, session, officeId);
        const leader = candidate(store, office.id, leaderId);
        if (!leader)
          throw badRequest('The team could not be saved.', { leaderId: [USER_MESSAGES.memberNotAgent] });
        const team = addTeam(store, {
          name: (name ?? '').trim(),
          officeId: office.id,
          leaderId: leader.userId,
          active: active ?? true,
        });
        return response(200).json({ data: teamDetail(store, team) });
      }),
    ),

    api.get(
      '/teams/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: teamDetail(store, teamFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/teams/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const team = teamFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const name = check.string('name', { required: true, max: 120, label: 'Team Name' });
        const leaderId = check.number('leaderId', { required: true, min: 1, integer: true });
        const active = check.boolean('active', { required: true });
        if (leaderId !== undefined && store.agentById.get(leaderId)?.teamId !== team.id)
          check.add('leaderId', USER_MESSAGES.leaderNotMember);
        check.done('The team could not be saved.');
        updateTeam(store, team, {
          name: (name ?? team.name).trim(),
          leaderId: leaderId ?? team.leaderId,
          active: active ?? team.active,
        });
        return response(200).json({ data: teamDetail(store, team) });
      }),
    ),

    api.post(
      '/teams/{id}/members',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const team = teamFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const agentId = check.number('agentId', { required: true, min: 1, integer: true });
        check.done(USER_MESSAGES.memberNotAgent);
        const agent = agentId === undefined ? undefined : store.agentById.get(agentId);
        if (agent?.teamId === team.id) return response(200).json({ data: teamDetail(store, team) });
        if (agent && agent.teamId !== null && agent.officeId === team.officeId && agent.active)
          throw badRequest(USER_MESSAGES.memberOnOtherTeam, { agentId: [USER_MESSAGES.memberOnOtherTeam] });
        const member = candidate(store, team.officeId, agentId);
        if (!member)
          throw badRequest(USER_MESSAGES.memberNotAgent, { agentId: [USER_MESSAGES.memberNotAgent] });
        setAgentTeam(store, member, team.id);
        return response(200).json({ data: teamDetail(store, team) });
      }),
    ),

    api.delete(
      '/teams/{id}/members/{agentId}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const team = teamFor(store, session, params.id);
        const agent = store.agentById.get(pathId(params.agentId));
        if (!agent || agent.teamId !== team.id) throw notFound();
        if (agent.userId === team.leaderId) throw badRequest(USER_MESSAGES.leaderStays);
        setAgentTeam(store, agent, null);
        return response(200).json({ data: teamDetail(store, team) });
      }),
    ),
  ];
}
