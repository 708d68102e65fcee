import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOSTILE, LONG_NAME } from '../AppShell/storyFrames';
import { CapProgress } from './CapProgress';

const frame: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: parameters.frameWidth ?? 480 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Reports/CapProgress',
  component: CapProgress,
  tags: ['autodocs'],
  args: {
    label: 'Cap progress 2026',
    paid: 11_250,
    cap: 18_000,
    projectedCapDateText: 'Projected to reach the cap on 09/14/2026',
  },
  decorators: [frame],
} satisfies Meta<typeof CapProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid vs cap as a meter: role, value range and value text for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Cap progress 2026' });
    await expect(meter).toHaveAttribute('aria-valuenow', '11250');
    await expect(meter).toHaveAttribute('aria-valuemax', '18000');
    await expect(meter).toHaveAttribute('aria-valuetext', '$11,250.00 of $18,000.00');
    await expect(meter).toHaveTextContent('62% of cap · $6,750.00 to go');
    await expect(meter).toHaveTextContent('Projected to reach the cap on 09/14/2026');
  },
};

export const Reached: Story = {
  args: { paid: 18_400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveTextContent('Cap reached');
  },
};

export const NoCap: Story = {
  args: { cap: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No cap is set/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Cap progress 2026…');
  },
};

export const ErrorState: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const LongText: Story = {
  args: { label: LONG_NAME, projectedCapDateText: LONG_NAME },
};

export const HostileText: Story = {
  args: { label: HOSTILE, projectedCapDateText: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('meter', { name: HOSTILE })).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', width: 900 }}>
      <CapProgress
        label="Early in the year"
        paid={2_100}
        cap={18_000}
        projectedCapDateText="Projected: 11/30/2026"
      />
      <CapProgress
        label="Most of the way"
        paid={15_300}
        cap={18_000}
        projectedCapDateText="Projected: 07/02/2026"
      />
      <CapProgress label="Cap reached" paid={18_000} cap={18_000} />
      <CapProgress label="No cap" paid={4_200} cap={0} />
      <CapProgress label="Loading" paid={0} cap={0} isLoading />
      <CapProgress label="Failed" paid={0} cap={0} error="Something went wrong" />
    </div>
  ),
  parameters: { frameWidth: 'none' },
};
