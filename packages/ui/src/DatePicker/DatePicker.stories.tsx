import { CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const HOSTILE = '<img src=x onerror=alert(1)>';

const page = () => within(document.body);

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Closing date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick from the calendar: opens on the value's month, a click selects and closes. */
export const Default: Story = {
  args: { defaultValue: parseDate('2026-03-15') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 3, 20));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('group')).toHaveTextContent('03/20/2026');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('mm/dd/yyyy');
  },
};

export const Open: Story = {
  args: { defaultValue: parseDate('2026-11-02'), defaultOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
  },
};

/** Out-of-range dates are refused with a message next to the field. */
export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2019-06-01'),
    minValue: parseDate('2020-01-01'),
    errorMessage: 'Reports start in 2020',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reports start in 2020')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: parseDate('2026-01-05'), isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Date the escrow company confirmed the receipt of the earnest money deposit',
    description: 'Leave empty if the deposit is still pending; the contract stays in Pending.',
    defaultValue: parseDate('2026-07-04'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const HostileText: Story = {
  args: { label: HOSTILE, description: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Keyboard only: type the date segment by segment; Arrow Up/Down change a segment. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveFocus();
    await userEvent.keyboard('04152026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 15));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 16));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 17));
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 240px)' }}>
      <DatePicker label="Empty" />
      <DatePicker label="With value" defaultValue={parseDate('2026-02-14')} />
      <DatePicker label="Required" isRequired />
      <DatePicker label="Described" description="MM/DD/YYYY" />
      <DatePicker label="Invalid" isInvalid errorMessage="Date is required" />
      <DatePicker label="Disabled" isDisabled defaultValue={parseDate('2026-02-14')} />
    </div>
  ),
};
