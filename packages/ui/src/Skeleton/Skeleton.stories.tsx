import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { lines: 3, label: 'Loading office details…' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading text: announced once as a status, the blocks themselves are silent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading office details…');
    await expect(canvasElement.querySelectorAll('[data-shape="text"] > span[data-shape]')).toHaveLength(3);
  },
};

export const Silent: Story = {
  args: { label: undefined, lines: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Rect: Story = { args: { shape: 'rect', width: 320, height: 120 } };

export const Circle: Story = { args: { shape: 'circle', label: undefined } };

export const ManyLines: Story = { args: { lines: 12 } };

/** How a card looks while loading. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        background: 'var(--color-surface)',
        border: '1px solid var(--color-border)',
        borderRadius: 10,
      }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </div>
      <Skeleton shape="rect" width="100%" height={96} />
      <Skeleton lines={4} label="Loading…" />
    </div>
  ),
};
