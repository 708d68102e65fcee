// The seed: deterministic, the promised sizes, hostile values on purpose, numbers that add up, and
// data for every year from 2020 to the current one.
import { describe, expect, test } from 'vitest';
import { Store } from '../store/store.ts';
import { capYearStartOf } from '@balance/domain';
import { applyCap, buildBook } from './book.ts';
import { DEMO, DEMO_PASSWORD, SCALES, generateDb } from './generate.ts';
import { LONG_200, XSS_IMG, XSS_JS_URL } from './hostile.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
const db = generateDb({ now: NOW });
const store = new Store(structuredClone(db));

describe('determinism', () => {
  test('the same seed and day give the same data', () => {
    expect(JSON.stringify(generateDb({ now: NOW }))).toBe(JSON.stringify(db));
  });

  test('another seed gives other data', () => {
    const other = generateDb({ now: NOW, seed: 7 });
    expect(other.agents.map((a) => a.lastName)).not.toEqual(db.agents.map((a) => a.lastName));
  });

  test('an agent book does not depend on the order books are built in', () => {
    const a = new Store(structuredClone(db));
    const b = new Store(structuredClone(db));
    a.book(1001);
    a.book(1002);
    b.book(1002);
    b.book(1001);
    expect(JSON.stringify(a.book(1001))).toBe(JSON.stringify(b.book(1001)));
    expect(JSON.stringify(a.book(1002))).toBe(JSON.stringify(b.book(1002)));
  });
});

describe('sizes', () => {
  test('small: tens of companies, hundreds of offices, thousands of agents', () => {
    expect(db.companies).toHaveLength(SCALES.small.companies);
    expect(db.offices).toHaveLength(SCALES.small.offices);
    expect(db.agents).toHaveLength(SCALES.small.agents);
    expect(db.users.length).toBeGreaterThan(300);
    expect(db.teams.length).toBeGreaterThan(50);
  });

  test('large: 100,000 agents and 5,000 offices', () => {
    const large = generateDb({ now: NOW, scale: 'large' });
    expect(large.agents).toHaveLength(100_000);
    expect(large.offices).toHaveLength(5_000);
    expect(new Set(large.agents.map((a) => a.userId)).size).toBe(100_000);
    const ids = new Set([
      ...large.agents.map((a) => a.userId),
      ...large.users.filter((u) => u.role !== 'Agent').map((u) => u.userId),
    ]);
    expect(ids.size).toBe(100_000 + large.users.filter((u) => u.role !== 'Agent').length);
  });
});

describe('demo accounts', () => {
  test.each(Object.values(DEMO.userNames))('%s exists with the demo password', (userName) => {
    const user = store.userByName.get(userName);
    expect(user?.password).toBe(DEMO_PASSWORD);
    expect(user?.active).toBe(true);
  });

  test('roles: Super Admin, Office Admin, Agent, and an agent whose office has no agent-level access', () => {
    expect(store.userByName.get('superuser')?.role).toBe('Super Admin');
    expect(store.userByName.get('officeadmin')?.role).toBe('Office Admin');
    expect(store.userByName.get('agent')?.role).toBe('Agent');
    const noaccess = store.userByName.get('noaccess');
    expect(noaccess?.role).toBe('Agent');
    expect(store.officeById.get(noaccess?.officeId ?? 0)?.settings.agentLoginAllowed).toBe(false);
    expect(store.officeById.get(DEMO.officeId)?.settings.agentLoginAllowed).toBe(true);
  });
});

describe('hostile data on purpose', () => {
  const all = JSON.stringify(db);
  test('script-like values, a javascript: URL, apostrophes, accents and 200-character strings', () => {
    expect(db.companies.some((c) => c.name === XSS_IMG)).toBe(true);
    expect(db.offices.some((o) => o.called === XSS_IMG)).toBe(true);
    expect(db.agents.some((a) => a.firstName === XSS_IMG)).toBe(true);
    expect(db.notes.some((n) => n.text === XSS_IMG)).toBe(true);
    expect(db.companies.some((c) => c.mainEmail === XSS_JS_URL)).toBe(true);
    expect(db.offices.some((o) => o.mainEmail === XSS_JS_URL)).toBe(true);
    expect(db.companies.some((c) => c.name.includes("'"))).toBe(true);
    expect(all).toMatch(/[éèñüöçÅŁ]/);
    expect(LONG_200).toHaveLength(200);
    expect(db.companies.some((c) => c.name === LONG_200)).toBe(true);
    expect(db.agents.some((a) => a.lastName === LONG_200)).toBe(true);
  });

  test('only a few rows are hostile', () => {
    expect(
      db.agents.filter((a) => a.firstName === XSS_IMG || a.lastName === LONG_200).length,
    ).toBeLessThanOrEqual(3);
  });
});

