import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileChartColumn, Gauge, LayoutDashboard } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { IconRail, isActivePath, reportHref } from './IconRail';
import * as stories from './IconRail.stories';
import { iconFor } from './icons';
import { sampleReportItems } from './reportItems';

const { Default, Loading, ErrorState, Empty, HostileText, MobileToggle } = composeStories(stories);

describe('IconRail', () => {
  it('shows only enabled items, each linking to /agent-ez/{path}, the matching one active', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Reports' });
    const links = within(nav).getAllByRole('link');
    const enabled = sampleReportItems.filter((item) => item.enabled);
    expect(links.map((link) => link.textContent)).toEqual(enabled.map((item) => item.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      enabled.map((item) => `/agent-ez/${item.path}`),
    );
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Cap Status' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates client-side and asks to close (mobile)', async () => {
    const navigate = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <IconRail
          items={sampleReportItems}
          basePath="/agent-ez"
          currentPath="/agent-ez"
          isOpen
          onOpenChange={onOpenChange}
        />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Net Income' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/agent-ez/reports/net-income');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Escape closes the open rail and returns focus to its toggle', () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <button type="button" aria-controls="rail" aria-expanded="true">
          Menu
        </button>
        <IconRail
          id="rail"
          items={sampleReportItems}
          basePath="/agent-ez"
          currentPath="/agent-ez"
          isOpen
          onOpenChange={onOpenChange}
        />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('ignores Escape when closed', () => {
    const onOpenChange = vi.fn();
    render(
      <IconRail
        items={sampleReportItems}
        basePath="/agent-ez"
        currentPath="/agent-ez"
        onOpenChange={onOpenChange}
      />,
    );
    fireEvent.keyDown(screen.getByRole('link', { name: 'Dashboard' }), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('the mobile toggle story opens and closes the rail', async () => {
    render(<MobileToggle />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const rail = document.getElementById('report-rail');
    expect(rail).not.toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(rail).toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(rail).not.toHaveAttribute('data-open');
  });

  it('loading, error (with retry), empty', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reports…');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    const onRetry = fn();
    const second = render(<ErrorState onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    second.unmount();
    render(<Empty />);
    expect(screen.getByText('No reports available.')).toBeInTheDocument();
  });

  it('renders hostile titles as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('reportHref joins base and path with one slash', () => {
    expect(reportHref('/agent-ez', 'dashboard')).toBe('/agent-ez/dashboard');
    expect(reportHref('/agent-ez/', '/reports/apc/')).toBe('/agent-ez/reports/apc');
  });

  it('isActivePath matches the link or a path below it', () => {
    expect(isActivePath('/agent-ez/reports/apc', '/agent-ez/reports/apc')).toBe(true);
    expect(isActivePath('/agent-ez/reports/apc', '/agent-ez/reports/apc/2026?x=1')).toBe(true);
    expect(isActivePath('/agent-ez/reports/apc', '/agent-ez/reports/apc-old')).toBe(false);
    expect(isActivePath('/agent-ez/dashboard', '/agent-ez/')).toBe(false);
  });

  it('iconFor maps several spellings and falls back', () => {
    expect(iconFor('dashboard')).toBe(LayoutDashboard);
    expect(iconFor('Gauge')).toBe(Gauge);
    expect(iconFor('layout-dashboard')).toBe(LayoutDashboard);
    expect(iconFor('no-such-icon')).toBe(FileChartColumn);
    expect(iconFor('')).toBe(FileChartColumn);
    expect(iconFor(null)).toBe(FileChartColumn);
    expect(iconFor('bar_chart')).toBe(iconFor('BarChart'));
  });
});
