import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lastNavigation, navigate, withRouterProvider } from '../AppShell/storyFrames';
import { Footer, INDEPENDENT_OWNERSHIP_NOTICE } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { year: 2026, version: '4.12.0', termsHref: '/terms' },
  decorators: [withRouterProvider],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Notices, copyright year from the prop (never the clock), the terms link and v{version}. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INDEPENDENT_OWNERSHIP_NOTICE)).toBeVisible();
    await expect(canvas.getByText(/authorized users only/)).toBeVisible();
    await expect(canvas.getByText(/© 2026 Balance/)).toBeVisible();
    await expect(canvas.getByText('v4.12.0')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // Keyboard: Tab reaches the terms link, Enter follows it through the app's router.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe('/terms');
  },
};

export const LongText: Story = {
  args: {
    version: '2026.11.22-build.4711+sha.0123456789abcdef0123456789abcdef01234567-release-candidate',
    owner: 'Balance Brokerage Back Office Services International Holdings Incorporated and Affiliates',
  },
};

export const HostileText: Story = {
  args: { owner: '<img src=x onerror=alert(1)>', version: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('v<img src=x onerror=alert(1)>');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Footer {...args} />
      <div style={{ maxWidth: 360 }}>
        <Footer {...args} year={2020} version="1.0.0" />
      </div>
    </div>
  ),
};
