// Listing and contract searches over the deal index: scope, filters, paging, the NONE filter, a write
// seen by the next search, and the listing page (price history, its contract).
import { describe, expect, test } from 'vitest';
import type { DealContractRow, DealListingRow, ListingProfile } from '@balance/api-client';
import { DEAL_MESSAGES } from '@balance/domain';
import { httpCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('deal-search.mock.test');
const call = httpCall(mock);

describe('deal searches', () => {
  test('a Super Admin names a company; its contracts are every agent book of it, newest first', async () => {
    const none = await call('superuser', '/contracts/search');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(DEAL_MESSAGES.chooseCompany);
    const r = await call('superuser', '/contracts/search?companyId=1&pageSize=100');
    expect(r.status).toBe(200);
    const { store } = mock;
    let expected = 0;
    for (const office of store.officesByCompany.get(1) ?? [])
      for (const a of store.agentsByOffice.get(office.id) ?? [])
        expected += store.book(a.userId)?.contracts.length ?? 0;
    expect(r.pagination?.totalCount).toBe(expected);
    const dates = rows<DealContractRow>(r).map((c) => c.contractDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('filters: status, side, closing range, office and agent narrow the rows', async () => {
    const r = await call(
      'superuser',
      '/contracts/search?companyId=1&contractFilter=CLSD&side=LIST&closingFrom=2025-01-01&closingTo=2025-06-30&pageSize=100',
    );
    expect(r.status).toBe(200);
    for (const c of rows<DealContractRow>(r)) {
      expect(c.status).toBe('CLSD');
      expect(c.side).toBe('LIST');
      expect(c.closingDate! >= '2025-01-01' && c.closingDate! <= '2025-06-30').toBe(true);
    }
    const backwards = await call(
      'superuser',
      '/contracts/search?companyId=1&closingFrom=2025-02-01&closingTo=2025-01-01',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.closingTo).toEqual([DEAL_MESSAGES.closingRange]);
    const byAgent = await call('superuser', '/contracts/search?agentId=1001&contractFilter=PEND');
    expect(rows<DealContractRow>(byAgent).every((c) => c.agentId === 1001 && c.status === 'PEND')).toBe(true);
    expect(byAgent.pagination?.totalCount).toBe(mock.store.agentById.get(1001)?.pendingContracts);
  });

  test('NONE lists the listings that led to no contract', async () => {
    const r = await call('superuser', '/contracts/search?agentId=1001&contractFilter=NONE&pageSize=100');
    const expected = mock.store.book(1001)?.listings.filter((l) => l.contractId === null).length;
    expect(r.pagination?.totalCount).toBe(expected);
    expect(rows<DealContractRow>(r).every((c) => c.contractId === null && c.status === 'NONE')).toBe(true);
  });

  test('an Office Admin searches their own company only', async () => {
    const own = await call('officeadmin', '/listings/search?status=Active');
    expect(own.status).toBe(200);
    const other = await call('officeadmin', '/listings/search?companyId=2');
    expect(other.status).toBe(403);
    expect((await call('agent', '/listings/search?companyId=1')).status).toBe(403);
  });

  test('listings by MLS number and address text; a write shows in the next search', async () => {
    const listing = mock.store.book(1001)?.listings[0];
    if (!listing) throw new Error('the demo agent has listings');
    const byMls = await call(
      'superuser',
      `/listings/search?companyId=1&searchField=MlsNumber&searchText=${listing.mlsNumber}`,
    );
    expect(rows<DealListingRow>(byMls).map((l) => l.listingId)).toContain(listing.listingId);
    listing.address = '1 Unmistakable Lane';
    mock.store.changed();
    const byAddress = await call('superuser', '/listings/search?agentId=1001&searchText=unmistakable');
    expect(rows<DealListingRow>(byAddress).map((l) => l.listingId)).toEqual([listing.listingId]);
  });

  test('the listing page: price history ending at the list price, and its contract', async () => {
    const listing = mock.store
      .book(1001)
      ?.listings.find((l) => l.contractId !== null && l.listingId % 3 === 0);
    if (!listing) throw new Error('the demo agent has a contracted listing with price cuts');
    const r = await call('superuser', `/listings/${listing.listingId}`);
    const profile = r.body.data as ListingProfile;
    expect(profile.priceHistory.length).toBeGreaterThan(1);
    expect(profile.priceHistory.at(-1)?.price).toBe(listing.listPrice);
    expect(profile.contracts.map((c) => c.contractId)).toEqual([listing.contractId]);
    expect((await call('superuser', '/listings/99999999')).status).toBe(404);
  });
});
