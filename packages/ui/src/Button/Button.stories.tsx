import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Save, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, IconButton } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save Settings', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Settings' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const WithIcon: Story = { args: { variant: 'primary', icon: <Save size={16} aria-hidden /> } };

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Settings' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While a save is in flight the button shows a spinner and ignores further presses. */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.dblClick(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Working…');
  },
};

/** Keyboard only: Tab reaches the button, Enter and Space press it. */
export const Keyboard: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Settings' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    variant: 'secondary',
    children: 'Reset All Grid Settings for every category, region and saved column layout of this user',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

/** Labels are text, never markup: the payload below renders literally. */
export const HostileText: Story = {
  args: { variant: 'secondary', children: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};

/** Icon-only buttons keep room for their icon at both sizes (the small size once squeezed it to 2px). */
export const IconOnlySizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton label="Add new" icon={<Plus size={18} aria-hidden />} />
      <IconButton size="sm" label="Add new (small)" icon={<Plus size={16} aria-hidden />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Add new', 'Add new (small)']) {
      const icon = canvas.getByRole('button', { name }).querySelector('svg');
      await expect(icon?.getBoundingClientRect().width ?? 0).toBeGreaterThanOrEqual(14);
    }
  },
};

export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(4, max-content)',
        alignItems: 'center',
      }}
    >
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger" icon={<Trash2 size={16} aria-hidden />}>
        Delete
      </Button>
      <Button variant="primary" size="sm">
        Small
      </Button>
      <Button variant="secondary" isDisabled>
        Disabled
      </Button>
      <Button variant="primary" isPending>
        Saving
      </Button>
      <IconButton label="Add new" icon={<Plus size={18} aria-hidden />} />
    </div>
  ),
};
