import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CircleDollarSign, Handshake, Percent, Receipt } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { HOSTILE, LONG_NAME } from '../AppShell/storyFrames';
import { KpiCard } from './KpiCard';

const frame: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: parameters.frameWidth ?? 280 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Reports/KpiCard',
  component: KpiCard,
  tags: ['autodocs'],
  args: {
    label: 'GCI year to date',
    value: '$288,564.00',
    delta: { value: '+12.4%', trend: 'up', comparison: 'vs 2025' },
    helpText: 'Gross commission income of closed deals.',
    icon: <CircleDollarSign size={18} />,
  },
  decorators: [frame],
} satisfies Meta<typeof KpiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'GCI year to date' });
    await expect(card).toHaveTextContent('$288,564.00');
    // The trend is said in words too, not only by colour and arrow.
    await expect(card).toHaveTextContent('Up+12.4%vs 2025');
  },
};

/** A fall that is bad news (red) … */
export const TrendDown: Story = {
  args: {
    value: '14',
    label: 'Closed deals',
    delta: { value: '-3', trend: 'down', comparison: 'vs last month' },
  },
};

/** … and one that is good news (expenses going down are green). */
export const TrendDownPositive: Story = {
  args: {
    label: 'Office bill',
    value: '$1,240.00',
    delta: { value: '-$310.00', trend: 'down', tone: 'positive', comparison: 'vs 2025' },
  },
};

export const Flat: Story = {
  args: {
    label: 'Commission split',
    value: '70%',
    delta: { value: '0%', trend: 'flat', comparison: 'vs 2025' },
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading GCI year to date…');
    await expect(canvas.queryByText('$288,564.00')).toBeNull();
  },
};

export const Empty: Story = {
  args: { value: null, delta: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByText('$288,564.00')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: LONG_NAME,
    value: '$123,456,789,012.99',
    helpText: LONG_NAME,
    delta: { value: '+1,234.5%', trend: 'up', comparison: 'vs the same period of the previous fiscal year' },
  },
};

export const HostileText: Story = {
  args: { label: HOSTILE, value: HOSTILE, helpText: HOSTILE, delta: { value: HOSTILE, trend: 'up' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(HOSTILE);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', width: 1040 }}>
      <KpiCard
        label="GCI year to date"
        value="$288,564.00"
        icon={<CircleDollarSign size={18} />}
        delta={{ value: '+12.4%', trend: 'up', comparison: 'vs 2025' }}
      />
      <KpiCard
        label="Closed deals"
        value="14"
        icon={<Handshake size={18} />}
        delta={{ value: '-3', trend: 'down', comparison: 'vs 2025' }}
      />
      <KpiCard label="Average rate" value="2.8%" icon={<Percent size={18} />} helpText="Across all sides." />
      <KpiCard label="Office bill" value={null} icon={<Receipt size={18} />} />
      <KpiCard label="Pending" value="" isLoading />
      <KpiCard label="Net income" value="" error="Something went wrong" />
    </div>
  ),
  parameters: { frameWidth: 'none' },
};
