// The lowercased search keys of each record kind, per search attribute: what the store's search
// indexes hold, so a case-insensitive search over 100,000 agents is a plain scan of short strings.
import type { AgentRec, CompanyRec, OfficeRec, RegionRec, TeamRec, UserRec } from './types.ts';

/** The id maps a record's keys read its neighbours from (the store has them). */
export type Lookups = {
  readonly companyById: ReadonlyMap<number, CompanyRec>;
  readonly officeById: ReadonlyMap<number, OfficeRec>;
  readonly agentById: ReadonlyMap<number, AgentRec>;
  readonly teamById: ReadonlyMap<number, TeamRec>;
};

const lower = (s: string): string => s.toLowerCase();
const activeKey = (active: boolean): string => (active ? 'active' : 'inactive');
/** An office as searched for by agents and teams: its number and name. */
const officeKey = (office: OfficeRec | undefined): string =>
  lower(`${office?.officeNum ?? ''} ${office?.called ?? ''}`);

export function companyKeys(c: CompanyRec): Record<string, string> {
  return {
    name: lower(c.name),
    id: String(c.id),
    city: lower(c.city),
    address: lower(`${c.address} ${c.city}`),
    state: lower(c.state),
    active: activeKey(c.active),
  };
}

export function officeKeys(o: OfficeRec, s: Lookups): Record<string, string> {
  const company = s.companyById.get(o.companyId);
  return {
    name: lower(o.called),
    num: lower(o.officeNum),
    id: String(o.id),
    city: lower(o.city),
    address: lower(`${o.address} ${o.city}`),
    company: lower(company?.name ?? ''),
    email: lower(o.mainEmail),
    status: String(o.status),
  };
}

export function agentKeys(a: AgentRec, s: Lookups): Record<string, string> {
  const office = s.officeById.get(a.officeId);
  const team = a.teamId !== null ? s.teamById.get(a.teamId) : undefined;
  return {
    name: lower(`${a.firstName} ${a.lastName}`),
    id: String(a.userId),
    email: lower(a.email),
    address: lower(`${a.address ?? ''} ${a.city ?? ''}`.trim()),
    office: officeKey(office),
    memberType: lower(a.memberType),
    gfStatus: lower(a.gfStatus),
    active: activeKey(a.active),
    teamStatus: !team ? 'not on a team' : team.leaderId === a.userId ? 'team lead' : 'team member',
  };
}

export function userKeys(u: UserRec, s: Lookups): Record<string, string> {
  return {
    office: u.role === 'Super Admin' || u.officeId === null ? '' : officeKey(s.officeById.get(u.officeId)),
    userName: lower(u.userName),
    name: lower(u.name),
    email: lower(u.email),
    role: lower(u.role),
    id: String(u.userId),
    active: activeKey(u.active),
  };
}

export function teamKeys(t: TeamRec, s: Lookups): Record<string, string> {
  const leader = s.agentById.get(t.leaderId);
  const office = s.officeById.get(t.officeId);
  return {
    name: lower(t.name),
    id: String(t.id),
    leader: lower(leader ? `${leader.firstName} ${leader.lastName}` : ''),
    office: officeKey(office),
  };
}

export function regionKeys(r: RegionRec, s: Lookups): Record<string, string> {
  return {
    name: lower(r.name),
    id: String(r.id),
    company: lower(s.companyById.get(r.companyId)?.name ?? ''),
    active: activeKey(r.active),
  };
}
