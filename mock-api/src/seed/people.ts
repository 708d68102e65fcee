// The people of the brokerage: agents (by office), teams, user accounts (super admins, office admins,
// agents, the no-access demo account) and the office notes they wrote.
import type { OfficeNote } from '@balance/api-client';
import type { AgentRec, OfficeRec, TeamRec, UserRec } from '../store/types.ts';
import { addDays, atTime } from './dates.ts';
import type { SeedTerms } from './plans.ts';
import { HOSTILE_PEOPLE, LONG_200, XSS_IMG } from './hostile.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  SUPER_ADMINS,
  TERMS_VERSION,
  asciiSlug,
  distribute,
  phone,
  randomDayBetween,
  type Ctx,
} from './common.ts';

const MEMBER_TYPES = [
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Agent',
  'Broker',
  'Associate Broker',
  'Referral Agent',
];
const GF_STATUSES = ['Current', 'Current', 'Current', 'Current', 'Current', 'Current', 'Past Due', 'Exempt'];
const SPLITS = [60, 70, 70, 75, 80, 80, 85, 90];
const CAPS = [12_000, 15_000, 18_000, 18_000, 21_000, 24_000];

function personName(ctx: Ctx): [string, string] {
  return [ctx.rnd.pick(ctx.pools.firstNames), ctx.rnd.pick(ctx.pools.lastNames)];
}

/** Agents with hostile names, by id (a few in the demo office, a few further down the lists). */
const HOSTILE_AGENTS = new Map<number, readonly [string, string]>(
  [1003, 1011, 1100, 1250, 1500].flatMap((id, i) => {
    const person = HOSTILE_PEOPLE[i];
    return person ? [[id, person] as const] : [];
  }),
);

export function makeAgents(ctx: Ctx, offices: OfficeRec[], count: number, terms: SeedTerms): AgentRec[] {
  const { rnd, today } = ctx;
  const active = offices.filter((o) => o.status === 1);
  const weights = active.map((o) =>
    o.id === DEMO.officeId ? Math.max(8, (count / active.length) * 3) / 10 : 0.2 + rnd.next() * 1.6,
  );
  const counts = distribute(rnd, count, weights);
  // The demo office gets a fixed, readable team of agents.
  const agents: AgentRec[] = [];
  active.forEach((office, index) => {
    const n = counts[index] ?? 0;
    for (let k = 0; k < n; k += 1) {
      const userId = 1001 + agents.length;
      let [firstName, lastName] = personName(ctx);
      if (userId === DEMO.agentId) [firstName, lastName] = ['Maya', 'Rivera'];
      else if (userId === DEMO.agentId + 1) [firstName, lastName] = ['Daniel', 'Okafor'];
      else {
        const hostile = HOSTILE_AGENTS.get(userId);
        if (hostile) [firstName, lastName] = [hostile[0], hostile[1]];
      }
      const isActive = userId <= DEMO.agentId + 3 || rnd.chance(0.9);
      const emailLocal = `${asciiSlug(firstName) || 'agent'}.${asciiSlug(lastName).slice(0, 24) || userId}`;
      agents.push({
        userId,
        firstName,
        lastName,
        email: `${emailLocal}${userId}@${rnd.pick(ctx.pools.emailDomains)}`,
        phone: phone(rnd, '503'),
        memberType: userId === DEMO.agentId ? 'Agent' : rnd.pick(MEMBER_TYPES),
        active: isActive,
        gfStatus: isActive ? (userId === DEMO.agentId ? 'Current' : rnd.pick(GF_STATUSES)) : 'Inactive',
        officeId: office.id,
        teamId: null,
        hireDate:
          userId === DEMO.agentId ? '2018-06-01' : randomDayBetween(rnd, '2008-01-01', addDays(today, -30)),
        // Drawn here, in the seed's order; seed/plans.ts turns the pair into one of the company's plans.
        planId: terms.note(
          userId,
          userId === DEMO.agentId ? 70 : rnd.pick(SPLITS),
          userId === DEMO.agentId ? 18_000 : rnd.pick(CAPS),
        ),
        anniversaryMonth: userId === DEMO.agentId ? 6 : rnd.int(1, 12),
        activeListings: isActive ? (userId === DEMO.agentId ? 3 : rnd.chance(0.55) ? rnd.int(1, 4) : 0) : 0,
        pendingContracts: isActive ? (userId === DEMO.agentId ? 3 : rnd.chance(0.5) ? rnd.int(1, 3) : 0) : 0,
        tinLast4: rnd.digits(4),
      });
    }
  });
  return agents;
}

export function makeTeams(ctx: Ctx, agents: AgentRec[]): TeamRec[] {
  const { rnd, pools } = ctx;
  const byOffice = new Map<number, AgentRec[]>();
  for (const a of agents) {
    const list = byOffice.get(a.officeId) ?? [];
    list.push(a);
    byOffice.set(a.officeId, list);
  }
  const teams: TeamRec[] = [];
  for (const [officeId, list] of byOffice) {
    const activeAgents = list.filter((a) => a.active);
    const teamCount = Math.floor(activeAgents.length / 8);
    let cursor = 0;
    for (let t = 0; t < teamCount; t += 1) {
      const size = rnd.int(2, 5);
      const members = activeAgents.slice(cursor, cursor + size);
      cursor += size + rnd.int(0, 3);
      const leader = members[0];
      if (!leader || members.length < 2) break;
      const id = teams.length + 1;
      teams.push({
        id,
        name: rnd.chance(0.7) ? `The ${leader.lastName} Group` : `${rnd.pick(pools.neighbourhoods)} Team`,
        officeId,
        leaderId: leader.userId,
        active: rnd.chance(0.95),
      });
      for (const member of members) member.teamId = id;
    }
  }
  return teams;
}

