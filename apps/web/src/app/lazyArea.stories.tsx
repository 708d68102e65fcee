import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaLoadFailed, AreaLoading } from './lazyArea';

/** What the user sees while an area's code downloads, and when the download fails. */
const meta = {
  title: 'App/Area loading',
  component: AreaLoadFailed,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof AreaLoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder: empty for 300 ms (fast loads do not flash), then a quiet spinner. */
export const Loading: Story = {
  render: () => <AreaLoading label="Loading Balance…" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Balance…');
  },
};

/** The chunk could not be downloaded: Try again fetches it again, Reload picks up a new deploy. */
export const LoadFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // Keyboard: Tab reaches Try again first, Enter presses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div>
      <AreaLoading label="Loading Agent.EZ…" />
      <AreaLoadFailed {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Agent.EZ…');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
