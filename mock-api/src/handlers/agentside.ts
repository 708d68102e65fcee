// Shared rules of the Agent.EZ calls: whose data a call is about, what it may see, and the money
// figures every screen derives from the same contracts (so dashboards, reports and plan status agree).
import type { CapContribution, CapProgress } from '@balance/api-client';
import { capYearEnd, capYearStartOf } from '@balance/domain';
import { addDays, daysBetween } from '../seed/dates.ts';
import type { Store } from '../store/store.ts';
import type { AgentBook, AgentRec, ContractRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { forbidden, notFound } from './http/errors.ts';
import type { RouteCtx } from './http/route.ts';
import { scope } from './http/scope.ts';

/** Money is summed in cents so totals equal the sum of their rows exactly. */
export const cents = (n: number): number => Math.round(n * 100);
export const fromCents = (c: number): number => c / 100;
export function sumMoney(values: readonly number[]): number {
  let c = 0;
  for (const v of values) c += cents(v);
  return fromCents(c);
}

/**
 * The agent a call is about: `agentId` if given (admins: any agent they may see; agents: only
 * themselves), else the logged-in agent, else (for staff) the first agent of their office.
 */
export function resolveAgent(
  ctx: RouteCtx,
  options: { unknown: 'notFound' | 'forbidden' } = { unknown: 'forbidden' },
): AgentRec {
  const { store, q, session } = ctx;
  const agentId = q.int('agentId', { min: 1 });
  if (session.role === 'Agent') {
    if (agentId !== undefined && agentId !== session.user.userId) throw forbidden();
    const self = session.agent;
    if (!self) throw forbidden();
    return self;
  }
  if (agentId === undefined) {
    const first = session.office ? store.agentsByOffice.get(session.office.id)?.[0] : undefined;
    if (!first) throw options.unknown === 'notFound' ? notFound() : forbidden();
    return first;
  }
  const agent = store.agentById.get(agentId);
  if (!agent) throw options.unknown === 'notFound' ? notFound() : forbidden();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(agent.officeId)) throw forbidden();
  return agent;
}

export function bookOf(store: Store, agent: AgentRec): AgentBook {
  const book = store.book(agent.userId);
  if (!book) throw notFound();
  return book;
}

/** Agents whose books a summary covers: the agent themself, or every agent of a staff user's office. */
export function summaryAgents(store: Store, session: Session): AgentRec[] {
  if (session.role === 'Agent') return session.agent ? [session.agent] : [];
  const officeId = session.office?.id;
  return officeId !== undefined ? (store.agentsByOffice.get(officeId) ?? []) : [];
}

/** May the session see this agent's records? */
export function canSeeAgent(store: Store, session: Session, agentId: number): boolean {
  if (session.role === 'Agent') return agentId === session.user.userId;
  const agent = store.agentById.get(agentId);
  if (!agent) return false;
  const s = scope(session, store);
  return s.all || s.officeIds.has(agent.officeId);
}

/** The contract and whether the session may see it (owner, an agent on its coversheet, or an admin in scope). */
export function contractFor(
  store: Store,
  session: Session,
  contractId: number,
): ContractRec | 'forbidden' | undefined {
  const contract = store.contract(contractId);
  if (!contract) return undefined;
  if (canSeeAgent(store, session, contract.agentId)) return contract;
  if (session.role === 'Agent' && contract.coversheet?.agents.some((a) => a.userId === session.user.userId))
    return contract;
  return 'forbidden';
}

/** The day a contract counts on: its closing for closed deals, else its contract date. */
export const contractDay = (c: ContractRec): string =>
  c.status === 'CLSD' && c.closingDate ? c.closingDate : c.contractDate;

/** The owner's fraction of the deal (a shared side counts as its split). */
export function ownerShare(c: ContractRec): number {
  const split = c.coversheet?.agents.find((a) => a.userId === c.agentId)?.splitPercent;
  return split === undefined ? 1 : split / 100;
}

export const ownerNet = (c: ContractRec): number => Math.round(c.netCommission * ownerShare(c) * 100) / 100;

/**
 * Cap progress under the agent's plan for the cap year that contains `day`. A plan without a cap
 * shows a cap of 0, never reached (the screens say "No cap on your plan.").
 */
export function capProgress(
  store: Store,
  agent: AgentRec,
  contracts: readonly ContractRec[],
  day: string,
  today: string,
): { cap: CapProgress; contributions: CapContribution[]; start: string } {
  const plan = store.planOf(agent);
  const capAmount = plan.capAmount ?? 0;
  const start = capYearStartOf(plan, agent.anniversaryMonth, day);
  const end = capYearEnd(start);
  const contributions: CapContribution[] = contracts
    .filter(
      (c) =>
        c.status === 'CLSD' &&
        c.closingDate &&
        c.closingDate >= start &&
        c.closingDate < end &&
        c.companyDollar > 0,
    )
    .sort((a, b) => (a.closingDate ?? '').localeCompare(b.closingDate ?? ''))
    .map((c) => ({
      contractId: c.contractId,
      propertyAddress: c.propertyAddress,
      closingDate: c.closingDate ?? start,
      companyDollar: c.companyDollar,
    }));
  const paid = sumMoney(contributions.map((c) => c.companyDollar));
  const remaining = Math.max(0, fromCents(cents(capAmount) - cents(paid)));
  const capped = capAmount > 0 && remaining === 0;
  let projected: string | null = null;
  if (!capped && capAmount > 0 && today >= start && today < end && paid > 0) {
    const elapsed = Math.max(1, daysBetween(start, today));
    const perDay = paid / elapsed;
    const date = addDays(today, Math.ceil(remaining / perDay));
    projected = date < end ? date : null;
  }
  return {
    cap: {
      capAmount,
      paidTowardCap: paid,
      remaining,
      progressPercent: capAmount > 0 ? Math.min(100, Math.round((paid / capAmount) * 1000) / 10) : 0,
      capped,
      anniversaryDate: end,
      projectedCapDate: projected,
    },
    contributions,
    start,
  };
}

/** The day that stands for a year on year-based screens: today for the current year, else its last day. */
export const dayForYear = (year: number, today: string): string =>
  String(year) === today.slice(0, 4) ? today : `${year}-12-31`;
