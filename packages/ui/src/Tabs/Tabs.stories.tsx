import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const HOSTILE = '<img src=x onerror=alert(1)>';

const INVOICES: TabItem[] = [
  { id: 'Open', label: 'Open' },
  { id: 'Paid', label: 'Paid' },
  { id: 'All', label: 'All' },
];

const panel = (item: TabItem) => <p style={{ margin: 0 }}>{`${item.label} invoices are listed here.`}</p>;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Invoices', items: INVOICES, children: panel, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; a click selects another and shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // react-aria renders the tabs of its collection right after the list itself.
    const list = canvas.getByRole('tablist', { name: 'Invoices' });
    await expect(await within(list).findAllByRole('tab')).toHaveLength(3);
    // With no selection given, the first tab is selected once the collection is known.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Open' })).toHaveTextContent('Open invoices');
    await userEvent.click(canvas.getByRole('tab', { name: 'Paid' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Paid');
    await expect(canvas.getByRole('tabpanel', { name: 'Paid' })).toHaveTextContent('Paid invoices');
    // Back to the first, so the screenshot shows the default state.
    await userEvent.click(canvas.getByRole('tab', { name: 'Open' }));
  },
};

/** A disabled tab cannot be chosen by click nor reached with the arrow keys. */
export const DisabledTab: Story = {
  args: {
    items: [
      { id: 'address', label: 'By address' },
      { id: 'date', label: 'By date', isDisabled: true },
      { id: 'no-contract', label: 'No contract, by date' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = await canvas.findByRole('tab', { name: 'By date' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('date');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'By address' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** Long labels wrap inside a narrow container instead of overflowing it. */
export const LongText: Story = {
  args: {
    label: 'Contract summaries',
    items: [
      { id: 'address', label: 'Search contract summaries by the property address of the contract' },
      { id: 'date', label: 'Search contract summaries by the closing or expected closing date' },
      { id: 'none', label: 'Listings without any contract yet, searched by their listing date' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('tab')).toHaveLength(3);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** Labels and panels render markup as text. */
export const HostileText: Story = {
  args: {
    label: HOSTILE,
    items: [
      { id: 'hostile', label: HOSTILE },
      { id: 'other', label: 'Other' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: HOSTILE })).toBeInTheDocument();
    const tab = await canvas.findByRole('tab', { name: HOSTILE });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  },
};

// The twelve month names, from the browser's own en-US calendar.
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(2026, month, 1).toLocaleString('en-US', { month: 'long' }),
);

/** Many tabs wrap onto more lines; the tab list never scrolls sideways. */
export const ManyTabs: Story = {
  args: {
    label: 'Months',
    items: MONTHS.map((month) => ({ id: month.toLowerCase(), label: month })),
    defaultSelectedKey: 'june',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('tab')).toHaveLength(12);
    await expect(canvas.getByRole('tab', { name: 'June' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/**
 * Keyboard only: Tab reaches the selected tab, arrows move and select (skipping a disabled tab),
 * Home/End go to the ends, and Tab moves on into the panel.
 */
export const Keyboard: Story = {
  args: {
    items: [
      { id: 'Open', label: 'Open' },
      { id: 'Paid', label: 'Paid', isDisabled: true },
      { id: 'All', label: 'All' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('tab', { name: 'Open' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('All');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveFocus();
  },
};
