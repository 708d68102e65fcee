import { MESSAGES } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorNotice } from './ErrorNotice';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Feedback/ErrorNotice',
  component: ErrorNotice,
  tags: ['autodocs'],
  args: { onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's persistent notice: 'Something went wrong' until the user dismisses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.somethingWentWrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithRetry: Story = {
  args: { details: 'The search could not be completed.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Retrying does not dismiss it.
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Retrying: Story = {
  args: { details: 'Loading the report list again…', onRetry: fn(), isRetrying: true },
};

/** It does not time out: still there after 3.5 s (longer than any snackbar). */
export const StaysUntilDismissed: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  },
};

/** Controlled by the page: shown again when the next load fails. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Button onPress={() => setOpen(true)}>Search (fails)</Button>
        <ErrorNotice
          {...args}
          isOpen={isOpen}
          onDismiss={() => {
            setOpen(false);
            args.onDismiss?.();
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search (fails)' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search (fails)' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    message:
      'The tab filters for Offices could not be loaded because the server took longer than two minutes to answer',
    details:
      'Your search text and filters are kept. Try again in a moment; if it keeps failing, write to support with the time it happened so we can find the request in the logs.',
    onRetry: fn(),
  },
};

export const HostileText: Story = {
  args: { message: HOSTILE, details: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(HOSTILE);
  },
};

/** Keyboard only: Tab to Retry, Enter retries; Tab to Dismiss, Space dismisses. */
export const Keyboard: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ErrorNotice />
      <ErrorNotice details="The report list could not be loaded." onRetry={() => undefined} />
      <ErrorNotice message="Forgot password request failed" onRetry={() => undefined} isRetrying />
    </div>
  ),
};
