// Listings and contracts in the palette, per role: by number within the page's scope for every admin,
// by address or MLS number in their company for an Office Admin, own contracts only for an agent.
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';
import type { AgentRec } from '../store/types.ts';

const mock = mockPerTest('palette-deals.mock.test');
const call = contractCall(mock);

type Hit = { kind: string; id: number; title: string; detail: string; matched: string };
const hits = (r: { body: { data?: unknown } }) => (r.body.data ?? []) as Hit[];
const search = async (who: string, text: string) =>
  hits(await call('searchPalette', who, `/search/palette?q=${encodeURIComponent(text)}&limit=20`));

/** An agent of the Office Admin's company (not the demo agent) and one of another company, with deals. */
function agents(): { own: AgentRec; other: AgentRec } {
  const admin = mock.store.userByName.get('officeadmin');
  const companyId = mock.store.officeById.get(admin?.officeId ?? 0)?.companyId;
  const hasDeals = (a: AgentRec) =>
    (mock.store.book(a.userId)?.contracts.length ?? 0) > 0 &&
    (mock.store.book(a.userId)?.listings.length ?? 0) > 0;
  const inCompany = (a: AgentRec) => mock.store.officeById.get(a.officeId)?.companyId === companyId;
  const demoAgent = mock.store.userByName.get('agent')?.userId;
  const own = mock.store.db.agents.find((a) => inCompany(a) && a.userId !== demoAgent && hasDeals(a));
  const other = mock.store.db.agents.find((a) => !inCompany(a) && hasDeals(a));
  if (!own || !other) throw new Error('no agents with deals');
  return { own, other };
}

const firstContract = (a: AgentRec) => {
  const c = mock.store.book(a.userId)?.contracts[0];
  if (!c) throw new Error('no contract');
  return c;
};
const firstListing = (a: AgentRec) => {
  const l = mock.store.book(a.userId)?.listings[0];
  if (!l) throw new Error('no listing');
  return l;
};

describe('palette: listings and contracts', () => {
  test('a Super Admin opens any contract or listing by its number, not by its address', async () => {
    const { other } = agents();
    const contract = firstContract(other);
    const listing = firstListing(other);
    expect(await search('superuser', String(contract.contractId))).toContainEqual(
      expect.objectContaining({ kind: 'contract', id: contract.contractId, matched: 'id' }),
    );
    expect(await search('superuser', String(listing.listingId))).toContainEqual(
      expect.objectContaining({ kind: 'listing', id: listing.listingId, matched: 'id' }),
    );
    const byAddress = await search('superuser', contract.propertyAddress);
    expect(byAddress.filter((h) => h.kind === 'contract' || h.kind === 'listing')).toEqual([]);
  });

  test('an Office Admin finds their company’s contracts by address and listings by MLS number', async () => {
    const { own } = agents();
    const contract = firstContract(own);
    const listing = firstListing(own);
    const byAddress = await search('officeadmin', contract.propertyAddress);
    expect(byAddress).toContainEqual(
      expect.objectContaining({ kind: 'contract', id: contract.contractId, matched: 'address' }),
    );
    const byMls = await search('officeadmin', listing.mlsNumber);
    expect(byMls).toContainEqual(expect.objectContaining({ kind: 'listing', id: listing.listingId }));
    expect(await search('officeadmin', String(contract.contractId))).toContainEqual(
      expect.objectContaining({ kind: 'contract', id: contract.contractId, matched: 'id' }),
    );
  });

  test('an Office Admin finds no deal outside their offices, by number or by address', async () => {
    const { other } = agents();
    const contract = firstContract(other);
    const listing = firstListing(other);
    const deals = (list: Hit[]) => list.filter((h) => h.kind === 'contract' || h.kind === 'listing');
    expect(deals(await search('officeadmin', String(contract.contractId)))).toEqual([]);
    expect(deals(await search('officeadmin', String(listing.listingId)))).toEqual([]);
    const byAddress = deals(await search('officeadmin', contract.propertyAddress)).map((h) => h.id);
    expect(byAddress).not.toContain(contract.contractId);
    const admin = mock.store.userByName.get('officeadmin');
    const companyId = mock.store.officeById.get(admin?.officeId ?? 0)?.companyId;
    for (const h of deals(await search('officeadmin', 'a'))) {
      const owner = mock.store.agentById.get(Math.floor(h.id / 100));
      expect(mock.store.officeById.get(owner?.officeId ?? 0)?.companyId).toBe(companyId);
    }
  });

  test('an agent finds their own contracts only, and no listings', async () => {
    const { own } = agents();
    const self = mock.store.userByName.get('agent');
    expect(await search('agent', String(firstContract(own).contractId))).toEqual([]);
    const mine = mock.store.book(self?.userId ?? 0)?.contracts[0];
    if (!mine) throw new Error('the demo agent has no contract');
    const found = await search('agent', String(mine.contractId));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'contract', id: mine.contractId }));
    expect(found.filter((h) => h.kind === 'listing')).toEqual([]);
  });
});
