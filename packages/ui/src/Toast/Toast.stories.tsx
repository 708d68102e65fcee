import { MESSAGES, SNACKBAR_DURATION_MS } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, ToastProvider, type ToastTone, ToastView, useToast } from './Toast';

const HOSTILE = '<img src=x onerror=alert(1)>';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type DemoProps = { message: string; tone: ToastTone; duration: number | null };

function SaveButton({ message, tone, duration }: DemoProps) {
  const toast = useToast();
  return (
    <Button variant="primary" onPress={() => toast.show(message, { tone, duration })}>
      Save Grid Settings
    </Button>
  );
}

/** A page with the provider and a button that shows a toast through `useToast()`. */
function ToastDemo(props: DemoProps) {
  return (
    <ToastProvider>
      <SaveButton {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { message: MESSAGES.gridSettingsSaved, tone: 'success', duration: SNACKBAR_DURATION_MS },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'info', 'warning', 'danger'] },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('status');

/**
 * 'Grid settings are saved' for 3000 ms: still there at 2.5 s, gone shortly after 3 s.
 * Change the `duration` arg and this test fails.
 */
export const GridSettingsSaved: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Grid Settings' }));
    const shownAt = Date.now();
    await expect(region()).toHaveTextContent(MESSAGES.gridSettingsSaved);
    await expect(region()).toHaveAttribute('aria-live', 'polite');
    await wait(2500 - (Date.now() - shownAt));
    await expect(region()).toHaveTextContent(MESSAGES.gridSettingsSaved);
    await waitFor(() => expect(region()).not.toHaveTextContent(MESSAGES.gridSettingsSaved), {
      timeout: 1500,
      interval: 50,
    });
    const goneAfter = Date.now() - shownAt;
    await expect(goneAfter).toBeGreaterThanOrEqual(2900);
    await expect(goneAfter).toBeLessThan(3600);
  },
};

/** Hovering (or focusing) the toast holds it; leaving lets it go. */
export const PausesOnHover: Story = {
  args: { duration: 600 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Grid Settings' }));
    const message = within(region()).getByText(MESSAGES.gridSettingsSaved);
    await userEvent.hover(message);
    await wait(1000);
    await expect(region()).toHaveTextContent(MESSAGES.gridSettingsSaved);
    await userEvent.unhover(message);
    await waitFor(() => expect(region()).not.toHaveTextContent(MESSAGES.gridSettingsSaved), {
      timeout: 1500,
    });
  },
};

export const Dismiss: Story = {
  args: { duration: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Grid Settings' }));
    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
    await expect(region()).toHaveTextContent('');
  },
};

/** Several toasts stack, newest last. */
export const Stacked: Story = {
  args: { duration: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Grid Settings' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nothing shown: the polite live region is already in the page, empty. */
export const Empty: Story = {
  play: async () => {
    await expect(region()).toBeEmptyDOMElement();
  },
};

/** The controlled Snackbar component, for pages that own the state. */
export const ControlledSnackbar: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="primary" onPress={() => setOpen(true)}>
          Save Settings
        </Button>
        <Snackbar
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          message={args.message}
          duration={args.duration}
        />
      </>
    );
  },
  args: { duration: 400 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Settings' }));
    await expect(region()).toHaveTextContent(MESSAGES.gridSettingsSaved);
    await waitFor(() => expect(region()).toBeEmptyDOMElement(), { timeout: 1500 });
  },
};

/** Keyboard only: Enter shows the toast; Tab reaches its close button; Enter closes it. */
export const Keyboard: Story = {
  args: { duration: null },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save Grid Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(region()).toBeEmptyDOMElement();
  },
};

const onDismiss = fn();

/** Each tone, persistent, for review. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <ToastView message={MESSAGES.gridSettingsSaved} tone="success" onDismiss={onDismiss} />
      <ToastView message={MESSAGES.officeSaved} tone="info" onDismiss={onDismiss} />
      <ToastView message="Your session ends in 2 minutes" tone="warning" onDismiss={onDismiss} />
      <ToastView message={MESSAGES.changePasswordFailed} tone="danger" onDismiss={onDismiss} />
      <ToastView message="Plain message without a close button" tone="neutral" />
    </div>
  ),
};

export const LongText: Story = {
  render: () => (
    <ToastView
      tone="success"
      onDismiss={onDismiss}
      message="The grid settings for agents, companies, offices, regions and users are saved and will be used the next time you open any of these grids"
    />
  ),
};

export const HostileText: Story = {
  render: () => <ToastView tone="danger" message={HOSTILE} onDismiss={onDismiss} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(HOSTILE)).toBeInTheDocument();
  },
};
