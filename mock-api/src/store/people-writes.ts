// Writes to users and teams, kept beside the Store: each keeps the id maps, derived counts and the
// search keys that depend on it up to date, then signals the change.
import type { Store } from './store.ts';
import type { AgentRec, TeamRec, UserRec } from './types.ts';

export function addUser(store: Store, rec: Omit<UserRec, 'userId'> & { userId?: number }): UserRec {
  let userId = rec.userId;
  if (userId === undefined) {
    userId = store.db.meta.nextIds.agent;
    for (const u of store.db.users) userId = Math.max(userId, u.userId + 1);
    for (const a of store.db.agents) userId = Math.max(userId, a.userId + 1);
    store.db.meta.nextIds.agent = userId + 1;
  }
  const user: UserRec = { ...rec, userId };
  store.db.users.push(user);
  store.userById.set(user.userId, user);
  store.userByName.set(user.userName.toLowerCase(), user);
  if (user.role === 'Office Admin' && user.officeId !== null) bumpStaff(store, user.officeId, 1);
  store.userIndex.add(user);
  store.changed();
  return user;
}

export function updateUser(store: Store, user: UserRec, patch: Partial<Omit<UserRec, 'userId'>>): UserRec {
  const wasStaff = user.role === 'Office Admin' ? user.officeId : null;
  Object.assign(user, patch);
  const isStaff = user.role === 'Office Admin' ? user.officeId : null;
  if (wasStaff !== isStaff) {
    if (wasStaff !== null) bumpStaff(store, wasStaff, -1);
    if (isStaff !== null) bumpStaff(store, isStaff, 1);
  }
  store.userIndex.refresh(user);
  store.changed();
  return user;
}

function bumpStaff(store: Store, officeId: number, by: number): void {
  store.staffCountByOffice.set(officeId, Math.max(0, (store.staffCountByOffice.get(officeId) ?? 0) + by));
}

export function addTeam(store: Store, rec: Omit<TeamRec, 'id'>): TeamRec {
  let id = 1;
  for (const t of store.db.teams) id = Math.max(id, t.id + 1);
  const team: TeamRec = { ...rec, id };
  store.db.teams.push(team);
  store.teamById.set(team.id, team);
  store.teamIndex.add(team);
  const leader = store.agentById.get(team.leaderId);
  if (leader) setAgentTeam(store, leader, team.id);
  else store.changed();
  return team;
}

export function updateTeam(store: Store, team: TeamRec, patch: Partial<Omit<TeamRec, 'id'>>): TeamRec {
  const leaders = [team.leaderId];
  Object.assign(team, patch);
  leaders.push(team.leaderId);
  store.teamIndex.refresh(team);
  // The agents' Team Status (lead / member) follows the leader.
  for (const id of leaders) {
    const agent = store.agentById.get(id);
    if (agent) store.agentIndex.refresh(agent);
  }
  store.changed();
  return team;
}

/** Puts an agent on a team (or none): member counts and the agent's Team Status follow. */
export function setAgentTeam(store: Store, agent: AgentRec, teamId: number | null): void {
  if (agent.teamId !== null)
    store.teamMemberCount.set(agent.teamId, Math.max(0, (store.teamMemberCount.get(agent.teamId) ?? 0) - 1));
  agent.teamId = teamId;
  if (teamId !== null) store.teamMemberCount.set(teamId, (store.teamMemberCount.get(teamId) ?? 0) + 1);
  store.agentIndex.refresh(agent);
  store.changed();
}

/** Every agent on the team (a scan: an agent moved to another office keeps showing until removed). */
export function teamMembers(store: Store, team: TeamRec): AgentRec[] {
  return store.db.agents.filter((a) => a.teamId === team.id);
}
