import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './ErrorNotice.stories';

const { Default, WithRetry, Controlled, HostileText } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe('ErrorNotice', () => {
  it("says 'Something went wrong' as an alert", () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  });

  it('never times out', () => {
    vi.useFakeTimers();
    render(<Default />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('goes away when dismissed', async () => {
    const onDismiss = fn();
    render(<Default onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('retries without dismissing', async () => {
    const onRetry = fn();
    render(<WithRetry onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('follows a controlled isOpen', async () => {
    render(<Controlled />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search (fails)' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
