import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';
import * as stories from './TopBar.stories';

const { Admin, Agent, Mobile, HostileText } = composeStories(stories);

describe('TopBar', () => {
  it('links the logo to the area root', () => {
    const { unmount } = render(<Admin />);
    expect(screen.getByRole('link', { name: 'Balance home' })).toHaveAttribute('href', '/main');
    expect(screen.getByText('3 new messages')).toBeInTheDocument();
    unmount();
    render(<Agent />);
    expect(screen.getByRole('link', { name: 'Balance home' })).toHaveAttribute('href', '/agent-ez');
    expect(screen.getByText('Agent.EZ')).toBeInTheDocument();
  });

  it('navigates client-side from the logo', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TopBar logoHref="/agent-ez" />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Balance home' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/agent-ez');
  });

  it('the menu toggle reports and flips its state', async () => {
    render(<Mobile />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'demo-nav');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no toggle unless asked', () => {
    render(<TopBar logoHref="/main" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('header img')).toBeNull();
  });
});
