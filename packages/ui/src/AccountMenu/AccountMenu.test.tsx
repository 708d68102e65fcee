import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './AccountMenu.stories';

const { Default, Loading, Disabled, HostileText } = composeStories(stories);

describe('AccountMenu', () => {
  it('shows the user name and role on the trigger', () => {
    render(<Default />);
    const trigger = screen.getByRole('button', { name: 'Account: Dana Whitfield, Office Admin' });
    expect(trigger).toHaveTextContent('Dana Whitfield');
    expect(trigger).toHaveTextContent('Office Admin');
  });

  it('keyboard: Enter opens, arrows move, Enter runs Logout', async () => {
    const onAction = fn();
    render(<Default onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Reset Password', 'Logout']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('Escape closes without an action', async () => {
    const onAction = fn();
    render(<Default onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Reset Password by click', async () => {
    const onAction = fn();
    render(<Default onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset Password' }));
    expect(onAction).toHaveBeenCalledWith('reset-password');
  });

  it('loading shows a skeleton; disabled does not open', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading account…');
    unmount();
    render(<Disabled />);
    const trigger = screen.getByRole('button', { name: /Account/ });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders a hostile name as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
