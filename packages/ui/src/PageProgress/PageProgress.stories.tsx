import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageProgress } from './PageProgress';

const meta = {
  title: 'Feedback/PageProgress',
  component: PageProgress,
  tags: ['autodocs'],
  args: { isPending: true, delayed: false },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <h1 style={{ margin: '1.5rem 1rem' }}>Agents</h1>
        <p style={{ margin: '0 1rem' }}>The page on screen stays until the next one is ready.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof PageProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A move to another page that takes longer than a few frames: the bar sweeps across the top. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** No move pending: nothing is drawn. */
export const Idle: Story = {
  args: { isPending: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** A label of the caller's own (e.g. what is being opened). */
export const OwnLabel: Story = {
  args: { label: 'Opening Closed Deals' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Opening Closed Deals' }),
    ).toBeInTheDocument();
  },
};
