import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectItem } from './Select';

const HOSTILE = '<img src=x onerror=alert(1)>';

const CATEGORIES: SelectItem[] = [
  { id: 'agents', label: 'Agents' },
  { id: 'companies', label: 'Companies' },
  { id: 'offices', label: 'Offices' },
  { id: 'regions', label: 'Regions' },
  { id: 'users', label: 'Users' },
];

/** The listbox is rendered in a portal, outside the story's canvas. */
const page = () => within(document.body);

/** Narrow column like a form; `parameters.wide` lifts it (Catalog). */
const withWidth: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: parameters.wide === true ? undefined : 320 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Category', items: CATEGORIES, onSelectionChange: fn() },
  decorators: [withWidth],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.click(trigger);
    const listbox = await page().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Offices' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('offices');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Offices');
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'companies' } };

/** Controlled: the parent owns the value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<string | null>('regions');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Select
          {...args}
          selectedKey={key}
          onSelectionChange={(next) => {
            setKey(next);
            args.onSelectionChange?.(next);
          }}
        />
        <output>Selected: {key ?? 'none'}</output>
      </div>
    );
  },
};

/** Opened, to review the list (static screenshot of the popover). */
export const Open: Story = {
  args: { defaultSelectedKey: 'offices', defaultOpen: true },
  play: async () => {
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await expect(within(listbox).getByRole('option', { name: 'Offices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [], defaultOpen: true, emptyText: 'No regions for this office' },
  play: async () => {
    await expect(await page().findByText('No regions for this office')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a category' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a category')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'agents' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: {
    defaultOpen: true,
    items: [
      { id: 'agents', label: 'Agents' },
      { id: 'users', label: 'Users (no permission)', isDisabled: true },
    ],
  },
  play: async () => {
    const option = await page().findByRole('option', { name: 'Users (no permission)' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: {
    label: 'Per-category filter applied by default when the grid opens for this user',
    description: 'The first option is preselected when the attribute has options.',
    defaultSelectedKey: 'long',
    items: [
      {
        id: 'long',
        label: 'Agents whose license expires within the next ninety days and who have no pending contracts',
      },
      ...CATEGORIES,
    ],
  },
};

export const HostileText: Story = {
  args: {
    label: HOSTILE,
    defaultSelectedKey: 'x',
    items: [{ id: 'x', label: HOSTILE }],
  },
  play: async ({ canvasElement }) => {
    await expect(document.querySelector('img[src="x"]')).toBeNull();
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(HOSTILE);
  },
};

/** Keyboard only: Tab to the trigger, Enter opens, arrows move, Enter picks; Space reopens. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page().findByRole('listbox');
    await expect(listbox).toBeVisible();
    // Enter opens on the first option; one ArrowDown moves to the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('companies');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Companies');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await page().findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
  },
};

export const Catalog: Story = {
  parameters: { wide: true },
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 220px)' }}>
      <Select label="Placeholder" items={CATEGORIES} />
      <Select label="Selected" items={CATEGORIES} defaultSelectedKey="agents" />
      <Select label="Described" items={CATEGORIES} description="Main selection" />
      <Select label="Required" items={CATEGORIES} isRequired />
      <Select label="Invalid" items={CATEGORIES} isInvalid errorMessage="Choose a category" />
      <Select label="Disabled" items={CATEGORIES} isDisabled defaultSelectedKey="users" />
    </div>
  ),
};
