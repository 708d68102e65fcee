import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FileX, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** EmptyState sits inside a surface (a grid, a card) in the product. */
const card = {
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  borderRadius: 10,
} as const;

/** Wraps stories in a card, unless `parameters.bare` (the Catalog draws its own cards). */
const withCard: Decorator = (Story, { parameters }) =>
  parameters.bare === true ? (
    <Story />
  ) : (
    <div style={{ ...card, maxWidth: 640 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No agents match your search',
    description: 'Check the spelling, or search by another attribute.',
    icon: <SearchX size={28} />,
  },
  decorators: [withCard],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'No agents match your search',
    );
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={onClear}>Clear search</Button> },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

export const DefaultIcon: Story = {
  args: { icon: undefined, title: 'There is no contract available', description: undefined },
};

export const NoIcon: Story = { args: { icon: null } };

export const Compact: Story = {
  args: { isCompact: true, icon: <FileX size={20} />, title: 'No rows', description: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'No coversheets were submitted for the selected office, year and status combination in this period',
    description:
      'Coversheets appear here once an agent submits them for a pending contract. Change the year or status filter above, or ask the agents of this office to submit their coversheets from Agent.EZ.',
  },
};

export const HostileText: Story = {
  args: { title: HOSTILE, description: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(HOSTILE);
  },
};

/** Keyboard only: the action is reachable with Tab and pressed with Enter. */
export const Keyboard: Story = {
  args: { action: <Button onPress={onClear}>Clear search</Button> },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  parameters: { bare: true },
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 320px)', alignItems: 'start' }}>
      <div style={card}>
        <EmptyState title="No results" description="Try another search." icon={<SearchX size={28} />} />
      </div>
      <div style={card}>
        <EmptyState title="Nothing here yet" action={<Button variant="primary">New Office</Button>} />
      </div>
      <div style={card}>
        <EmptyState title="No rows" isCompact icon={<FileX size={20} />} />
      </div>
    </div>
  ),
};
