// The in-memory store over a Db: id maps, derived counts kept up to date, lowercased search keys per
// attribute (so a case-insensitive search over 100,000 agents is a plain scan of short strings), lazy
// agent books, and a change signal the HTTP transport uses to persist to the db file.
import { buildBook } from '../seed/book.ts';
import { cappedTerms } from '../seed/plans.ts';
import { generateDb, type GenerateOptions } from '../seed/generate.ts';
import { SearchIndex } from './search-index.ts';
import { agentKeys, companyKeys, officeKeys, regionKeys, teamKeys, userKeys } from './search-keys.ts';
import type {
  AgentBook,
  AgentRec,
  CompanyRec,
  ContractRec,
  Db,
  InvoiceRec,
  ListingRec,
  OfficeRec,
  PlanRec,
  RegionRec,
  TeamRec,
  UserRec,
} from './types.ts';

export type StoreOptions = {
  /** The clock used for timestamps of writes (tests may pin it). */
  clock?: () => Date;
};

const lower = (s: string): string => s.toLowerCase();

export class Store {
  readonly db: Db;
  readonly clock: () => Date;
  private listeners = new Set<() => void>();

  readonly companyById = new Map<number, CompanyRec>();
  readonly officeById = new Map<number, OfficeRec>();
  readonly agentById = new Map<number, AgentRec>();
  readonly userById = new Map<number, UserRec>();
  readonly userByName = new Map<string, UserRec>();
  readonly teamById = new Map<number, TeamRec>();
  readonly regionById = new Map<number, RegionRec>();
  readonly planById = new Map<number, PlanRec>();
  readonly agentsByOffice = new Map<number, AgentRec[]>();
  readonly officesByCompany = new Map<number, OfficeRec[]>();
  readonly officesByRegion = new Map<number, OfficeRec[]>();
  readonly staffCountByOffice = new Map<number, number>();
  readonly teamMemberCount = new Map<number, number>();
  readonly agentEmails = new Set<string>();

  /** Search columns of precomputed lowercased keys, in id order. */
  readonly agentIndex = new SearchIndex<AgentRec>((a) => agentKeys(a, this));
  readonly companyIndex = new SearchIndex<CompanyRec>((c) => companyKeys(c));
  readonly officeIndex = new SearchIndex<OfficeRec>((o) => officeKeys(o, this));
  readonly userIndex = new SearchIndex<UserRec>((u) => userKeys(u, this));
  readonly teamIndex = new SearchIndex<TeamRec>((t) => teamKeys(t, this));
  readonly regionIndex = new SearchIndex<RegionRec>((r) => regionKeys(r, this));

  constructor(db: Db, options: StoreOptions = {}) {
    this.db = db;
    this.clock = options.clock ?? (() => new Date());
    this.reindex();
  }

  // ---------- change signal ----------
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every write ends here: cached search matches are dropped (a record may have changed in place). */
  changed(): void {
    for (const index of this.indexes()) index.invalidate();
    for (const listener of this.listeners) listener();
  }

  /**
   * The last day a date may name in a "not after today" rule: the clock's day, never before the day the
   * data was seeded on. A mock left running past midnight (UTC) then accepts the browser's new today.
   */
  today(): string {
    const clockDay = this.clock().toISOString().slice(0, 10);
    return clockDay > this.db.meta.today ? clockDay : this.db.meta.today;
  }

  nowIso(): string {
    return this.clock()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  }

  // ---------- indexes ----------
  private indexes(): Array<{ invalidate: () => void; clear: () => void }> {
    return [
      this.agentIndex,
      this.companyIndex,
      this.officeIndex,
      this.userIndex,
      this.teamIndex,
      this.regionIndex,
    ];
  }

  reindex(): void {
    const { db } = this;
    this.companyById.clear();
    this.officeById.clear();
    this.agentById.clear();
    this.userById.clear();
    this.userByName.clear();
    this.teamById.clear();
    this.regionById.clear();
    this.planById.clear();
    this.agentsByOffice.clear();
    this.officesByCompany.clear();
    this.officesByRegion.clear();
    this.staffCountByOffice.clear();
    this.teamMemberCount.clear();
    this.agentEmails.clear();
    for (const c of db.companies) this.companyById.set(c.id, c);
    for (const r of db.regions) this.regionById.set(r.id, r);
    for (const p of db.plans) this.planById.set(p.id, p);
    for (const o of db.offices) this.addOfficeToMaps(o);
    for (const t of db.teams) this.teamById.set(t.id, t);
    for (const a of db.agents) this.addAgentToMaps(a);
    for (const u of db.users) this.addUserToMaps(u);
    for (const index of this.indexes()) index.clear();
    for (const c of db.companies) this.companyIndex.add(c);
    for (const o of db.offices) this.officeIndex.add(o);
    for (const a of db.agents) this.agentIndex.add(a);
    for (const u of db.users) this.userIndex.add(u);
    for (const t of db.teams) this.teamIndex.add(t);
    for (const r of db.regions) this.regionIndex.add(r);
  }

