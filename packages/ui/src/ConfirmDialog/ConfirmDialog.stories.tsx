import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const HOSTILE = '<img src=x onerror=alert(1)>';
const page = () => within(document.body);
const overlay = () => document.querySelector('[data-part="modal-overlay"]') as HTMLElement;

const meta = {
  title: 'Modals/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    title: 'Send the contract?',
    children: 'The contract will be sent to the email on file for all parties.',
    confirmLabel: 'Send',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Send the contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A click outside does not answer the question; Escape cancels. */
export const OutsideClickIgnored: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(overlay());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Destructive: red confirm button, focus starts on Cancel. */
export const Danger: Story = {
  args: {
    title: 'Delete this office?',
    children:
      'Agents of this office keep their records but lose access to its listings. This cannot be undone.',
    confirmLabel: 'Delete Office',
    variant: 'danger',
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The page runs the action and closes the dialog when it is done. */
export const Confirming: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const [isConfirming, setConfirming] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Pay Now</Button>
        <ConfirmDialog
          {...args}
          defaultOpen={undefined}
          isOpen={isOpen}
          onOpenChange={setOpen}
          isConfirming={isConfirming}
          onConfirm={() => {
            args.onConfirm();
            setConfirming(true);
            setTimeout(() => {
              setConfirming(false);
              setOpen(false);
            }, 300);
          }}
        />
      </>
    );
  },
  args: {
    title: 'Pay this bill?',
    children: 'Pay $1,250.00 from the card ending 4242.',
    confirmLabel: 'Pay',
  },
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: /Pay/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    document.querySelector('[data-live-announcer]')?.remove();
  },
};

export const LongText: Story = {
  args: {
    title: 'Reset all grid settings for agents, companies, offices, regions and users of this account?',
    children:
      'Every saved column order, width, visibility and sort is removed and the grids go back to their defaults. Logout and log in again for the reset grid settings to take effect.',
    confirmLabel: 'Reset All Grid Settings',
    variant: 'danger',
  },
};

export const HostileText: Story = {
  args: { title: HOSTILE, children: HOSTILE, confirmLabel: HOSTILE },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: HOSTILE });
    await expect(dialog).toBeVisible();
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Keyboard only: Tab moves between Cancel and Confirm; Enter confirms. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  args: { variant: 'danger', title: 'Delete this office?', confirmLabel: 'Delete Office' },
};
