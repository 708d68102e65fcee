import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectItem } from '../Select/Select';
import { ComboBox } from './ComboBox';

const HOSTILE = '<img src=x onerror=alert(1)>';

const OFFICES: SelectItem[] = [
  { id: 'o1', label: 'Austin Downtown' },
  { id: 'o2', label: 'Austin North' },
  { id: 'o3', label: 'Boston Back Bay' },
  { id: 'o4', label: 'Chicago Loop' },
  { id: 'o5', label: 'Denver Highlands' },
  { id: 'o6', label: 'Miami Brickell' },
];

const page = () => within(document.body);

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Office', items: OFFICES, placeholder: 'Type to search', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the list; picking an option fills the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Office' });
    await userEvent.type(input, 'aus');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Austin North' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('o2');
    await expect(input).toHaveValue('Austin North');
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'o4' } };

export const NoMatches: Story = {
  args: { emptyText: 'No office matches' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await page().findByText('No office matches')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No offices yet' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await page().findByText('No offices yet')).toBeVisible();
  },
};

/** The caller filters (e.g. a server search): `inputValue` is controlled and `items` are the matches. */
export const ServerFiltered: Story = {
  render: function Render(args) {
    const [text, setText] = useState('');
    const matches = OFFICES.filter((office) => office.label.toLowerCase().startsWith(text.toLowerCase()));
    return <ComboBox {...args} inputValue={text} onInputChange={setText} items={matches} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'b');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an office from the list' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose an office from the list')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'o1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Office that receives the referral fee for this contract and every later amendment',
    defaultSelectedKey: 'long',
    items: [
      { id: 'long', label: 'Balance Realty Group of Greater Austin — Downtown Congress Avenue Office' },
      ...OFFICES,
    ],
  },
};

export const HostileText: Story = {
  args: { label: HOSTILE, defaultSelectedKey: 'x', items: [{ id: 'x', label: HOSTILE }] },
  play: async ({ canvasElement }) => {
    await expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(within(canvasElement).getByRole('combobox')).toHaveValue(HOSTILE));
  },
};

/** Keyboard only: Tab in, Arrow Down opens, arrows move, Enter picks, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await page().findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(input).not.toHaveValue('');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await page().findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
  },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 220px)' }}>
      <ComboBox label="Empty" items={OFFICES} placeholder="Type to search" />
      <ComboBox label="Selected" items={OFFICES} defaultSelectedKey="o3" />
      <ComboBox label="Described" items={OFFICES} description="Only active offices" />
      <ComboBox label="Required" items={OFFICES} isRequired />
      <ComboBox label="Invalid" items={OFFICES} isInvalid errorMessage="Pick an office" />
      <ComboBox label="Disabled" items={OFFICES} isDisabled defaultSelectedKey="o1" />
    </div>
  ),
};
