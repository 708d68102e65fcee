import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, StatusPill } from './Badge';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '3 new', tone: 'info' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger', 'info'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = {
  args: { tone: 'warning', children: 'Top producer', icon: <Star size={12} aria-hidden /> },
};

/** StatusPill: the tone follows the status text. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Active', 'Inactive', 'Pending', 'Paid Out', 'Not Started', 'Closed', 'Fallen', 'Unknown'].map(
        (status) => (
          <StatusPill key={status} status={status} />
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active').parentElement).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Inactive').parentElement).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('Pending').parentElement).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Paid Out').parentElement).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Fallen').parentElement).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Unknown').parentElement).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Empty: Story = { args: { children: '—', tone: 'neutral' } };

export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 200, display: 'grid', gap: 8 }}>
      <StatusPill status="Pending approval by the broker of record and the compliance office" />
      <Badge tone="danger">Overdue since the end of the last billing period</Badge>
    </div>
  ),
};

export const HostileText: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>{HOSTILE}</Badge>
      <StatusPill status={HOSTILE} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getAllByText(HOSTILE)).toHaveLength(2);
  },
};

export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(5, max-content)',
        justifyItems: 'start',
      }}
    >
      {(['neutral', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      {(['neutral', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <StatusPill key={tone} status={tone[0]?.toUpperCase() + tone.slice(1)} tone={tone} />
      ))}
    </div>
  ),
};