  private addOfficeToMaps(o: OfficeRec): void {
    this.officeById.set(o.id, o);
    const byCompany = this.officesByCompany.get(o.companyId) ?? [];
    byCompany.push(o);
    this.officesByCompany.set(o.companyId, byCompany);
    if (o.regionId !== null) {
      const byRegion = this.officesByRegion.get(o.regionId) ?? [];
      byRegion.push(o);
      this.officesByRegion.set(o.regionId, byRegion);
    }
  }

  private addAgentToMaps(a: AgentRec): void {
    this.agentById.set(a.userId, a);
    const list = this.agentsByOffice.get(a.officeId) ?? [];
    list.push(a);
    this.agentsByOffice.set(a.officeId, list);
    if (a.teamId !== null) this.teamMemberCount.set(a.teamId, (this.teamMemberCount.get(a.teamId) ?? 0) + 1);
    this.agentEmails.add(lower(a.email));
  }

  private addUserToMaps(u: UserRec): void {
    this.userById.set(u.userId, u);
    this.userByName.set(lower(u.userName), u);
    if (u.role === 'Office Admin' && u.officeId !== null) {
      this.staffCountByOffice.set(u.officeId, (this.staffCountByOffice.get(u.officeId) ?? 0) + 1);
    }
  }

  // ---------- derived figures ----------
  agentCount(officeId: number): number {
    return this.agentsByOffice.get(officeId)?.length ?? 0;
  }

  staffCount(officeId: number): number {
    return this.staffCountByOffice.get(officeId) ?? 0;
  }

  officeCount(companyId: number): number {
    return this.officesByCompany.get(companyId)?.length ?? 0;
  }

  regionOfficeCount(regionId: number): number {
    return this.officesByRegion.get(regionId)?.length ?? 0;
  }

  regionAgentCount(regionId: number): number {
    let n = 0;
    for (const o of this.officesByRegion.get(regionId) ?? []) n += this.agentCount(o.id);
    return n;
  }

  // ---------- plans ----------
  /** The agent's plan; an agent whose plan is gone is priced by the house default (70/30 to $18,000). */
  planOf(agent: AgentRec): Omit<PlanRec, 'id' | 'companyId'> {
    return this.planById.get(agent.planId) ?? cappedTerms(70, 18_000);
  }

  addPlan(rec: Omit<PlanRec, 'id'>): PlanRec {
    const plan: PlanRec = { ...rec, id: this.nextId('plan') };
    this.db.plans.push(plan);
    this.planById.set(plan.id, plan);
    this.changed();
    return plan;
  }

  /** A new agent's plan: the company's active 70/30 to $18,000 plan, its first active one, or a new one. */
  defaultPlanId(companyId: number): number {
    const house = cappedTerms(70, 18_000);
    const active = this.db.plans.filter((p) => p.companyId === companyId && p.status === 'Active');
    const found = active.find((p) => p.name === house.name) ?? active[0];
    return (found ?? this.addPlan({ ...house, companyId })).id;
  }

  removePlan(plan: PlanRec): void {
    this.db.plans = this.db.plans.filter((p) => p.id !== plan.id);
    this.planById.delete(plan.id);
    this.changed();
  }

  // ---------- books ----------
  book(agentId: number): AgentBook | undefined {
    const existing = this.db.books[String(agentId)];
    if (existing) return existing;
    const agent = this.agentById.get(agentId);
    if (!agent) return undefined;
    const office = this.officeById.get(agent.officeId);
    const company = office ? this.companyById.get(office.companyId) : undefined;
    if (!office || !company) return undefined;
    const book = buildBook({
      seed: this.db.meta.seed,
      today: this.db.meta.today,
      agent,
      plan: this.planOf(agent),
      office,
      company,
    });
    this.db.books[String(agentId)] = book;
    return book;
  }

  contract(contractId: number): ContractRec | undefined {
    return this.book(Math.floor(contractId / 100))?.contracts.find((c) => c.contractId === contractId);
  }