describe('coherent numbers', () => {
  test("an office's agent count is its agents; pending offices have none", () => {
    for (const office of db.offices) {
      const agents = db.agents.filter((a) => a.officeId === office.id).length;
      expect(store.agentCount(office.id)).toBe(agents);
      if (office.status === 0) expect(agents).toBe(0);
    }
    expect(db.agents.reduce((n) => n + 1, 0)).toBe(
      db.offices.reduce((n, o) => n + store.agentCount(o.id), 0),
    );
  });

  test("a company's office count is its offices; a region's counts are its offices'", () => {
    for (const company of db.companies)
      expect(store.officeCount(company.id)).toBe(db.offices.filter((o) => o.companyId === company.id).length);
    const regionAgents = db.regions.reduce((n, r) => n + store.regionAgentCount(r.id), 0);
    const inRegions = db.agents.filter((a) => store.officeById.get(a.officeId)?.regionId !== null).length;
    expect(regionAgents).toBe(inRegions);
  });

  test('staff counts are the office admins of the office', () => {
    for (const office of db.offices.slice(0, 50)) {
      expect(store.staffCount(office.id)).toBe(
        db.users.filter((u) => u.role === 'Office Admin' && u.officeId === office.id).length,
      );
    }
  });

  test('a contract’s net commission is its gross less office split and fee, and the cap is never exceeded', () => {
    for (const agentId of [1001, 1002, 1010, 1200]) {
      const agent = store.agentById.get(agentId);
      const book = store.book(agentId);
      if (!agent || !book) throw new Error('missing');
      const perCapYear = new Map<string, number>();
      for (const c of book.contracts) {
        if (c.status === 'FALL') {
          expect(c.netCommission).toBe(0);
          continue;
        }
        expect(Math.round((c.grossCommission - c.companyDollar - c.transactionFee) * 100)).toBe(
          Math.round(c.netCommission * 100),
        );
        expect(Math.round(c.grossCommission * 100)).toBe(Math.round(c.salePrice * c.commissionPercent));
        if (c.status === 'CLSD' && c.closingDate) {
          const key = capYearStartOf(store.planOf(agent), agent.anniversaryMonth, c.closingDate);
          perCapYear.set(key, (perCapYear.get(key) ?? 0) + c.companyDollar);
        }
      }
      const cap = store.planOf(agent).capAmount ?? Number.POSITIVE_INFINITY;
      for (const paid of perCapYear.values()) expect(paid).toBeLessThanOrEqual(cap + 0.01);
    }
  });

  test('re-pricing is stable (applying the cap twice changes nothing)', () => {
    const agent = store.agentById.get(1001);
    const book = store.book(1001);
    if (!agent || !book) throw new Error('missing');
    const before = JSON.stringify(book.contracts);
    applyCap(agent, store.planOf(agent), book.contracts, db.meta.today);
    expect(JSON.stringify(book.contracts)).toBe(before);
  });
});

describe('every year from 2020 to the current year', () => {
  test('the demo agent has closed deals and invoices in each year', () => {
    const book = store.book(DEMO.agentId);
    for (let year = 2020; year <= NOW.getUTCFullYear(); year += 1) {
      expect(
        book?.contracts.some((c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(year))),
        String(year),
      ).toBe(true);
      expect(
        book?.invoices.some((i) => i.issueDate.startsWith(String(year))),
        String(year),
      ).toBe(true);
    }
    expect(book?.contracts.some((c) => c.status === 'PEND')).toBe(true);
    expect(book?.contracts.every((c) => c.contractDate >= '2020-01-01')).toBe(true);
    expect(book?.contracts.every((c) => !c.closingDate || c.closingDate >= c.contractDate)).toBe(true);
  });

  test('nothing is dated after today except the expected closings of pending deals', () => {
    const today = db.meta.today;
    const book = buildBook({
      seed: db.meta.seed,
      today,
      agent: must(store.agentById.get(1005)),
      plan: store.planOf(must(store.agentById.get(1005))),
      office: must(store.officeById.get(1)),
      company: must(store.companyById.get(1)),
    });
    for (const c of book.contracts) {
      expect(c.contractDate <= today).toBe(true);
      if (c.status !== 'PEND' && c.closingDate) expect(c.closingDate <= today).toBe(true);
    }
    for (const i of book.invoices) expect(i.issueDate <= today).toBe(true);
  });
});
