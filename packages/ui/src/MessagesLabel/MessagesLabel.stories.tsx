import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@balance/domain';
import { expect, within } from 'storybook/test';
import { MessagesLabel } from './MessagesLabel';

const meta = {
  title: 'Shell/MessagesLabel',
  component: MessagesLabel,
  tags: ['autodocs'],
  args: { tone: 'onDark' },
  argTypes: { tone: { control: 'inline-radio', options: ['onDark', 'onLight'] } },
  decorators: [
    (Story, { args }) => (
      <div
        style={{
          display: 'inline-flex',
          padding: 12,
          borderRadius: 8,
          background: args.tone === 'onLight' ? 'var(--color-surface)' : 'var(--color-topbar)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagesLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the navy top bar: the spec's fixed label, never a count from data. */
export const OnDark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.newMessagesLabel)).toBeVisible();
    await expect(canvasElement).toHaveTextContent('3 new messages');
  },
};

export const OnLight: Story = { args: { tone: 'onLight' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <MessagesLabel tone="onDark" />
      <span style={{ padding: 8, background: 'var(--color-surface)', borderRadius: 8 }}>
        <MessagesLabel tone="onLight" />
      </span>
    </div>
  ),
};
