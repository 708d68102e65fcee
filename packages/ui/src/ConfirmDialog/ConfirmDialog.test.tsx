import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './ConfirmDialog.stories';

const { Default, Cancel, Danger } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('confirms once and closes without reporting a cancel', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    render(<Default onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel and with Escape', async () => {
    const onCancel = fn();
    const { unmount } = render(<Cancel onCancel={onCancel} />);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    render(<Cancel onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('starts on Cancel for a destructive action', async () => {
    render(<Danger />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Delete Office' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  });
});
