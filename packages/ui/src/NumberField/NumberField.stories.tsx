import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Commission split', defaultValue: 70, minValue: 0, maxValue: 100, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Commission split' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('71');
    await expect(args.onChange).toHaveBeenLastCalledWith(71);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('70');
  },
};

export const Currency: Story = {
  args: {
    label: 'Cap amount',
    defaultValue: 18000,
    maxValue: undefined,
    step: 100,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('$18,000.00');
  },
};

export const Percent: Story = {
  args: {
    label: 'Agent share',
    defaultValue: 0.85,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
};

export const Empty: Story = { args: { defaultValue: undefined, placeholder: '0' } };

/** The value is clamped to the range on blur. */
export const Clamped: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The split must leave at least 10% to the office' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The split must leave at least 10% to the office'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const WithoutSteppers: Story = { args: { hideSteppers: true } };

export const LongText: Story = {
  args: {
    label: 'Percentage of the gross commission paid to the agent before the annual cap is reached',
    description: 'Applies to every contract closed after the change.',
  },
};

export const HostileText: Story = {
  args: { label: HOSTILE, description: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Keyboard only: Tab in, Arrow Up/Down step, typing replaces. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('72');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('71');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField label="Plain" defaultValue={5} />
      <NumberField
        label="Currency"
        defaultValue={1250.5}
        formatOptions={{ style: 'currency', currency: 'USD' }}
      />
      <NumberField label="Percent" defaultValue={0.3} formatOptions={{ style: 'percent' }} step={0.01} />
      <NumberField label="Invalid" defaultValue={-1} isInvalid errorMessage="Must be positive" />
      <NumberField label="Disabled" defaultValue={9} isDisabled />
    </div>
  ),
};
