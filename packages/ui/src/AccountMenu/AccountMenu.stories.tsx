import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE, LONG_NAME } from '../AppShell/storyFrames';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: { userName: 'Dana Whitfield', userRole: 'Office Admin', onAction: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          padding: '8px 16px',
          background: 'var(--color-topbar)',
          minHeight: 56,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: /Account: Dana Whitfield, Office Admin/,
    });
    await expect(trigger).toHaveTextContent('Dana Whitfield');
    await expect(trigger).toHaveTextContent('Office Admin');
  },
};

/** Keyboard only: Enter opens, arrows move, Escape closes; Enter on an item runs its action. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Reset Password', 'Logout']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();

    // Open again and choose Logout with the keyboard.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu');
    await waitFor(() => expect(within(reopened).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The open menu repeats the full name and role above the actions. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Dana Whitfield')).toBeVisible();
    await userEvent.hover(within(menu).getByRole('menuitem', { name: 'Reset Password' }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const ResetPassword: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset Password' }));
    await expect(args.onAction).toHaveBeenCalledWith('reset-password');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading account…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A 200-character name is cut with an ellipsis in the bar and shown whole in the open menu. */
export const LongText: Story = {
  args: { userName: LONG_NAME, userRole: 'Super Admin with every permission in every region and company' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText(LONG_NAME)).toBeVisible();
  },
};

export const HostileText: Story = {
  args: { userName: HOSTILE, userRole: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(HOSTILE);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <AccountMenu {...args} />
      <AccountMenu {...args} userName="Sam Agent" userRole="Agent" />
      <AccountMenu {...args} userName="Root" userRole="Super Admin" isDisabled />
      <AccountMenu {...args} isLoading />
    </div>
  ),
};
