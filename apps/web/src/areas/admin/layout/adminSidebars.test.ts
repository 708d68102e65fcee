import { describe, expect, it } from 'vitest';
import { companiesSidebar, officesSidebar } from './adminSidebars';

describe('admin sidebars', () => {
  it('companies: Membership links as the product page lists them, Billing links Plan Setup only, other groups without links', () => {
    const membership = companiesSidebar.find((group) => group.id === 'membership');
    expect(membership?.items.map((item) => [item.label, item.href])).toEqual([
      ['Profile', '/main/companies/membership/profile'],
      ['Offices', '/main/companies/membership/offices'],
      ['Add Company', '/main/membership/add-new/companies'],
      ['Import Agent File Data', '/main/companies/membership/import-agent'],
      ['External Company', '/main/companies/membership/external-company'],
      ['DTR Contact Mapping', '/main/companies/membership/dtr-contact'],
    ]);
    expect(companiesSidebar.map((group) => group.label)).toEqual([
      'Membership',
      'Billing',
      'Vitals',
      'Reports',
      'Messages',
    ]);
    const billing = companiesSidebar.find((group) => group.id === 'billing');
    expect(billing?.items.map((item) => [item.label, item.href])).toEqual([
      ['Plan Setup', '/main/companies/plans'],
      ['Plan Status', undefined],
      ['Payment Methods', undefined],
    ]);
    // Items given a page since (Vitals) link to it; every other item stays label text.
    const linked = new Map([
      ['agent-stats', '/main/companies/vitals/agent-stats'],
      ['listings-list', '/main/companies/vitals/listings'],
      ['contracts', '/main/companies/vitals/contracts'],
    ]);
    for (const group of companiesSidebar.slice(2)) {
      for (const item of group.items) expect(item.href).toBe(linked.get(item.id));
    }
  });

  it('offices: profile and membership links, the rest label text', () => {
    const profile = officesSidebar[0];
    expect(profile?.items.map((item) => item.href)).toEqual(
      [
        'contact-info',
        'royalties',
        'contract',
        'notes',
        'status',
        'new-office',
        'agentez-setup',
        'external-office',
      ].map((slug) => `/main/offices/profile/${slug}`),
    );
    expect(officesSidebar.map((group) => group.label)).toEqual([
      'Profile',
      'Membership',
      'Org/Franchise',
      'Vitals',
      'Billing',
      'Setup',
      'Quickbooks',
      'Tax1099',
      'Reports',
      'Messages',
    ]);
    // Membership lists the selected office's agents, teams and users; Billing has its three pages; the
    // other groups after Membership have no pages.
    expect(officesSidebar[1]?.items.map((item) => [item.label, item.href])).toEqual([
      ['Agents', '/main/offices/membership/agents'],
      ['Teams', '/main/offices/membership/teams'],
      ['Users', '/main/offices/membership/users'],
    ]);
    expect(
      officesSidebar.find((group) => group.id === 'billing')?.items.map((item) => [item.label, item.href]),
    ).toEqual([
      ['Print Checks', '/main/offices/billing/print-checks'],
      ['Queue', '/main/offices/billing/queue'],
      ['Billable Expenses', '/main/offices/billing/expenses'],
    ]);
    expect(
      officesSidebar
        .slice(2)
        .filter((group) => group.id !== 'billing')
        .flatMap((group) => group.items)
        .some((item) => item.href),
    ).toBe(false);
    const ids = officesSidebar.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