function userNameOf(first: string, last: string, taken: Set<string>, id: number): string {
  let name = `${asciiSlug(first).charAt(0)}${asciiSlug(last).slice(0, 16)}` || `user${id}`;
  if (taken.has(name)) name = `${name}${id}`;
  taken.add(name);
  return name;
}

export function makeUsers(ctx: Ctx, offices: OfficeRec[], agents: AgentRec[]): UserRec[] {
  const { rnd, today } = ctx;
  const taken = new Set<string>(Object.values(DEMO.userNames));
  const users: UserRec[] = [];
  const lastLogin = (): string | null =>
    rnd.chance(0.7) ? atTime(addDays(today, -rnd.int(0, 60)), rnd.int(420, 1200)) : null;
  const base = {
    password: DEMO_PASSWORD,
    mustChangePassword: false,
    tax1099Consent: false,
    consentedAt: null,
  };
  SUPER_ADMINS.forEach(([first, last], i) => {
    users.push({
      ...base,
      userId: i + 1,
      userName: i === 0 ? DEMO.userNames.superuser : userNameOf(first, last, taken, i + 1),
      name: `${first} ${last}`,
      email: `${asciiSlug(first)}.${asciiSlug(last)}@balance.example.com`,
      role: 'Super Admin',
      officeId: DEMO.officeId,
      active: true,
      lastLoginAt: lastLogin(),
      termsAcceptedVersion: TERMS_VERSION,
    });
  });
  // Staff ids start above every agent id.
  let nextStaffId = (Math.ceil((1001 + agents.length) / 1000) + 1) * 1000 + 1;
  for (const office of offices) {
    const n = office.id === DEMO.officeId ? 3 : rnd.int(1, 3);
    for (let k = 0; k < n; k += 1) {
      const userId = nextStaffId;
      nextStaffId += 1;
      let [first, last] = personName(ctx);
      if (office.id === DEMO.officeId && k === 0) [first, last] = ['Priya', 'Shah'];
      else if (office.id === 3 && k === 0) [first, last] = [XSS_IMG, 'Staff'];
      else if (office.id === 5 && k === 0) [first, last] = ['Renée', LONG_200];
      users.push({
        ...base,
        userId,
        userName:
          office.id === DEMO.officeId && k === 0
            ? DEMO.userNames.officeadmin
            : userNameOf(first, last, taken, userId),
        name: `${first} ${last}`,
        email: `${asciiSlug(first) || 'staff'}.${asciiSlug(last).slice(0, 20) || userId}@${asciiSlug(office.called).slice(0, 12) || 'office'}.example.com`,
        role: 'Office Admin',
        officeId: office.id,
        active: office.status === 1 ? rnd.chance(0.95) || k === 0 : false,
        lastLoginAt: lastLogin(),
        termsAcceptedVersion: rnd.chance(0.9) || office.id === DEMO.officeId ? TERMS_VERSION : null,
      });
    }
  }
  // Login accounts for the agents of the demo office, and the demo `noaccess` agent.
  for (const agent of agents) {
    if (agent.officeId !== DEMO.officeId) continue;
    users.push({
      ...base,
      userId: agent.userId,
      userName:
        agent.userId === DEMO.agentId
          ? DEMO.userNames.agent
          : userNameOf(agent.firstName, agent.lastName, taken, agent.userId),
      name: `${agent.firstName} ${agent.lastName}`,
      email: agent.email,
      role: 'Agent',
      officeId: agent.officeId,
      active: agent.active,
      lastLoginAt: lastLogin(),
      termsAcceptedVersion: TERMS_VERSION,
      tax1099Consent: agent.userId !== DEMO.agentId && rnd.chance(0.6),
    });
  }
  return users;
}

/** Turns one office into the demo "no agent-level access" office and gives it the `noaccess` account. */
export function addNoAccessAccount(offices: OfficeRec[], agents: AgentRec[], users: UserRec[]): void {
  const agent = agents.find((a) => a.officeId !== DEMO.officeId && a.active && a.officeId > 8);
  if (!agent) return;
  const office = offices.find((o) => o.id === agent.officeId);
  if (!office) return;
  office.settings.agentLoginAllowed = false;
  users.push({
    userId: agent.userId,
    userName: DEMO.userNames.noaccess,
    name: `${agent.firstName} ${agent.lastName}`,
    email: agent.email,
    role: 'Agent',
    officeId: office.id,
    active: true,
    lastLoginAt: null,
    password: DEMO_PASSWORD,
    mustChangePassword: false,
    termsAcceptedVersion: TERMS_VERSION,
    tax1099Consent: false,
    consentedAt: null,
  });
}

export function makeNotes(ctx: Ctx, offices: OfficeRec[], users: UserRec[]): OfficeNote[] {
  const { rnd, pools, today } = ctx;
  const notes: OfficeNote[] = [];
  const authors = users.filter((u) => u.role !== 'Agent').map((u) => u.name);
  for (const office of offices) {
    const n = office.id === DEMO.officeId ? 4 : rnd.chance(0.4) ? rnd.int(1, 2) : 0;
    for (let k = 0; k < n; k += 1) {
      const id = notes.length + 1;
      notes.push({
        id,
        officeId: office.id,
        text: office.id === DEMO.officeId && k === 1 ? XSS_IMG : rnd.pick(pools.loremSentences),
        createdAt: atTime(addDays(today, -rnd.int(1, 900)), rnd.int(420, 1200)),
        createdByName: office.id === DEMO.officeId ? 'Priya Shah' : rnd.pick(authors),
      });
    }
  }
  return notes;
}