  listing(listingId: number): ListingRec | undefined {
    return this.book(Math.floor(listingId / 100))?.listings.find((l) => l.listingId === listingId);
  }

  invoice(invoiceId: number): InvoiceRec | undefined {
    return this.book(Math.floor(invoiceId / 1000))?.invoices.find((i) => i.id === invoiceId);
  }

  // ---------- writes ----------
  addCompany(rec: Omit<CompanyRec, 'id'>): CompanyRec {
    const company: CompanyRec = { ...rec, id: this.db.meta.nextIds.company };
    this.db.meta.nextIds.company += 1;
    this.db.companies.push(company);
    this.companyById.set(company.id, company);
    this.companyIndex.add(company);
    this.changed();
    return company;
  }

  updateCompany(company: CompanyRec, patch: Partial<Omit<CompanyRec, 'id'>>): CompanyRec {
    Object.assign(company, patch);
    this.companyIndex.refresh(company);
    // Office and region search keys carry the company name.
    this.officeIndex.refreshWhere((o) => o.companyId === company.id);
    this.regionIndex.refreshWhere((r) => r.companyId === company.id);
    this.changed();
    return company;
  }

  nextOfficeNum(): string {
    let max = 1000;
    for (const o of this.db.offices) {
      const n = Number(o.officeNum);
      if (Number.isInteger(n) && n > max) max = n;
    }
    return String(max + 1);
  }

  addOffice(rec: Omit<OfficeRec, 'id'>): OfficeRec {
    const office: OfficeRec = { ...rec, id: this.db.meta.nextIds.office };
    this.db.meta.nextIds.office += 1;
    this.db.offices.push(office);
    this.addOfficeToMaps(office);
    this.officeIndex.add(office);
    this.changed();
    return office;
  }

  updateOffice(office: OfficeRec, patch: Partial<Omit<OfficeRec, 'id'>>): OfficeRec {
    const companyChanged = patch.companyId !== undefined && patch.companyId !== office.companyId;
    Object.assign(office, patch);
    if (companyChanged) {
      this.reindex();
    } else {
      this.officeIndex.refresh(office);
      if (patch.called !== undefined || patch.officeNum !== undefined) {
        for (const agent of this.agentsByOffice.get(office.id) ?? []) this.agentIndex.refresh(agent);
      }
    }
    this.changed();
    return office;
  }

  /** The id the next added agent gets (agents and their logins share ids). */
  nextAgentId(): number {
    let next = this.db.meta.nextIds.agent;
    for (const u of this.db.users) next = Math.max(next, u.userId + 1);
    for (const a of this.db.agents) next = Math.max(next, a.userId + 1);
    return next;
  }

  /** Adds agents all at once (an import is all or nothing). */
  addAgents(recs: Omit<AgentRec, 'userId'>[]): AgentRec[] {
    let next = this.nextAgentId();
    const added: AgentRec[] = [];
    for (const rec of recs) {
      const agent: AgentRec = { ...rec, userId: next };
      next += 1;
      this.db.agents.push(agent);
      this.addAgentToMaps(agent);
      this.agentIndex.add(agent);
      added.push(agent);
    }
    this.db.meta.nextIds.agent = next;
    this.changed();
    return added;
  }

  addUser(user: UserRec): UserRec {
    this.db.users.push(user);
    this.addUserToMaps(user);
    this.userIndex.add(user);
    this.changed();
    return user;
  }

  /** An agent changed in place (contact, status): its search keys again, and the e-mail set. */
  agentChanged(agent: AgentRec, oldEmail?: string): void {
    if (oldEmail !== undefined && lower(oldEmail) !== lower(agent.email)) {
      this.agentEmails.delete(lower(oldEmail));
      this.agentEmails.add(lower(agent.email));
    }
    this.agentIndex.refresh(agent);
    this.changed();
  }

  nextId(kind: keyof Db['meta']['nextIds']): number {
    const id = this.db.meta.nextIds[kind];
    this.db.meta.nextIds[kind] = id + 1;
    return id;
  }
}

const dbCache = new Map<string, Db>();

/** Generates (or reuses a cached copy of) the seed data and wraps a fresh, private copy in a store. */
export function createStore(options: GenerateOptions & StoreOptions = {}): Store {
  const now = options.now ?? new Date();
  const key = `${options.scale ?? 'small'}|${options.seed ?? ''}|${now.toISOString().slice(0, 10)}`;
  let db = dbCache.get(key);
  if (!db) {
    db = generateDb({ ...options, now });
    dbCache.set(key, db);
  }
  return new Store(structuredClone(db), options);
}
