import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './UserDefaultSettingsModal.stories';

const { Default, Empty } = composeStories(stories);

describe('UserDefaultSettingsModal', () => {
  it('shows the saved settings and the re-login note', async () => {
    render(<Default />);
    const dialog = await screen.findByRole('dialog', { name: 'User Default Settings' });
    expect(within(dialog).getByRole('button', { name: /Default role/ })).toHaveTextContent('Office Admin');
    expect(dialog).toHaveTextContent(MESSAGES.resetNeedsRelogin);
    for (const name of ['Save Settings', 'Reset All Grid Settings', 'Cancel']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('cannot be closed by Escape or a click outside', async () => {
    const onCancel = fn();
    render(<Default onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector('[data-part="modal-overlay"]') as HTMLElement;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(dialog).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('saves the edited settings', async () => {
    const onSave = fn();
    render(<Default onSave={onSave} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Category$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Users filter/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(onSave).toHaveBeenCalledWith({
      role: 'Office Admin',
      category: 'users',
      regionId: 'r1',
      filters: { offices: '1', users: 'User_All' },
    });
  });

  it('resets and cancels through their buttons', async () => {
    const onReset = fn();
    const onCancel = fn();
    render(<Default onReset={onReset} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset All Grid Settings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables the filter of a category that has none', async () => {
    render(<Empty />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Companies filter/ })).toBeDisabled();
  });
});
