import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentHref, Sidebar } from './Sidebar';
import * as stories from './Sidebar.stories';
import { sampleCompaniesSidebar } from './fixtures';

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
        <Sidebar groups={sampleCompaniesSidebar} currentPath="/main/companies" label="Companies" />
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
