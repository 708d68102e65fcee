import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentHref, Sidebar } from './Sidebar';
import * as stories from './Sidebar.stories';
import { companiesSidebar, officesSidebar } from './sidebars';

const { Companies, Offices, Loading, Empty, ErrorState, HostileText } = composeStories(stories);

describe('Sidebar', () => {
  it('marks only the current page and opens its group', () => {
    render(<Companies />);
    const nav = screen.getByRole('navigation', { name: 'Companies' });
    expect(within(nav).getByRole('link', { name: 'Offices' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Membership' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles a group with click and keyboard', async () => {
    render(<Companies />);
    const billing = screen.getByRole('button', { name: 'Billing' });
    await userEvent.click(billing);
    expect(billing).toHaveAttribute('aria-expanded', 'true');
    const planSetup = screen.getByText('Plan Setup');
    expect(planSetup.closest('a')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(billing).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates through the RouterProvider', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Sidebar groups={companiesSidebar} currentPath="/main/companies" label="Companies" />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'DTR Contact Mapping' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/main/companies/membership/dtr-contact');
  });

  it('renders groups without items as plain text', () => {
    render(<Offices />);
    expect(screen.getByText('Tax1099').tagName).toBe('DIV');
    expect(screen.queryByRole('button', { name: 'Tax1099' })).toBeNull();
  });

  it('shows loading, empty and error states', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading navigation…');
    unmount();
    render(<Empty />);
    expect(screen.getByText('No sections available.')).toBeInTheDocument();
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('renders hostile labels as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('isCurrentHref', () => {
  it('ignores trailing slashes, query, hash and case', () => {
    expect(isCurrentHref('/main/offices/profile/notes', '/main/offices/profile/notes/')).toBe(true);
    expect(isCurrentHref('/main/offices/profile/notes', '/Main/Offices/profile/notes?x=1#top')).toBe(true);
    expect(isCurrentHref('/main/offices/profile/notes', '/main/offices/profile/notes-old')).toBe(false);
    expect(isCurrentHref(undefined, '/main')).toBe(false);
  });
});

describe('spec sidebars', () => {
  it('companies: Membership links as SPEC.md §2, other groups without links', () => {
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
    for (const group of companiesSidebar.slice(1)) {
      expect(group.items.every((item) => item.href === undefined)).toBe(true);
    }
  });

  it('offices: profile links under /main/offices/profile, the rest label text', () => {
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
    expect(
      officesSidebar
        .slice(1)
        .flatMap((group) => group.items)
        .some((item) => item.href),
    ).toBe(false);
    const ids = officesSidebar.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
