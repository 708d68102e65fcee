import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE, LONG_NAME, lastNavigation, navigate, withRouterProvider } from '../AppShell/storyFrames';
import { LazyLink } from './LazyLink';

const meta = {
  title: 'Lazy/LazyLink',
  component: LazyLink,
  tags: ['autodocs'],
  args: { href: '/agent-ez/contracts/1042', children: 'Purchase agreement — 12 Harbor Rd' },
  decorators: [withRouterProvider],
} satisfies Meta<typeof LazyLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view: a real link at once; keyboard reaches it and Enter follows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = await within(canvasElement).findByRole('link', {
      name: 'Purchase agreement — 12 Harbor Rd',
    });
    await expect(link).toHaveAttribute('href', '/agent-ez/contracts/1042');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe('/agent-ez/contracts/1042');
  },
};

/** Below the fold: plain text until it comes within 200px of the viewport, then a link. */
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <p style={{ margin: 0 }}>Scroll down: the link is rendered when it is 200px from the viewport.</p>
      <div style={{ height: 1400 }} />
      <LazyLink {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const placeholder = canvas.getByText('Purchase agreement — 12 Harbor Rd');
    const top = placeholder.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight - 150);
    await waitFor(() => expect(canvas.getByRole('link')).toHaveAttribute('href', '/agent-ez/contracts/1042'));
    window.scrollTo(0, 0);
  },
};

export const External: Story = {
  args: {
    href: 'https://help.balance.example/reports',
    isExternal: true,
    children: 'Report help (opens in a new tab)',
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongText: Story = {
  args: { children: LONG_NAME },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const HostileText: Story = {
  args: { children: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: HOSTILE })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Catalog: Story = {
  render: () => (
    <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
      <li>
        <LazyLink href="/agent-ez/contracts/1042">Purchase agreement — 12 Harbor Rd</LazyLink>
      </li>
      <li>
        <LazyLink href="/agent-ez/coversheet/77">Coversheet — 480 Summit Dr</LazyLink>
      </li>
      <li>
        <LazyLink href="https://help.balance.example" isExternal>
          Help documents
        </LazyLink>
      </li>
    </ul>
  ),
};
