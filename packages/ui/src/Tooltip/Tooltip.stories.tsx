import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Lock } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const HOSTILE = '<img src=x onerror=alert(1)>';
const page = () => within(document.body);

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { children: 'Lock the grid so columns cannot be moved or resized' },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <TooltipTrigger>
      <IconButton label="Lock Grid" icon={<Lock size={16} aria-hidden />} variant="secondary" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the tooltip after the delay. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // A pointer interaction first: react-aria shows hover tooltips only in pointer modality.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Lock Grid' }));
    await expect(await page().findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Lock the grid so columns cannot be moved or resized',
    );
  },
};

/** Shown open for review (static screenshot). */
export const Open: Story = {
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <IconButton label="Lock Grid" icon={<Lock size={16} aria-hidden />} variant="secondary" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async () => {
    await expect(await page().findByRole('tooltip')).toBeVisible();
  },
};

export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 96 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} defaultOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip placement={placement}>{placement}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: '24px 60px' }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = {
  render: (args) => (
    <TooltipTrigger isDisabled>
      <Button variant="secondary">No tooltip</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(page().queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Reset All Grid Settings removes the saved column order, widths, visibility and sort for every category. Log out and in again afterwards.',
  },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <IconButton label="About grid settings" icon={<Info size={16} aria-hidden />} variant="secondary" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

export const HostileText: Story = {
  args: { children: HOSTILE },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="secondary">Hover me</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async () => {
    await expect(await page().findByRole('tooltip')).toHaveTextContent(HOSTILE);
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Keyboard only: focus shows it at once, Escape hides it, the trigger stays focused. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Lock Grid' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await page().findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 160, alignItems: 'center' }}>
      <TooltipTrigger defaultOpen>
        <IconButton label="Lock Grid" icon={<Lock size={16} aria-hidden />} variant="secondary" />
        <Tooltip>Short tip</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger defaultOpen>
        <Button variant="secondary">Wrapped</Button>
        <Tooltip>A longer tooltip that wraps onto a second line when it is wider than the limit.</Tooltip>
      </TooltipTrigger>
    </div>
  ),
};
