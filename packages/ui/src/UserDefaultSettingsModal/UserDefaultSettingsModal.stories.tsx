import { MESSAGES } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { SelectItem } from '../Select/Select';
import { type UserDefaultSettings, UserDefaultSettingsModal } from './UserDefaultSettingsModal';

const HOSTILE = '<img src=x onerror=alert(1)>';
const page = () => within(document.body);
const overlay = () => document.querySelector('[data-part="modal-overlay"]') as HTMLElement;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REGIONS: SelectItem[] = [
  { id: 'r1', label: 'Central Texas' },
  { id: 'r2', label: 'Gulf Coast' },
  { id: 'r3', label: 'North Texas' },
];

const FILTERS: Partial<Record<'agents' | 'companies' | 'offices' | 'regions' | 'users', SelectItem[]>> = {
  agents: [
    { id: 'Agent_All', label: 'All agents' },
    { id: 'AgentStatus', label: 'Active agents' },
  ],
  offices: [
    { id: '1', label: 'Active' },
    { id: '0', label: 'Pending' },
  ],
  users: [{ id: 'User_All', label: 'All users' }],
};

const VALUE: UserDefaultSettings = {
  role: 'Office Admin',
  category: 'offices',
  regionId: 'r1',
  filters: { offices: '1' },
};

const meta = {
  title: 'Modals/UserDefaultSettingsModal',
  component: UserDefaultSettingsModal,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    value: VALUE,
    regionOptions: REGIONS,
    filterOptions: FILTERS,
    onSave: fn(),
    onReset: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof UserDefaultSettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the saved settings, and the note about logging in again after a reset. */
export const Default: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'User Default Settings' });
    await expect(within(dialog).getByRole('button', { name: /Default role/ })).toHaveTextContent(
      'Office Admin',
    );
    await expect(within(dialog).getByRole('button', { name: /Category$/ })).toHaveTextContent('Offices');
    await expect(within(dialog).getByRole('button', { name: /Region filter/ })).toHaveTextContent(
      'Central Texas',
    );
    await expect(within(dialog).getByRole('button', { name: /Offices filter/ })).toHaveTextContent('Active');
    await expect(dialog).toHaveTextContent(MESSAGES.resetNeedsRelogin);
    await expect(
      within(dialog).getByRole('button', { name: 'Reset All Grid Settings' }),
    ).toHaveAccessibleDescription(MESSAGES.resetNeedsRelogin);
  },
};

/** The spec's rule: neither Escape nor a click outside closes it, and nothing is reported as a cancel. */
export const CannotBeClosedByEscapeOrOutsideClick: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'User Default Settings' });
    await userEvent.keyboard('{Escape}');
    await wait(200);
    await expect(page().getByRole('dialog', { name: 'User Default Settings' })).toBe(dialog);
    await userEvent.click(overlay());
    await wait(200);
    await expect(page().getByRole('dialog', { name: 'User Default Settings' })).toBe(dialog);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Change the defaults and save: onSave gets the edited settings. */
export const Save: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Default role/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Category$/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Agents' }));
    // The per-category filter follows the category.
    const filter = within(dialog).getByRole('button', { name: /Agents filter/ });
    await userEvent.click(filter);
    await userEvent.click(await page().findByRole('option', { name: 'Active agents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      role: 'Agent',
      category: 'agents',
      regionId: 'r1',
      filters: { offices: '1', agents: 'AgentStatus' },
    });
  },
};

export const Reset: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset All Grid Settings' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Opened from the grid toolbar; Cancel discards edits, reopening starts from the saved value. */
export const FromToolbar: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>User Default Settings</Button>
        <UserDefaultSettingsModal
          {...args}
          isOpen={isOpen}
          onCancel={() => {
            setOpen(false);
            args.onCancel();
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'User Default Settings' });
    await userEvent.click(trigger);
    let dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Default role/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Super Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Default role/ })).toHaveTextContent(
      'Office Admin',
    );
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const Resetting: Story = { args: { isResetting: true } };

/** Nothing to choose: no regions, and a category without filters (its filter is disabled). */
export const Empty: Story = {
  args: {
    regionOptions: [],
    filterOptions: {},
    value: { role: 'Super Admin', category: 'companies', regionId: null, filters: {} },
  },
  play: async () => {
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Region filter/ })).toHaveTextContent(
      'All regions',
    );
    await expect(within(dialog).getByRole('button', { name: /Companies filter/ })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Companies have no filter.');
  },
};

export const LongText: Story = {
  args: {
    regionOptions: [
      {
        id: 'long',
        label: 'Greater Dallas–Fort Worth Metroplex including Collin, Denton and Tarrant counties',
      },
    ],
    value: { ...VALUE, regionId: 'long' },
  },
};

export const HostileText: Story = {
  args: {
    regionOptions: [{ id: 'x', label: HOSTILE }],
    filterOptions: { offices: [{ id: 'y', label: HOSTILE }] },
    value: { ...VALUE, regionId: 'x', filters: { offices: 'y' } },
  },
  play: async () => {
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Region filter/ })).toHaveTextContent(HOSTILE);
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Keyboard only: Tab through the four selects and the buttons, pick with arrows, Enter saves. Focus stays inside. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog');
    const role = within(dialog).getByRole('button', { name: /Default role/ });
    await userEvent.tab();
    await expect(role).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('listbox');
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(role).toHaveTextContent('Super Admin');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: /Category$/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: /Region filter/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: /Offices filter/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Reset All Grid Settings' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    const save = within(dialog).getByRole('button', { name: 'Save Settings' });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ ...VALUE, role: 'Super Admin' });
  },
};

export const Catalog: Story = {};
