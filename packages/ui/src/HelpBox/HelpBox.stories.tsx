import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lastNavigation, navigate, withRouterProvider } from '../AppShell/storyFrames';
import { HelpBox } from './HelpBox';

const meta = {
  title: 'Shell/HelpBox',
  component: HelpBox,
  tags: ['autodocs'],
  args: { helpHref: '/help/documents', supportEmail: 'support@balance.example' },
  decorators: [
    withRouterProvider,
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Help documents through the router; support as a mailto: link. Both reachable by Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Need help?' })).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'support@balance.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@balance.example');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Help documents' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe('/help/documents');
    await userEvent.tab();
    await expect(mail).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    supportEmail:
      'brokerage-back-office-support-team-for-all-regions-and-offices@balance-brokerage-services.example',
    title: 'Questions about commissions, caps, royalties, coversheets, escrow or your 1099?',
    text: 'Read the help documents first: they answer most questions about reports and bills. If you still need help, write to the support team and include your office number.',
  },
};

export const HostileText: Story = {
  args: { title: '<img src=x onerror=alert(1)>', text: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <HelpBox {...args} />
      <HelpBox {...args} title="Help" text="Guides and contact." />
    </div>
  ),
};
