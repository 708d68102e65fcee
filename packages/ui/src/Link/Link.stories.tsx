import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Help documents', href: '#help', onPress: fn() },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help documents' });
    await expect(link).toHaveAttribute('href', '#help');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420, margin: 0 }}>
      Questions about commissions? Read the <Link {...args}>help documents</Link> or write to{' '}
      <Link href="mailto:support@example.com">support@example.com</Link>.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all offices' } };

export const External: Story = {
  args: { href: 'https://example.com/terms', isExternal: true, children: 'Terms of use' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Terms of use/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/Terms of use\s*\(opens in a new tab\)/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'New Office' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** `javascript:` (however disguised) renders inert: no href, not pressable. */
export const UnsafeHref: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Link {...args} href="javascript:alert(1)">
        Plain javascript: link
      </Link>
      <Link href={'  JaVa\tScRiPt:alert(1)'}>Disguised javascript: link</Link>
      <Link href="data:text/html,<script>alert(1)</script>">data: link</Link>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).not.toHaveAttribute('href');
      await expect(link).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read the independent ownership notice, the restricted-access notice and the complete terms of use of the Balance back office',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};

export const HostileText: Story = {
  args: { children: HOSTILE, href: '#x' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(HOSTILE);
  },
};

/** Keyboard only: Tab reaches the link, Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Link href="#a">Inline link</Link>
      <Link href="#b" variant="standalone">
        Standalone link
      </Link>
      <Link href="#c" variant="subtle">
        Subtle link
      </Link>
      <Link href="https://example.com" isExternal>
        External link
      </Link>
      <Link href="#d" isDisabled>
        Disabled link
      </Link>
      <Link href="javascript:void(0)">Inert unsafe link</Link>
    </div>
  ),
};
