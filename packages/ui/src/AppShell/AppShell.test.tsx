import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './AppShell';
import * as stories from './AppShell.stories';

const { Admin, Agent, MobileDrawer } = composeStories(stories);

describe('AppShell', () => {
  it('lays out banner, navigation, main and footer landmarks', () => {
    render(<Admin />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the skip link is the first Tab stop and targets main', async () => {
    render(<Agent />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('the toggle opens the drawer; Escape and the backdrop close it', async () => {
    const { container } = render(<MobileDrawer />);
    const layout = container.querySelector('[data-nav-width]');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(layout).toHaveAttribute('data-nav-open');
    await userEvent.keyboard('{Escape}');
    expect(layout).not.toHaveAttribute('data-nav-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const backdrop = container.querySelector('[aria-hidden="true"][class*="backdrop"]');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(layout).not.toHaveAttribute('data-nav-open');
  });

  it('Escape inside the open drawer returns focus to the toggle', () => {
    const onNavOpenChange = vi.fn();
    render(
      <AppShell
        topBar={
          <button type="button" aria-controls="nav" aria-expanded="true">
            Menu
          </button>
        }
        nav={
          <nav id="nav" aria-label="Section">
            <a href="/x">Item</a>
          </nav>
        }
        isNavOpen
        onNavOpenChange={onNavOpenChange}
      >
        Page
      </AppShell>,
    );
    screen.getByRole('link', { name: 'Item' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onNavOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('works without navigation or footer', () => {
    render(<AppShell topBar={<header>Top</header>}>Only content</AppShell>);
    expect(screen.getByRole('main')).toHaveTextContent('Only content');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
